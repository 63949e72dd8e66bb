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
    /// The path names something other than a regular file (a device, a named pipe, a
    /// socket), which could be read without end or block the reader forever.
    case notRegularFile(kind: String)
    /// The file is larger than a script or a baseline may be.
    case tooLarge(bytes: Int, limit: Int)
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
      case .notRegularFile(let kind):
        "it is \(kind), not a regular file; save the text to a file and give its path"
      case .tooLarge(let bytes, let limit):
        "it is \(Self.size(bytes)) or more, and the limit is \(Self.size(limit)); a script or baseline that large is"
          + " not one a person wrote: split it, or check that the path names the file meant"
      case .other(let reason): reason
      }
    }

    /// A byte count in the unit that reads best.
    static func size(_ bytes: Int) -> String {
      bytes >= 1 << 20 ? "\(bytes >> 20) MiB" : bytes >= 1 << 10 ? "\(bytes >> 10) KiB" : "\(bytes) bytes"
    }
  }
}
