import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension SourceFile {
  /// Why a file could not be read, in words a message can show as they are.
  package enum Unreadable: Error, Hashable, Sendable, CustomStringConvertible {
    /// Nothing is at the path, or a folder on the way to it is missing.
    case missing
    /// The path names a folder, not a file.
    case directory
    /// The file's permissions do not let this user read it.
    case permissionDenied
    /// The system refused for another reason, which it names.
    case other(String)

    /// The reason for an error number from the system.
    package init(errorNumber: Int32) {
      switch errorNumber {
      case ENOENT, ENOTDIR: self = .missing
      case EISDIR: self = .directory
      case EACCES, EPERM: self = .permissionDenied
      default:
        let text = String(cString: strerror(errorNumber))
        self = .other(text.prefix(1).lowercased() + text.dropFirst())
      }
    }

    /// The reason, to follow "cannot read …:".
    package var description: String {
      switch self {
      case .missing: "no such file"
      case .directory: "it is a folder, not a file"
      case .permissionDenied: "permission denied (this user may not read the file)"
      case .other(let reason): reason
      }
    }
  }
}
