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
  /// The largest file read: scripts and baselines are far smaller, and the limit keeps a
  /// wrong path (a disk image, a log) from filling the memory.
  package static let sizeLimit = 256 << 20

  /// The bytes of the regular file at `path`.
  ///
  /// Anything else (a device such as `/dev/zero`, a named pipe, a socket) is refused at
  /// once, without reading: it could give bytes without end or block until a writer comes.
  ///
  /// - Parameter limit: The most bytes the file may hold; ``sizeLimit`` unless given.
  /// - Throws: ``Unreadable`` with the reason in plain words.
  package static func read(atPath path: String, limit: Int = sizeLimit) throws(Unreadable) -> [UInt8] {
    // Opened without waiting, so a named pipe nobody writes cannot block the open itself.
    let descriptor = open(path, O_RDONLY | O_NONBLOCK)
    guard descriptor >= 0 else { throw Unreadable(errorNumber: errno) }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw Unreadable(errorNumber: errno) }
    switch status.st_mode & S_IFMT {
    case S_IFREG: break
    case S_IFDIR: throw .directory
    case S_IFCHR: throw .notRegularFile(kind: "a character device")
    case S_IFBLK: throw .notRegularFile(kind: "a block device")
    case S_IFIFO: throw .notRegularFile(kind: "a named pipe")
    case S_IFSOCK: throw .notRegularFile(kind: "a socket")
    default: throw .notRegularFile(kind: "a special file")
    }
    guard Int(status.st_size) <= limit else { throw .tooLarge(bytes: Int(status.st_size), limit: limit) }
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
      // A file that grows while it is read is held to the same limit.
      guard bytes.count + count <= limit else { throw .tooLarge(bytes: bytes.count + count, limit: limit) }
      bytes.append(contentsOf: chunk[0..<count])
    }
  }
}
