import FakeUIKit

// A screen written as an iOS app writes one in code, with only its import changed: it
// must compile against FakeUIKit as it does against UIKit.

/// The phases of a round, an Objective-C-era integer enum.
enum GameState: NSInteger {
  case notStarted
  case playing
  case paused
  case ended
}

/// A score screen built in code: title, background, a label and a system button.
final class ScoreScreen: UIViewController {
  let scoreLabel = UILabel()
  let playAgainButton = UIButton(type: .system)
  var state: GameState = .notStarted
  var playAgainTaps = 0

  override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    title = "Scores"
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) is not used: the screen is built in code")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    scoreLabel.text = "Score: 0"
    scoreLabel.font = .systemFont(ofSize: 28, weight: .bold)
    scoreLabel.textColor = .label
    scoreLabel.textAlignment = .center
    scoreLabel.numberOfLines = 1
    view.addSubview(scoreLabel)

    playAgainButton.setTitle("Play again", for: .normal)
    playAgainButton.setTitle("Wait…", for: .disabled)
    playAgainButton.setTitleColor(.systemBlue, for: .normal)
    playAgainButton.titleLabel?.font = .preferredFont(forTextStyle: .headline)
    playAgainButton.addAction(UIAction { [weak self] _ in self?.playAgain() }, for: .touchUpInside)
    view.addSubview(playAgainButton)

    navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Share", image: nil, primaryAction: UIAction { _ in }, menu: nil)
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    state = .ended
  }

  func playAgain() {
    playAgainTaps += 1
    state = GameState(rawValue: GameState.playing.rawValue) ?? .notStarted
    UIView.animate(withDuration: 0.2) { self.scoreLabel.alpha = 0 }
  }
}
