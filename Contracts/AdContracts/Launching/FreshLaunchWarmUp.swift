import AdSimulation
import FakeGoogleMobileAds
import FakeUIKit
import Foundation
import Synchronization

/// Readies the launcher before its first launch: plays one rule of each Google kind
/// against small clients of the harness's own, so each launch finds the runtime's type
/// lookups and the fakes' code already warm and only the app under test is new to it.
///
/// The clients keep nothing in statics, and the app's own code does not run, so its
/// statics, singletons and globals stay as the program loaded them. The runs use only the
/// main queue, served from this thread; the launcher checks it still has one thread.
@_cdecl("adconform_fresh_launch_warm_up")
public func adconformFreshLaunchWarmUp() -> Int32 {
  let done = Atomic<Bool>(false)
  Task { @MainActor in
    await FreshLaunchWarmUp.play()
    done.store(true, ordering: .releasing)
  }
  while !done.load(ordering: .acquiring) { FreshLaunch.serveMainQueue(waitingAtMost: 100) }
  return 1
}

/// The warm-up's clients and rules.
@MainActor
enum FreshLaunchWarmUp {
  /// A screen that loads one interstitial and shows it at the break.
  final class InterstitialScreen: UIViewController, GADFullScreenContentDelegate {
    var ad: GADInterstitialAd?

    override func viewDidLoad() {
      super.viewDidLoad()
      GADInterstitialAd.load(withAdUnitID: GoogleTestAdUnits.interstitial, request: GADRequest()) { ad, _ in
        self.ad = ad
        ad?.fullScreenContentDelegate = self
      }
    }

    func pause() {
      ad?.present(fromRootViewController: self)
      ad = nil
    }
  }

  /// A screen with a banner at its foot.
  final class BannerScreen: UIViewController, GADBannerViewDelegate {
    let banner = GADBannerView(adSize: GADAdSizeBanner)

    override func viewDidLoad() {
      super.viewDidLoad()
      banner.adUnitID = GoogleTestAdUnits.fixedSizeBanner
      banner.rootViewController = self
      banner.delegate = self
      view.addSubview(banner)
      banner.load(GADRequest())
    }
  }

  static func play() async {
    let subjects = [
      Subject.googleInterstitialScreen("warm-up interstitial", naturalBreak: { $0.pause() }) { _ in InterstitialScreen()
      },
      Subject.googleBannerScreen("warm-up banner") { _ in BannerScreen() },
    ]
    for subject in subjects {
      for rule in Catalogue.standard.rules(for: subject.kind).prefix(3) {
        let report = await rule.runHere(against: subject)
        _ = LaunchJob.encode(.report(report))
        _ = try? JSONDecoder().decode(LaunchJob.Reply.self, from: Data(LaunchJob.encode(.report(report))))
      }
    }
    let job = LaunchJob(subject: "warm-up", kind: "warm-up", work: .check(rule: "warm-up"))
    _ = try? JSONDecoder().decode(LaunchJob.self, from: JSONEncoder().encode(job))
  }
}
