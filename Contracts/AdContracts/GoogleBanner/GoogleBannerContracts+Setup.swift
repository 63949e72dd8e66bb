import AdSimulation
import FakeGoogleMobileAds

extension GoogleBannerContracts {
  /// Every load has a root view controller to present from.
  static let rootViewControllerSet = Contract(
    "gma.banner.root-view-controller-set", .must,
    title: "The banner has its root view controller set before every load.",
    guide: createSection,
    explanation: """
      The banner presents a clicked ad's full-screen view over its root view controller; \
      without one the SDK logs the mistake and serves nothing. The check answers the first \
      request with an ad and lets 3 s pass: every load(_:) call of a GADBannerView must \
      find rootViewController set, and no load may be refused for lacking one.
      """,
    fix: "set bannerView.rootViewController = self in viewDidLoad(), before any load(_:) call.",
    basis: .init(
      .must, section: "GADBannerView.h › rootViewController", word: "Required",
      sentence: "The header marks the root view controller as a required reference, used to present full-screen content after a click.")
  ) { (run: GoogleBannerRun) in
    await run.perform(.respond(.fill(after: GoogleBannerRun.latency)), .advance(.seconds(3)))
    // The rule's property (GoogleBannerMonitors.rootViewControllerSet) judges the run.
    let loads = run.loads()
    guard let first = loads.first else {
      return .unmet(.loadRequested, "no GADBannerView called load(_:) in 3 s")
    }
    return .pass("\(loads.count) load(_:) call(s), the first by \(first.object) at \(first.time) s")
  }

  /// Under test, banners load only demo units.
  static let testIDsUnderTest = Contract(
    "gma.banner.test-ids-under-test", .must,
    title: "Under test, the banner loads only Google's demo banner units.",
    guide: testSection,
    explanation: """
      Live ads in development count as invalid traffic and can get the AdMob account \
      suspended. The check answers the first request and lets 3 s pass: every load(_:) \
      call must ask for one of Google's demo units.
      """,
    fix: "load the demo unit (ca-app-pub-3940256099942544/2435281174) in debug builds and your own unit only in release builds.",
    basis: .init(
      .must, section: testSection, word: "make sure",
      sentence: "Testing with live units risks suspension; the demo units serve test ads for every request and must be swapped for real ones only at release.",
      note: "The guide ties the advice to account suspension, so it is a MUST.")
  ) { (run: GoogleBannerRun) in
    await run.perform(.respond(.fill(after: GoogleBannerRun.latency)), .advance(.seconds(3)))
    // The rule's property (GoogleBannerMonitors.testIDsUnderTest) judges the run.
    let loads = run.loads()
    guard let first = loads.first else {
      return .unmet(.loadRequested, "no GADBannerView called load(_:) in 3 s")
    }
    return .pass("\(loads.count) load(_:) call(s), the first for \(first.text("adUnitID") ?? "?")")
  }
}
