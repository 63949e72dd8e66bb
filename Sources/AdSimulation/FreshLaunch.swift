import Dispatch
import RuntimeHooks

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// New processes made from the program as it was when it started, one per run, so every
/// run of an app starts as a launch on a device does: statics, singletons and globals not
/// yet made.
///
/// As the program loads, before any thread exists, it forks a launcher that waits (a
/// program linked with `-Xlinker --wrap=main` forks it just before its `main`, once the
/// libraries built into it are readied); each fresh launch is forked from that launcher,
/// so it is the program at load, whatever the asking process has run since. A launch
/// either goes on into the program's `main`, which finds ``request`` set and does the one
/// job asked, or calls the program's launch entry (`adconform_fresh_launch_entry`, which
/// AdContracts defines). It sends its result with ``finish(with:)``.
///
/// Where fork is missing, or `ADCONFORM_FRESH_LAUNCH=0` is set, ``isAvailable`` is false.
public enum FreshLaunch {
  /// Where a launch goes once made.
  public enum Way: Sendable {
    /// On into the program's `main`, which hands it the same subjects.
    case intoMain
    /// Into the program's launch entry, before `main`.
    case intoEntry

    var code: Int32 { self == .intoMain ? Int32(UInt8(ascii: "M")) : Int32(UInt8(ascii: "E")) }
  }

  /// How a launch ended.
  public enum Ending: Sendable, Hashable {
    /// It sent its result.
    case finished([UInt8])
    /// It ended without a result: the raw wait status (an exit code or a signal).
    case stopped(status: Int32)
    /// No launch could be made; the reason.
    case notLaunched(String)
  }

  /// Whether this process can make fresh launches.
  public static var isAvailable: Bool { fresh_launch_is_available() != 0 }

  /// Whether the program has a launch entry, so launches can go ``Way/intoEntry``.
  public static var hasEntry: Bool { fresh_launch_has_entry() != 0 }

  /// In a fresh launch, the request it was made for; `nil` in any other process.
  public static let request: [UInt8]? = {
    var length = 0
    guard let bytes = fresh_launch_request(&length) else { return nil }
    return Array(UnsafeBufferPointer(start: bytes, count: length))
  }()

  /// Makes a fresh launch for the request and waits until it ends.
  ///
  /// The launch runs beside this process; the wait does not hold a thread of Swift's
  /// concurrency pool.
  public static func run(_ request: [UInt8], way: Way) async -> Ending {
    var ends: [Int32] = [0, 0]
    let piped = fresh_launch_pipe(&ends)
    guard piped == 0 else { return .notLaunched("no pipe could be made (errno \(piped))") }
    let started = request.withUnsafeBytes { bytes in
      fresh_launch_start(way.code, bytes.baseAddress!, bytes.count, ends[1])
    }
    close(ends[1])
    guard started == 0 else {
      close(ends[0])
      return .notLaunched("the launcher did not take the request (errno \(started))")
    }
    let reading = ends[0]
    return await withCheckedContinuation { continuation in
      DispatchQueue.global().async {
        continuation.resume(returning: Self.readEnding(from: reading))
      }
    }
  }

  /// Reads the launch's frames to the end: its result, then how it ended.
  static func readEnding(from descriptor: Int32) -> Ending {
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      if count <= 0 { break }
      bytes.append(contentsOf: chunk[0..<count])
    }
    var result: [UInt8]?
    var status: Int32?
    var position = 0
    while position < bytes.count {
      let tag = bytes[position]
      if tag == UInt8(ascii: "R"), position + 9 <= bytes.count {
        // A frame that claims more than arrived is cut short: the launch ended mid-write.
        guard let length = Int(exactly: Self.integer(bytes, at: position + 1, width: 8)),
          length <= bytes.count - position - 9
        else { break }
        result = Array(bytes[(position + 9)..<(position + 9 + length)])
        position += 9 + length
      } else if tag == UInt8(ascii: "S"), position + 5 <= bytes.count {
        status = Int32(bitPattern: UInt32(truncatingIfNeeded: Self.integer(bytes, at: position + 1, width: 4)))
        position += 5
      } else if tag == UInt8(ascii: "F") {
        return .notLaunched("the launcher could not fork a launch")
      } else {
        break
      }
    }
    if let result { return .finished(result) }
    return .stopped(status: status ?? -1)
  }

  private static func integer(_ bytes: [UInt8], at start: Int, width: Int) -> UInt64 {
    var value: UInt64 = 0
    for offset in (0..<width).reversed() { value = value << 8 | UInt64(bytes[start + offset]) }
    return value
  }

  /// In a fresh launch: sends the result to the process that asked for it and ends the
  /// launch.
  public static func finish(with result: [UInt8]) -> Never {
    // What the app printed is still in its buffers; `_exit` would drop it.
    fflush(nil)
    let descriptor = fresh_launch_result_descriptor()
    var frame: [UInt8] = [UInt8(ascii: "R")]
    var length = UInt64(result.count)
    for _ in 0..<8 {
      frame.append(UInt8(truncatingIfNeeded: length))
      length >>= 8
    }
    frame += result
    var written = 0
    while written < frame.count, descriptor >= 0 {
      let count = frame[written...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      if count <= 0 { break }
      written += count
    }
    _exit(0)
  }

  /// Runs what waits on the main queue, from the main thread, after waiting up to the
  /// given milliseconds for some: how code that runs before `main` serves the queue, since
  /// a program built with the runtime and Foundation inside readies its run loop only later.
  public static func serveMainQueue(waitingAtMost milliseconds: Int32) {
    fresh_launch_serve_main_queue(milliseconds)
  }

  /// Describes how a launch that sent no result ended, from its wait status.
  public static func describe(status: Int32) -> String {
    if status == -1 { return "it ended without a word" }
    let signal = status & 0x7F
    if signal == 0 { return "it exited with status \((status >> 8) & 0xFF) before sending its result" }
    let names: [Int32: String] = [
      4: "SIGILL", 5: "SIGTRAP", 6: "SIGABRT", 7: "SIGBUS", 8: "SIGFPE", 9: "SIGKILL", 11: "SIGSEGV",
    ]
    let name = names[signal].map { " (\($0))" } ?? ""
    return
      "it was stopped by signal \(signal)\(name), as a crash in app code (a fatalError, a force unwrap of nil, an index out of range) stops an app"
  }
}
