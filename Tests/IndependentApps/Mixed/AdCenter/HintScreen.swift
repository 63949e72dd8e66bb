import FakeUIKit
import FakeGoogleMobileAds
import Foundation

/// A puzzle screen whose "Hint" button offers a short video: watch it to the end and the
/// player gets a hint for free.
final class HintScreen: UIViewController {
  private let ads: AdCenter
  private let statusLabel = UILabel()
  /// The button the player taps to watch a video for a hint.
  let hintButton = UIButton(type: .system)

  /// How many hints the player has earned by watching videos.
  private(set) var hintsEarned = 0

  /// Creates the screen on the app's ad center, or on the one given.
  init(ads: AdCenter? = nil) {
    self.ads = ads ?? .shared
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    self.ads = .shared
    super.init(coder: coder)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Puzzle"
    view.backgroundColor = .systemBackground
    statusLabel.frame = CGRect(x: 20, y: 120, width: view.bounds.width - 40, height: 40)
    hintButton.frame = CGRect(x: 20, y: 180, width: view.bounds.width - 40, height: 44)
    hintButton.setTitle("Watch a video for a hint", for: .normal)
    hintButton.addAction(UIAction { [weak self] _ in self?.hintTapped() }, for: .touchUpInside)
    view.addSubview(statusLabel)
    view.addSubview(hintButton)
    ads.prepareRewarded()
  }

  private func hintTapped() {
    ads.showRewarded(
      from: self,
      onReward: { [weak self] _ in
        guard let self else { return }
        self.hintsEarned += 1
        self.statusLabel.text = "Hint unlocked"
      },
      completion: { [weak self] shown in
        if !shown { self?.statusLabel.text = "No hint video right now. Try again in a moment." }
      })
  }
}
