import FakeUIKit
import FakeiAd
import Foundation

/// A round-based game that, when an ad unloads while the app is in the background, makes
/// the next ad at once but parks the spent one, to tidy it up when the app is back.
///
/// In the foreground it releases a spent ad in its unload callback, as it should. Every
/// rule's own scenario lets the ad expire with the app in the foreground, so the catalogue
/// passes it; exploration finds it breaking `iad.interstitial.released-after-unload` from
/// a trip to the background during which the ad's content expires.
open class RoundGameParksSpentAdInBackground: RoundBreakGameViewController {
  /// The rules its scenarios see it break: none.
  nonisolated override open class var violates: [String] { [] }
  /// The rule exploration finds it breaking.
  nonisolated override open class var explorationFinds: [String] { ["iad.interstitial.released-after-unload"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "A round game that keeps an ad that unloaded in the background until the app is active again."
  }

  private var parked: ADInterstitialAd?
  private var observer: (any NSObjectProtocol)?

  /// Listens for the app becoming active, to tidy up what it parked.
  open override func viewDidLoad() {
    super.viewDidLoad()
    observer = NotificationCenter.default.addObserver(
      forName: UIApplication.didBecomeActiveNotification, object: nil, queue: .main
    ) { [weak self] _ in
      MainActor.assumeIsolated { self?.parked = nil }
    }
  }

  /// In the background, makes the next ad but parks the spent one: the bug.
  open override func interstitialAdDidUnload(_ interstitialAd: ADInterstitialAd) {
    guard UIApplication.shared.applicationState == .background else {
      return super.interstitialAdDidUnload(interstitialAd)
    }
    parked = ad
    ad = nil
    makeAd()
  }
}
