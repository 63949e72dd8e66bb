import FakeGoogleMobileAds
import FakeUIKit
import Foundation

/// A level game that, each time it comes back to the foreground, lets go of the
/// interstitial it holds and loads a new one, to keep it fresh.
///
/// Breaks `gma.interstitial.single-load`: a fresh ad thrown away unused is a request
/// wasted; an ad stays fresh for an hour, and the game already drops one past that.
open class LevelRefreshesAdOnForeground: LevelGameViewController {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["gma.interstitial.single-load"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A level game that throws away its unused interstitial and loads another at each return to the foreground."
  }

  private var foregroundObserver: (any NSObjectProtocol)?

  /// Starts ads, and the refresh at each return to the foreground.
  override open func beginAds() {
    super.beginAds()
    foregroundObserver = NotificationCenter.default.addObserver(
      forName: UIApplication.willEnterForegroundNotification, object: nil, queue: .main
    ) { [weak self] _ in
      MainActor.assumeIsolated {
        guard let self, !self.isShowingAd else { return }
        self.interstitial = nil
        Task { await self.loadInterstitial() }
      }
    }
  }
}
