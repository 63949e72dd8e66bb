import AdSimulation
import FakeGoogleMobileAds
import FakeUIKit
import Foundation
import Testing

@MainActor
extension NameSet {
  /// A standard 320×50 banner, made with this name set's spelling.
  func makeBanner() -> GADBannerView {
    switch self {
    case .gad: GADBannerView(adSize: GADAdSizeBanner)
    case .v12: BannerView(adSize: AdSizeBanner)
    }
  }

  /// Loads the banner with this name set's request type.
  func loadBanner(_ banner: GADBannerView) {
    switch self {
    case .gad: banner.load(GADRequest())
    case .v12: banner.load(Request())
    }
  }

  /// A banner delegate written against this name set's protocol, writing into the log.
  func makeBannerDelegate(_ log: BannerLog) -> any NSObjectProtocol {
    switch self {
    case .gad: GADBannerRecorder(log: log)
    case .v12: V12BannerRecorder(log: log)
    }
  }
}

/// What a banner delegate heard, in order.
@MainActor
final class BannerLog {
  private(set) var entries: [String] = []
  private(set) var errors: [NSError] = []

  func add(_ what: String) { entries.append(what) }

  func addFailure(_ error: any Error) {
    let error = error as NSError
    errors.append(error)
    entries.append("didFail \(error.code)")
  }
}

/// A banner delegate spelled with the GAD names.
@MainActor
final class GADBannerRecorder: NSObject, @preconcurrency GADBannerViewDelegate {
  let log: BannerLog
  init(log: BannerLog) { self.log = log }

  func bannerViewDidReceiveAd(_ bannerView: GADBannerView) { log.add("receive") }
  func bannerView(_ bannerView: GADBannerView, didFailToReceiveAdWithError error: any Error) { log.addFailure(error) }
  func bannerViewDidRecordImpression(_ bannerView: GADBannerView) { log.add("impression") }
  func bannerViewDidRecordClick(_ bannerView: GADBannerView) { log.add("click") }
  func bannerViewWillPresentScreen(_ bannerView: GADBannerView) { log.add("willPresent") }
  func bannerViewWillDismissScreen(_ bannerView: GADBannerView) { log.add("willDismiss") }
  func bannerViewDidDismissScreen(_ bannerView: GADBannerView) { log.add("didDismiss") }
}

/// A banner delegate spelled with the v12 names.
@MainActor
final class V12BannerRecorder: NSObject, BannerViewDelegate {
  let log: BannerLog
  init(log: BannerLog) { self.log = log }

  func bannerViewDidReceiveAd(_ bannerView: BannerView) { log.add("receive") }
  func bannerView(_ bannerView: BannerView, didFailToReceiveAdWithError error: any Error) { log.addFailure(error) }
  func bannerViewDidRecordImpression(_ bannerView: BannerView) { log.add("impression") }
  func bannerViewDidRecordClick(_ bannerView: BannerView) { log.add("click") }
  func bannerViewWillPresentScreen(_ bannerView: BannerView) { log.add("willPresent") }
  func bannerViewWillDismissScreen(_ bannerView: BannerView) { log.add("willDismiss") }
  func bannerViewDidDismissScreen(_ bannerView: BannerView) { log.add("didDismiss") }
}

/// A banner screen as the samples build one: a key window whose root holds a banner at
/// the bottom of its view, with the unit, the root and a recording delegate set.
@MainActor
struct BannerScreen {
  let window: UIWindow
  let root: UIViewController
  let banner: GADBannerView
  let log = BannerLog()
  let delegate: any NSObjectProtocol

  init(_ names: NameSet, unit: String = GoogleTestAdUnits.adaptiveBanner, inHierarchy: Bool = true) {
    (window, root) = showRootScreen()
    banner = names.makeBanner()
    delegate = names.makeBannerDelegate(log)
    banner.adUnitID = unit
    banner.rootViewController = root
    banner.delegate = delegate
    if inHierarchy { place() }
  }

  /// Puts the banner at the bottom of the root view.
  func place() {
    banner.frame.origin = CGPoint(x: 0, y: root.view.bounds.height - banner.frame.height)
    root.view.addSubview(banner)
  }
}

/// Names of the banner's delegate callbacks in the trace, in order.
extension Trace {
  var bannerCallbacks: [String] {
    events(.callback).filter { $0.object.hasPrefix("GADBannerView#") }.map(\.name.rawValue)
  }
}
