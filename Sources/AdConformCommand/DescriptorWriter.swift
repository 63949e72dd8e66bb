#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes text to a file descriptor in full, and tells a reader that went away from a
/// real failure.
///
/// `adconform check | head` closes the pipe before the command has written its document.
/// With `SIGPIPE` ignored (``ignoreBrokenPipes()``) the write fails with `EPIPE` instead of
/// killing the process, and the command stops writing quietly: ``Outcome/closed``.
struct DescriptorWriter: Sendable {
  /// How a write ended.
  enum Outcome: Equatable, Sendable {
    /// Every byte was written.
    case written
    /// Nobody reads any more (`EPIPE`) or the descriptor is not open (`EBADF`): there is
    /// nowhere to write, and nothing to report.
    case closed
    /// The write failed with this error number (a full disk, an I/O error).
    case failed(Int32)
  }

  /// One system call's worth of writing: the bytes written, or -1 and the error number.
  var writeSome: @Sendable (_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> (count: Int, error: Int32)

  /// The writer that calls the system's `write`.
  static let system = DescriptorWriter { descriptor, bytes in
    let count = systemWrite(descriptor, bytes.baseAddress, bytes.count)
    return (count, count < 0 ? errno : 0)
  }

  /// Makes a write to a pipe nobody reads fail with `EPIPE` instead of ending the process.
  static func ignoreBrokenPipes() {
    signal(SIGPIPE, SIG_IGN)
  }

  /// Writes the text's UTF-8 bytes, retrying after interruptions and partial writes.
  func write(_ text: String, to descriptor: Int32) -> Outcome {
    write(Array(text.utf8), to: descriptor)
  }

  /// Writes the bytes, retrying after interruptions and partial writes.
  func write(_ bytes: [UInt8], to descriptor: Int32) -> Outcome {
    bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let (count, error) = writeSome(descriptor, UnsafeRawBufferPointer(rebasing: buffer[offset...]))
        if count > 0 {
          offset += count
          continue
        }
        switch error {
        case EINTR, EAGAIN: continue
        case EPIPE, EBADF: return .closed
        default: return .failed(count == 0 ? EIO : error)
        }
      }
      return .written
    }
  }

  /// The system's description of an error number, such as "No space left on device".
  static func describe(_ error: Int32) -> String {
    String(cString: strerror(error))
  }
}

/// The system's `write`, under a name the writer's own method does not hide.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}
