import FakeUIKit

extension TabBannerApp {
  /// Polls for the latest score every few seconds while it runs.
  final class LiveScoresFeed {
    private var timer: Timer?
    private var minute = 0
    /// Told each new score line.
    var onUpdate: ((String) -> Void)?

    /// Whether the feed is polling.
    var isRunning: Bool { timer != nil }

    func start() {
      guard timer == nil else { return }
      timer = Timer.scheduledTimer(withTimeInterval: 5, repeats: true) { [weak self] _ in
        guard let self else { return }
        self.minute += 1
        self.onUpdate?("Rovers 1 – 0 United, \(self.minute)'")
      }
    }

    func pause() {
      timer?.invalidate()
      timer = nil
    }
  }
}
