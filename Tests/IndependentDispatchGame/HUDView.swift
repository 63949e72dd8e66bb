import FakeUIKit

/// Score / time / lives readout plus the overlay used for "level complete" and "game over".
final class HUDView: UIView {
    var onNextLevel: (() -> Void)?
    var onWatchAdToContinue: (() -> Void)?
    var onRestart: (() -> Void)?

    private let scoreLabel = UILabel()
    private let timeLabel = UILabel()
    private let livesLabel = UILabel()

    private let overlay = UIStackView()
    private let bannerLabel = UILabel()
    private let nextLevelButton = UIButton(type: .system)
    private let continueButton = UIButton(type: .system)
    private let restartButton = UIButton(type: .system)
    private var isShowingGameOver = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func setUp() {
        let topBar = UIStackView(arrangedSubviews: [scoreLabel, timeLabel, livesLabel])
        topBar.axis = .horizontal
        topBar.distribution = .equalSpacing
        topBar.translatesAutoresizingMaskIntoConstraints = false
        addSubview(topBar)

        bannerLabel.font = .systemFont(ofSize: 32, weight: .heavy)
        bannerLabel.textAlignment = .center
        bannerLabel.numberOfLines = 0

        nextLevelButton.setTitle("Next level", for: .normal)
        continueButton.setTitle("Watch ad to continue", for: .normal)
        restartButton.setTitle("Restart", for: .normal)
        nextLevelButton.addAction(UIAction { [weak self] _ in self?.onNextLevel?() }, for: .touchUpInside)
        continueButton.addAction(UIAction { [weak self] _ in self?.onWatchAdToContinue?() }, for: .touchUpInside)
        restartButton.addAction(UIAction { [weak self] _ in self?.onRestart?() }, for: .touchUpInside)

        overlay.axis = .vertical
        overlay.alignment = .center
        overlay.spacing = 16
        [bannerLabel, nextLevelButton, continueButton, restartButton].forEach { overlay.addArrangedSubview($0) }
        overlay.isHidden = true
        overlay.translatesAutoresizingMaskIntoConstraints = false
        addSubview(overlay)

        NSLayoutConstraint.activate([
            topBar.topAnchor.constraint(equalTo: safeAreaLayoutGuide.topAnchor, constant: 8),
            topBar.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            topBar.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
            overlay.centerXAnchor.constraint(equalTo: centerXAnchor),
            overlay.centerYAnchor.constraint(equalTo: centerYAnchor),
        ])
    }

    func update(with state: GameState) {
        scoreLabel.text = "Score \(state.score)"
        timeLabel.text = "\(state.secondsRemaining)s"
        livesLabel.text = String(repeating: "♥", count: max(0, state.lives))
    }

    func showLevelComplete(level: Int, score: Int) {
        isShowingGameOver = false
        bannerLabel.text = "Level \(level) complete!\nScore \(score)"
        nextLevelButton.isHidden = false
        continueButton.isHidden = true
        restartButton.isHidden = true
        overlay.isHidden = false
    }

    func showGameOver(score: Int, canContinue: Bool) {
        isShowingGameOver = true
        bannerLabel.text = "Game over\nScore \(score)"
        nextLevelButton.isHidden = true
        restartButton.isHidden = false
        setContinueAvailable(canContinue)
        overlay.isHidden = false
    }

    /// The continue button only exists while the game-over overlay is up and a rewarded ad is loaded.
    func setContinueAvailable(_ available: Bool) {
        continueButton.isHidden = !(isShowingGameOver && available)
    }

    func hideOverlay() {
        isShowingGameOver = false
        overlay.isHidden = true
    }
}
