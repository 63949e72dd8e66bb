import FakeUIKit

extension RotatingAdaptiveBanner {
  /// The strip of top stories at the head of the news screen, turning to the next story
  /// every few seconds while it runs.
  final class TopStoriesCarousel {
    let label = UILabel()
    private let stories = [
      "Council approves the new tram line",
      "Storm warning lifted for the coast",
      "Local side reaches the cup final",
    ]
    private var index = 0
    private var timer: Timer?

    /// Whether the strip is turning.
    var isTurning: Bool { timer != nil }

    init() {
      label.text = stories[0]
      label.numberOfLines = 2
    }

    func start() {
      guard timer == nil else { return }
      timer = Timer.scheduledTimer(withTimeInterval: 6, repeats: true) { [weak self] _ in
        guard let self else { return }
        self.index = (self.index + 1) % self.stories.count
        self.label.text = self.stories[self.index]
      }
    }

    func stop() {
      timer?.invalidate()
      timer = nil
    }
  }
}
