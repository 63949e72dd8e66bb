import Foundation

/// Ticks down once a second on the app's own clock: 10, 9, ... 0.
enum Countdown {
  static func ticks(from seconds: Int) -> AsyncStream<Int> {
    AsyncStream { continuation in
      let task = Task {
        for remaining in stride(from: seconds, through: 0, by: -1) {
          continuation.yield(remaining)
          guard remaining > 0 else { break }
          do {
            try await Task.sleep(for: .seconds(1))
          } catch {
            break
          }
        }
        continuation.finish()
      }
      continuation.onTermination = { _ in task.cancel() }
    }
  }
}
