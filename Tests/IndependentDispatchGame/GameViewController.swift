import FakeUIKit
import FakeGoogleMobileAds

final class GameViewController: UIViewController {
    // Internal rather than private so the ads extension (GameViewController+Ads.swift) can reach them.
    var state = GameState()
    let hud = HUDView()

    // Ads state; see GameViewController+Ads.swift.
    var interstitial: InterstitialAd?
    var interstitialLoadAttempts = 0
    var pendingInterstitial: DispatchWorkItem?
    var rewardedAd: RewardedAd?
    var rewardedLoadAttempts = 0
    var isAdOnScreen = false

    // Game loop. A suspended DispatchSource must be resumed before it is cancelled or released,
    // so we track the suspend state ourselves.
    private var gameTimer: DispatchSourceTimer?
    private var isLoopSuspended = false
    private var isInBackground = false
    private var hasStartedGame = false
    private var observers: [NSObjectProtocol] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black

        hud.frame = view.bounds
        hud.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(hud)
        hud.onNextLevel = { [weak self] in self?.startNextLevel() }
        hud.onWatchAdToContinue = { [weak self] in self?.showRewardedAd() }
        hud.onRestart = { [weak self] in self?.restart() }
        hud.update(with: state)

        let center = NotificationCenter.default
        observers.append(center.addObserver(forName: UIApplication.didEnterBackgroundNotification,
                                            object: nil, queue: .main) { [weak self] _ in
            self?.isInBackground = true
            self?.pauseLoop()
        })
        observers.append(center.addObserver(forName: UIApplication.willEnterForegroundNotification,
                                            object: nil, queue: .main) { [weak self] _ in
            self?.isInBackground = false
            self?.resumeLoopIfPossible()
        })

        // No AppDelegate in this game, so the SDK is started from the first screen.
        MobileAds.shared.start { [weak self] _ in
            self?.loadInterstitial()
            self?.loadRewardedAd()
        }
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        // viewDidAppear fires again after every full-screen ad, so only start once.
        guard !hasStartedGame else { return }
        hasStartedGame = true
        startLoop()
    }

    deinit {
        if isLoopSuspended { gameTimer?.resume() }
        gameTimer?.cancel()
        pendingInterstitial?.cancel()
        observers.forEach { NotificationCenter.default.removeObserver($0) }
    }

    // MARK: - Game loop

    private func startLoop() {
        stopLoop()
        let timer = DispatchSource.makeTimerSource(queue: .main)
        timer.schedule(deadline: .now(), repeating: .milliseconds(1000 / GameState.ticksPerSecond))
        timer.setEventHandler { [weak self] in
            self?.tick()
        }
        gameTimer = timer
        isLoopSuspended = false
        timer.resume()
    }

    private func stopLoop() {
        guard let timer = gameTimer else { return }
        if isLoopSuspended { timer.resume() }
        timer.cancel()
        gameTimer = nil
        isLoopSuspended = false
    }

    func pauseLoop() {
        guard let timer = gameTimer, !isLoopSuspended else { return }
        timer.suspend()
        isLoopSuspended = true
    }

    func resumeLoopIfPossible() {
        guard let timer = gameTimer, isLoopSuspended, !isAdOnScreen, !isInBackground else { return }
        isLoopSuspended = false
        timer.resume()
    }

    private func tick() {
        state.advance()
        hud.update(with: state)
        if state.isGameOver {
            gameOver()
        } else if state.isLevelComplete {
            levelComplete()
        }
    }

    // MARK: - Level flow

    /// The natural break: the banner goes up first, the interstitial follows a second later.
    private func levelComplete() {
        stopLoop()
        hud.showLevelComplete(level: state.level, score: state.score)
        scheduleInterstitial()
    }

    private func startNextLevel() {
        // Player tapped through before the ad fired: skip it this time.
        cancelScheduledInterstitial()
        hud.hideOverlay()
        state.startNextLevel()
        hud.update(with: state)
        startLoop()
    }

    private func gameOver() {
        stopLoop()
        hud.showGameOver(score: state.score, canContinue: rewardedAd != nil)
    }

    /// Called after the rewarded ad is dismissed with the extra life granted.
    func continueAfterReward() {
        hud.hideOverlay()
        hud.update(with: state)
        startLoop()
    }

    private func restart() {
        state = GameState()
        hud.hideOverlay()
        hud.update(with: state)
        startLoop()
    }
}
