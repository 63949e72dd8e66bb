import FakeUIKit
import FakeiAd
import Foundation

/// A round-based game that, when an ad unloads while the app is in the background,
/// releases it but makes the next ad only once the app is active again.
///
/// In the foreground it makes the next ad in its unload callback, as it should. Every
/// rule's own scenario lets the ad expire with the app in the foreground, so the catalogue
/// passes it; exploration finds it breaking `iad.interstitial.next-ad-after-unload` from a
/// long enough stay in the background during which the ad's content expires.
open class RoundGameDefersNextAdInBackground: RoundBreakGameViewController {
  /// The rules its scenarios see it break: none.
  nonisolated override open class var violates: [String] { [] }
  /// The rule exploration finds it breaking.
  nonisolated override open class var explorationFinds: [String] { ["iad.interstitial.next-ad-after-unload"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A round game that waits for the app to be active again before making the next ad."
  }

  private var observer: (any NSObjectProtocol)?

  /// Listens for the app becoming active, to make the ad it put off.
  open override func viewDidLoad() {
    super.viewDidLoad()
    observer = NotificationCenter.default.addObserver(
      forName: UIApplication.didBecomeActiveNotification, object: nil, queue: .main
    ) { [weak self] _ in
      MainActor.assumeIsolated { self?.makeAd() }
    }
  }

  /// In the background, releases the spent ad but puts off the next: the bug.
  open override func interstitialAdDidUnload(_ interstitialAd: ADInterstitialAd) {
    guard UIApplication.shared.applicationState == .background else {
      return super.interstitialAdDidUnload(interstitialAd)
    }
    releaseAd()
  }
}
