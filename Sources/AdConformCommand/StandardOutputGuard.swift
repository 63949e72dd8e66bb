import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Keeps the command's standard output for its own document while clients run.
///
/// A client under test may `print`; on standard output that text would land inside the
/// JSON, JUnit or Markdown document a CI gate parses. While the guard is in place, what
/// anything in the process writes to standard output goes to standard error instead, and
/// the command writes its document to the standard output it kept aside.
struct StandardOutputGuard {
  private let document: Int32

  /// Sends standard output to standard error, keeping the original for the document.
  ///
  /// Returns `nil` when the descriptors cannot be duplicated; the command then writes as
  /// it always did.
  init?() {
    fflush(nil)
    let kept = dup(STDOUT_FILENO)
    guard kept >= 0 else { return nil }
    guard dup2(STDERR_FILENO, STDOUT_FILENO) >= 0 else {
      close(kept)
      return nil
    }
    document = kept
  }

  /// Writes the document to the standard output kept aside, after what clients printed
  /// has been flushed to standard error.
  func write(_ text: String) {
    fflush(nil)
    FileHandle(fileDescriptor: document, closeOnDealloc: false).write(Data(text.utf8))
  }
}
