import FakeGoogleMobileAds

/// A game screen whose notification blocks call its own methods, as Swift 6 screens do:
/// the block is `@Sendable`, so it states that it runs on the main queue.
final class PuzzleViewController: UIViewController {
  private(set) var isPaused = false
  private var observers: [NSObjectProtocol] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    observers.append(
      NotificationCenter.default.addObserver(
        forName: UIApplication.didEnterBackgroundNotification, object: nil, queue: .main
      ) { [weak self] _ in
        MainActor.assumeIsolated { self?.pauseGame() }
      })
    observers.append(
      NotificationCenter.default.addObserver(
        forName: UIApplication.didBecomeActiveNotification, object: nil, queue: nil
      ) { [weak self] _ in
        MainActor.assumeIsolated { self?.resumeGame() }
      })
  }

  func pauseGame() { isPaused = true }
  func resumeGame() { isPaused = false }
}
