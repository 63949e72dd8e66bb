import FakeUIKit

extension FixedBannerNoRoot {
  /// The seconds left to answer the quiz question on screen, ticking while it runs.
  final class QuestionCountdown {
    let label = UILabel()
    private(set) var secondsLeft = 30
    private var timer: Timer?

    /// Whether the countdown ticks.
    var isTicking: Bool { timer != nil }

    func start() {
      guard timer == nil else { return }
      label.text = "\(secondsLeft)"
      timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in
        guard let self else { return }
        self.secondsLeft = self.secondsLeft > 0 ? self.secondsLeft - 1 : 30
        self.label.text = "\(self.secondsLeft)"
      }
    }

    func pause() {
      timer?.invalidate()
      timer = nil
    }
  }
}
