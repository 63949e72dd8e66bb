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
  /// The descriptor of the standard output kept aside for the document; -1 when the
  /// command started with standard output closed, so the document has nowhere to go.
  let document: Int32

  /// Sends standard output to standard error, keeping the original for the document.
  ///
  /// When the command started with standard output closed (`adconform check >&-`), there
  /// is no document to keep: the descriptor number may already belong to a file the
  /// runtime opened, so it is left alone and the document is dropped. Returns `nil` when
  /// the descriptors cannot be duplicated; the command then writes as it always did.
  init?() {
    fflush(nil)
    guard Self.wasInherited(STDOUT_FILENO) else {
      document = -1
      return
    }
    let kept = dup(STDOUT_FILENO)
    guard kept >= 0 else { return nil }
    guard dup2(STDERR_FILENO, STDOUT_FILENO) >= 0 else {
      close(kept)
      return nil
    }
    document = kept
  }

  /// Whether the descriptor is open and came from the process that started the command.
  ///
  /// A descriptor passed on at `exec` cannot be marked close-on-exec, while the runtime
  /// marks every descriptor it opens so; a marked one at standard output's number means
  /// standard output was closed when the command started and the number was reused.
  static func wasInherited(_ descriptor: Int32) -> Bool {
    let flags = fcntl(descriptor, F_GETFD)
    return flags >= 0 && flags & FD_CLOEXEC == 0
  }
}
