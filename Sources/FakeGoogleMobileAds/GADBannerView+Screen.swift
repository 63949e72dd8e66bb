import AdSimulation
import FakeUIKit
import Foundation

extension GADBannerView {
  /// Records coming on and off screen, and the impression of an ad once it is on screen.
  ///
  /// Checked when the app's code returns to the simulation (after each step, timer and
  /// settle), as a device judges visibility when it draws.
  func checkScreen() {
    autoloadIfDue()
    let onScreen = isOnScreen
    let frame = onScreen ? frameInWindow : .zero
    if lastVisibility?.onScreen != onScreen || (onScreen && lastVisibility?.frame != frame) {
      let wasOnScreen = lastVisibility?.onScreen ?? false
      lastVisibility = (onScreen, frame)
      if onScreen {
        simulation.record(
          .observation, actor: .app, object: traceName, name: wasOnScreen ? .gadBannerMoved : .gadBannerShown,
          detail: frame.timelineText, fields: ["frame": frame.traceValue, "hasAd": .flag(hasAd)])
      } else if wasOnScreen {
        simulation.record(.observation, actor: .app, object: traceName, name: .gadBannerHidden)
      }
    }
    if onScreen, hasAd, !impressionRecorded {
      impressionRecorded = true
      simulation.record(.callback, actor: .sdk, object: traceName, name: .gadBannerViewDidRecordImpression)
      tellDelegate {
        $0.bannerViewDidRecordImpression(self)
      } v12: {
        $0.bannerViewDidRecordImpression(self)
      }
      GADAdValue.pay(paidEventHandler, for: traceName, in: simulation)
    }
  }

  /// Whether the screen a click on the banner opened is up now.
  package var isShowingClickScreen: Bool { clickScreen != nil }

  /// Whether a tap now would reach the banner's ad: it shows one, on screen, with no
  /// screen presented over the one it is in.
  package var isClickable: Bool {
    hasAd && clickScreen == nil && isOnScreen && !isCoveredByPresentedScreen
  }

  /// What covers the banner's ad so that a tap cannot reach it, or `nil` when nothing
  /// does (or there is no ad on screen to tap).
  package func coveringScreen() -> String? {
    guard hasAd, isOnScreen else { return nil }
    if clickScreen != nil { return "the screen its click opened" }
    return isCoveredByPresentedScreen ? "a screen the app presented" : nil
  }

  /// Whether a view controller presented in the banner's window covers the banner.
  private var isCoveredByPresentedScreen: Bool {
    guard var top = window?.rootViewController else { return false }
    while let presented = top.presentedViewController { top = presented }
    return top !== window?.rootViewController && !isDescendant(of: top.view)
  }

  /// The user taps the banner's ad: the click is recorded, then the ad's full-screen view
  /// opens over the root view controller, or the ad leaves the app.
  func click(willLeave: Bool) {
    simulation.record(
      .callback, actor: .sdk, object: traceName, name: .gadBannerViewDidRecordClick,
      fields: ["willLeave": .flag(willLeave)])
    tellDelegate {
      $0.bannerViewDidRecordClick(self)
    } v12: {
      $0.bannerViewDidRecordClick(self)
    }
    if willLeave {
      simulation.record(.observation, actor: .sdk, object: traceName, name: .gadBannerAdOpensAnotherApp)
      UIApplication.shared.enterBackground()
      return
    }
    guard var host = clickHost, host.view.window != nil else {
      simulation.record(
        .observation, actor: .sdk, object: traceName, name: .gadBannerAdOpensAnotherApp,
        detail: "no view controller in a window to present over")
      UIApplication.shared.enterBackground()
      return
    }
    while let presented = host.presentedViewController { host = presented }
    simulation.record(.callback, actor: .sdk, object: traceName, name: .gadBannerViewWillPresentScreen)
    tellDelegate {
      $0.bannerViewWillPresentScreen(self)
    } v12: {
      $0.bannerViewWillPresentScreen(self)
    }
    let screen = GADBannerClickScreenController()
    // The ad's page takes the whole screen, over the app.
    screen.modalPresentationStyle = .fullScreen
    clickScreen = screen
    host.present(screen, animated: true)
    simulation.record(
      .observation, actor: .sdk, object: traceName, name: .gadBannerAdCoversTheApp,
      detail: "over \(Trace.typeName(of: host))")
  }

  /// The user closes the full-screen view a click opened.
  func closeClickScreen() {
    guard let screen = clickScreen else { return }
    simulation.record(.callback, actor: .sdk, object: traceName, name: .gadBannerViewWillDismissScreen)
    tellDelegate {
      $0.bannerViewWillDismissScreen(self)
    } v12: {
      $0.bannerViewWillDismissScreen(self)
    }
    screen.dismiss(animated: true)
    clickScreen = nil
    simulation.record(.observation, actor: .sdk, object: traceName, name: .gadBannerAdUncoversTheApp)
    simulation.record(.callback, actor: .sdk, object: traceName, name: .gadBannerViewDidDismissScreen)
    tellDelegate {
      $0.bannerViewDidDismissScreen(self)
    } v12: {
      $0.bannerViewDidDismissScreen(self)
    }
    if refreshesWhenScreenCloses, let unit = loadingUnit {
      refreshesWhenScreenCloses = false
      requestAd(unit: unit, reason: "refresh held while the ad's screen was up")
    }
  }

  /// The view controller a click's screen is presented over: the root view controller,
  /// or, where the app set none, the view controller whose view contains the banner, as
  /// the current SDK does (a banner in a SwiftUI representable usually has none set).
  var clickHost: UIViewController? {
    if let rootViewController { return rootViewController }
    var view: UIView? = self
    while let current = view {
      if let owner = current.owningViewController { return owner }
      view = current.superview
    }
    return nil
  }
}
