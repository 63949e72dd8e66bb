import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a whole file as bytes, and says in plain words why it cannot.
///
/// Scripts and baselines are read through here, so a missing file, a folder or a file
/// without read permission gets the same message wherever it is named.
package enum SourceFile {
  /// The bytes of the file at `path`.
  ///
  /// - Throws: ``Unreadable`` with the reason in plain words.
  package static func read(atPath path: String) throws(Unreadable) -> [UInt8] {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { throw Unreadable(errorNumber: errno) }
    defer { close(descriptor) }
    var status = stat()
    if fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
      throw .directory
    }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(max(0, Int(status.st_size)))
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw Unreadable(errorNumber: errno)
      }
      if count == 0 { return bytes }
      bytes.append(contentsOf: chunk[0..<count])
    }
  }
}
