import AdSimulation
import FakeUIKit
import FakeiAd
import Foundation

/// A banner delegate that records what it hears and answers taps as told.
@MainActor
final class RecordingBannerDelegate: NSObject, ADBannerViewDelegate {
  var log: [String] = []
  var allowAction = true
  var errors: [any Error] = []

  func bannerViewWillLoadAd(_ banner: ADBannerView) {
    log.append("willLoad loaded=\(banner.isBannerLoaded)")
  }
  func bannerViewDidLoadAd(_ banner: ADBannerView) {
    log.append("didLoad loaded=\(banner.isBannerLoaded)")
  }
  func bannerView(_ banner: ADBannerView, didFailToReceiveAdWithError error: any Error) {
    errors.append(error)
    log.append("didFail \((error as NSError).code) loaded=\(banner.isBannerLoaded)")
  }
  func bannerViewActionShouldBegin(_ banner: ADBannerView, willLeaveApplication willLeave: Bool) -> Bool {
    log.append("shouldBegin willLeave=\(willLeave) → \(allowAction)")
    return allowAction
  }
  func bannerViewActionDidFinish(_ banner: ADBannerView) {
    log.append("didFinish inProgress=\(banner.isBannerViewActionInProgress)")
  }
}

/// A delegate that implements none of the optional methods.
@MainActor
final class SilentBannerDelegate: NSObject, ADBannerViewDelegate {}

/// A screen that shows a banner along its bottom edge, the usual way.
@MainActor
final class BannerScreen: UIViewController {
  var banner: ADBannerView!

  override func viewDidLoad() {
    banner = ADBannerView(frame: .zero)
    banner.frame.origin = CGPoint(x: 0, y: view.bounds.height - banner.frame.height)
    view.addSubview(banner)
  }
}

/// A window showing a banner screen, key and visible; the banner's delegate is set if given.
@MainActor
func showBanner(delegate: (any ADBannerViewDelegate)? = nil) -> (UIWindow, BannerScreen, ADBannerView) {
  let window = UIWindow(frame: .zero)
  let screen = BannerScreen()
  window.rootViewController = screen
  window.makeKeyAndVisible()
  let banner = screen.banner!
  if let delegate { banner.delegate = delegate }
  return (window, screen, banner)
}

extension Trace {
  /// The index of the first event with the name, if any.
  func index(of name: Trace.Event.Name) -> Int? {
    events.firstIndex { $0.name == name }
  }

  /// The times of the events with the name, as the timeline prints them.
  func times(of name: Trace.Event.Name) -> [String] {
    events(named: name).map(\.time.description)
  }
}

let didFail: Trace.Event.Name = "bannerView(_:didFailToReceiveAdWithError:)"
let shouldBegin: Trace.Event.Name = "bannerViewActionShouldBegin(_:willLeaveApplication:)"
