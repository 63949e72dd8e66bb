import FakeGoogleMobileAds
import FakeUIKit
import Foundation

/// A bonus-round game that, each time it comes back to the foreground, lets go of the
/// rewarded interstitial it holds and loads a new one, to keep it fresh.
///
/// Breaks `gma.rewarded-interstitial.single-load`: a fresh ad thrown away unused is a
/// request wasted; an ad stays fresh for an hour, and the game already drops one past that.
open class BonusRefreshesAdOnForeground: BonusRoundViewController {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["gma.rewarded-interstitial.single-load"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A bonus-round game that throws away its unused rewarded interstitial and loads another at each return to the foreground."
  }

  private var foregroundObserver: (any NSObjectProtocol)?

  /// Starts ads, and the refresh at each return to the foreground.
  override open func beginAds() {
    super.beginAds()
    foregroundObserver = NotificationCenter.default.addObserver(
      forName: UIApplication.willEnterForegroundNotification, object: nil, queue: .main
    ) { [weak self] _ in
      MainActor.assumeIsolated {
        guard let self, !self.isOffering, self.presentedViewController == nil else { return }
        self.rewardedInterstitialAd = nil
        Task { await self.loadAd() }
      }
    }
  }
}
