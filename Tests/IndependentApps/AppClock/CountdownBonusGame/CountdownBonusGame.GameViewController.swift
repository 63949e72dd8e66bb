import FakeGoogleMobileAds
import FakeUIKit

extension CountdownBonusGame {
  /// The game screen: a ten-second game, then the bonus offer and Play again.
  final class GameViewController: UIViewController {
    /// How long a game lasts, in seconds.
    static let gameLength: TimeInterval = 10
    /// How long the bonus offer counts down before the ad starts, in seconds.
    static let introLength = 4

    /// The ads and the coins they earned.
    let bonusAds: BonusAdModel
    /// The button that starts the next game once one is over.
    let playAgainButton = UIButton(type: .system)
    /// How many games have ended.
    private(set) var gamesFinished = 0

    private let statusLabel = UILabel()
    private var gameNumber = 0
    private var hasStartedPlaying = false
    private var introTimer: Timer?
    private var introSecondsLeft = 0
    private var introCoins = 0
    private var introDeclined = false
    private weak var introAlert: UIAlertController?

    /// Makes the screen around its ad model.
    init(bonusAds: BonusAdModel) {
      self.bonusAds = bonusAds
      super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
      bonusAds = BonusAdModel()
      super.init(coder: coder)
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      title = "Target Rush"
      view.backgroundColor = .systemBackground
      statusLabel.frame = CGRect(x: 20, y: 120, width: 280, height: 44)
      statusLabel.textAlignment = .center
      playAgainButton.frame = CGRect(x: 100, y: 200, width: 120, height: 44)
      playAgainButton.setTitle("Play again", for: .normal)
      playAgainButton.isHidden = true
      playAgainButton.addAction(UIAction { [weak self] _ in self?.startGame() }, for: .touchUpInside)
      view.addSubview(statusLabel)
      view.addSubview(playAgainButton)

      bonusAds.onAdFinished = { [weak self] in self?.offerPlayAgain() }
      MobileAds.shared.start(completionHandler: nil)
      bonusAds.loadIfNeeded()
    }

    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      guard !hasStartedPlaying else { return }
      hasStartedPlaying = true
      startGame()
    }

    // MARK: The game

    private func startGame() {
      playAgainButton.isHidden = true
      gameNumber += 1
      let game = gameNumber
      statusLabel.text = "Tap the targets!"
      bonusAds.loadIfNeeded()
      DispatchQueue.main.asyncAfter(deadline: .now() + Self.gameLength) { [weak self] in
        guard let self, self.gameNumber == game else { return }
        self.gameOver()
      }
    }

    private func gameOver() {
      gamesFinished += 1
      statusLabel.text = "Game over"
      guard let coins = bonusAds.offeredCoins else {
        bonusAds.loadIfNeeded()
        offerPlayAgain()
        return
      }
      showIntro(coins: coins)
    }

    private func offerPlayAgain() {
      playAgainButton.isHidden = false
    }

    // MARK: The bonus offer

    private func showIntro(coins: Int) {
      introDeclined = false
      introCoins = coins
      introSecondsLeft = Self.introLength
      let alert = UIAlertController(title: "Bonus coins", message: introMessage(), preferredStyle: .alert)
      alert.addAction(UIAlertAction(title: "No thanks", style: .cancel) { [weak self] _ in self?.declineIntro() })
      present(alert, animated: true)
      introAlert = alert
      introTimer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in
        self?.introTick()
      }
    }

    private func introMessage() -> String {
      "Watch a short video for \(introCoins) coins. It starts in \(introSecondsLeft) s."
    }

    private func introTick() {
      introSecondsLeft -= 1
      guard introSecondsLeft <= 0 else {
        introAlert?.message = introMessage()
        return
      }
      introTimer?.invalidate()
      introTimer = nil
      guard !introDeclined else { return }
      let showAd = { [weak self] in
        guard let self else { return }
        if !self.bonusAds.showAd(from: self) { self.offerPlayAgain() }
      }
      if let alert = introAlert {
        alert.dismiss(animated: true, completion: showAd)
      } else {
        showAd()
      }
    }

    private func declineIntro() {
      introDeclined = true
      introTimer?.invalidate()
      introTimer = nil
      offerPlayAgain()
    }
  }
}
