import FakeGoogleMobileAds

/// A game screen whose notification blocks call its own methods, as Swift 5 screens do.
final class PuzzleViewController: UIViewController {
  private(set) var isPaused = false
  private var observers: [NSObjectProtocol] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    observers.append(
      NotificationCenter.default.addObserver(
        forName: UIApplication.didEnterBackgroundNotification, object: nil, queue: .main
      ) { [weak self] _ in
        self?.pauseGame()
      })
    observers.append(
      NotificationCenter.default.addObserver(
        forName: UIApplication.didBecomeActiveNotification, object: nil, queue: nil
      ) { [weak self] _ in
        self?.resumeGame()
      })
  }

  func pauseGame() { isPaused = true }
  func resumeGame() { isPaused = false }
}
