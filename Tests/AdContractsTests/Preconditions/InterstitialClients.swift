import AdSimulation
import ExampleClients
import FakeUIKit
import FakeiAd
import Foundation

// Full-screen ad clients that each leave one state a full-screen ad rule judges out of
// reach.

/// A game with round breaks and no full-screen ads at all.
final class NoAdGame: UIViewController {
  /// The round being played, from 1.
  private(set) var round = 1

  /// Ends the round and starts the next one.
  func finishRound() { round += 1 }
}

/// A game that keeps its first two rounds free of ads: it makes its first ad object at
/// the second break, then shows a loaded ad at each break after that and makes the next
/// one when it unloads.
final class LateAdsGame: UIViewController, ADInterstitialAdDelegate {
  /// The round being played, from 1.
  private(set) var round = 1
  private(set) var ad: ADInterstitialAd?
  private var breaks = 0
  private var isShowingAd = false

  /// A break: show the loaded ad, or go on (making the first ad at the second break).
  func finishRound() {
    breaks += 1
    if let ad, ad.isLoaded {
      isShowingAd = true
      ad.present(from: self)
      return
    }
    if breaks >= 2 { makeAd() }
    round += 1
  }

  private func makeAd() {
    guard ad == nil, UIDevice.current.userInterfaceIdiom == .pad else { return }
    let ad = ADInterstitialAd()
    ad.delegate = self
    self.ad = ad
  }

  private func dropAd() {
    ad?.delegate = nil
    ad = nil
  }

  func interstitialAdDidUnload(_ interstitialAd: ADInterstitialAd) {
    dropAd()
    makeAd()
    if isShowingAd {
      isShowingAd = false
      round += 1
    }
  }

  func interstitialAd(_ interstitialAd: ADInterstitialAd, didFailWithError error: any Error) {
    dropAd()
    if isShowingAd {
      isShowingAd = false
      round += 1
    }
  }
}

/// A game that presents each ad modally the moment it loads; it stays up until the user
/// closes it, so its content never unloads by expiry.
final class GamePresentsWhenLoaded: RoundBreakGameViewController {
  override func interstitialAdDidLoad(_ interstitialAd: ADInterstitialAd) {
    interstitialAd.present(from: self)
  }
}

/// A game whose menu shows a banner, made before the game's first full-screen ad: the
/// banner's request is answered first.
final class GameWithMenuBanner: RoundBreakGameViewController {
  private(set) var menuBanner: ADBannerView?

  override func viewDidLoad() {
    let banner = ADBannerView(frame: .zero)
    menuBanner = banner
    super.viewDidLoad()
  }
}

/// A magazine that never gives an ad a page: loaded ads are never presented.
final class MagazineWithoutAdPages: MagazineViewController {
  override func interstitialAdDidLoad(_ interstitialAd: ADInterstitialAd) {}
}

/// A magazine whose delegate refuses every ad action, leaving or not.
final class RefusingMagazine: MagazineViewController {
  override func interstitialAdActionShouldBegin(
    _ interstitialAd: ADInterstitialAd, willLeaveApplication willLeave: Bool
  ) -> Bool {
    false
  }
}

/// A magazine with nothing that runs: its pages are still.
final class StillMagazine: MagazineViewController {
  /// Whether anything on the magazine runs: never.
  var isRunningAnything: Bool { false }
}

/// A magazine that keeps no cache it could free on a memory warning.
final class CachelessMagazine: MagazineViewController {
  /// The bytes of recreatable objects held: none.
  var cacheBytes: Int { 0 }
}

/// A magazine that cuts every covering ad action short after 5 s, as a kiosk would; a
/// cancelled full-screen ad action sends no finish callback.
final class MagazineCutsActionsShort: MagazineViewController {
  /// The clock the 5 s run on.
  var clock: VirtualClock?

  override func interstitialAdActionShouldBegin(
    _ interstitialAd: ADInterstitialAd, willLeaveApplication willLeave: Bool
  ) -> Bool {
    let allowed = super.interstitialAdActionShouldBegin(interstitialAd, willLeaveApplication: willLeave)
    if allowed, !willLeave, let clock {
      Task { [weak self] in
        try? await clock.sleep(for: .seconds(5))
        self?.handleIncomingCall()
      }
    }
    return allowed
  }
}

/// A magazine whose ad page is its last: the reader cannot turn past it, so the page
/// stays on screen and the ad never unloads.
final class MagazineEndingOnAd: MagazineViewController {
  override func turnPage() {
    if let adPage, pages[pageIndex] === adPage { return }
    super.turnPage()
  }
}

/// A magazine that hides the ad's page once the reader has been through one of its
/// actions.
final class MagazineHidesAdAfterAction: MagazineViewController {
  override func interstitialAdActionDidFinish(_ interstitialAd: ADInterstitialAd) {
    super.interstitialAdActionDidFinish(interstitialAd)
    adPage?.isHidden = true
  }
}
