import FakeUIKit
import FakeGoogleMobileAds

enum AdUnitID {
    // Google's published test units. Release builds swap these in via the build config.
    static let interstitial = "ca-app-pub-3940256099942544/4411468910"
    static let rewarded = "ca-app-pub-3940256099942544/1712485313"
}

private enum AdRetry {
    static let maxAttempts = 4
    static let baseDelay: TimeInterval = 2

    /// 2s, 4s, 8s...
    static func delay(afterAttempt attempt: Int) -> TimeInterval {
        baseDelay * pow(2, Double(attempt - 1))
    }
}

extension GameViewController {
    // MARK: - Interstitial

    func loadInterstitial() {
        InterstitialAd.load(with: AdUnitID.interstitial, request: Request()) { [weak self] ad, error in
            guard let self else { return }
            if let error {
                print("Interstitial failed to load: \(error.localizedDescription)")
                self.interstitial = nil
                self.retryInterstitialLoad()
                return
            }
            self.interstitialLoadAttempts = 0
            ad?.fullScreenContentDelegate = self
            self.interstitial = ad
        }
    }

    private func retryInterstitialLoad() {
        interstitialLoadAttempts += 1
        // Give up for now; the next level break starts a fresh round.
        guard interstitialLoadAttempts < AdRetry.maxAttempts else { return }
        let delay = AdRetry.delay(afterAttempt: interstitialLoadAttempts)
        DispatchQueue.main.asyncAfter(deadline: .now() + delay, qos: .utility) { [weak self] in
            self?.loadInterstitial()
        }
    }

    /// Shows the interstitial one second after the level-complete banner, unless the player moves on first.
    func scheduleInterstitial() {
        cancelScheduledInterstitial()
        guard interstitial != nil else {
            if interstitialLoadAttempts >= AdRetry.maxAttempts {
                interstitialLoadAttempts = 0
                loadInterstitial()
            }
            return
        }
        let workItem = DispatchWorkItem { [weak self] in
            guard let self, let ad = self.interstitial else { return }
            self.pendingInterstitial = nil
            ad.present(from: self)
        }
        pendingInterstitial = workItem
        DispatchQueue.main.asyncAfter(deadline: .now() + 1, execute: workItem)
    }

    func cancelScheduledInterstitial() {
        pendingInterstitial?.cancel()
        pendingInterstitial = nil
    }

    // MARK: - Rewarded

    func loadRewardedAd() {
        RewardedAd.load(with: AdUnitID.rewarded, request: Request()) { [weak self] ad, error in
            guard let self else { return }
            if let error {
                print("Rewarded ad failed to load: \(error.localizedDescription)")
                self.rewardedAd = nil
                self.retryRewardedLoad()
                return
            }
            self.rewardedLoadAttempts = 0
            ad?.fullScreenContentDelegate = self
            self.rewardedAd = ad
            // If the player is already looking at the game-over screen, offer the continue now.
            self.hud.setContinueAvailable(true)
        }
    }

    private func retryRewardedLoad() {
        rewardedLoadAttempts += 1
        guard rewardedLoadAttempts < AdRetry.maxAttempts else { return }
        let delay = AdRetry.delay(afterAttempt: rewardedLoadAttempts)
        DispatchQueue.main.asyncAfter(deadline: .now() + delay, qos: .utility) { [weak self] in
            self?.loadRewardedAd()
        }
    }

    func showRewardedAd() {
        guard let ad = rewardedAd else {
            hud.setContinueAvailable(false)
            return
        }
        ad.present(from: self) { [weak self] in
            // The extra life is granted here and only here; closing the ad early earns nothing.
            guard let self else { return }
            let reward = ad.adReward
            print("Rewarded: \(reward.amount) \(reward.type)")
            self.state.grantExtraLife()
        }
    }
}

// MARK: - FullScreenContentDelegate

extension GameViewController: FullScreenContentDelegate {
    func adWillPresentFullScreenContent(_ ad: FullScreenPresentingAd) {
        isAdOnScreen = true
        pauseLoop()
    }

    func ad(_ ad: FullScreenPresentingAd, didFailToPresentFullScreenContentWithError error: Error) {
        print("Ad failed to present: \(error.localizedDescription)")
        isAdOnScreen = false
        adFinished(ad)
    }

    func adDidDismissFullScreenContent(_ ad: FullScreenPresentingAd) {
        isAdOnScreen = false
        adFinished(ad)
    }

    /// Ads are single use: drop the one that just finished and load its replacement.
    private func adFinished(_ ad: FullScreenPresentingAd) {
        if ad === interstitial {
            interstitial = nil
            loadInterstitial()
        } else if ad === rewardedAd {
            rewardedAd = nil
            loadRewardedAd()
            if state.isGameOver {
                hud.setContinueAvailable(false)
            } else {
                continueAfterReward()
            }
        }
        resumeLoopIfPossible()
    }
}
