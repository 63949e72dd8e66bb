import AdSimulation
import FakeUIKit
import Foundation

extension GoogleNativeAdState {
  /// What a user's tap on the screen would reach of the ad.
  enum TapTarget {
    /// A clickable asset view on screen.
    case asset(GADNativeAssetIdentifier, UIView)
    /// The ad's view, but none of its clickable asset views.
    case noAsset
    /// Nothing: a screen covers the ad's view.
    case covered(String)
  }

  /// What a tap now would reach of the ad, or `nil` when its view is not on screen.
  func tapTarget() -> TapTarget? {
    guard let registration, let container = registration.container, container.isOnScreen else { return nil }
    if clickScreen != nil { return .covered("the screen its click opened") }
    if Self.isCoveredByPresentedScreen(container) { return .covered("a screen the app presented") }
    for asset in registration.clickableInTapOrder {
      if let view = asset.view, view.isOnScreen { return .asset(asset.asset, view) }
    }
    return .noAsset
  }

  /// Whether a view controller presented in the view's window covers the view.
  private static func isCoveredByPresentedScreen(_ view: UIView) -> Bool {
    guard var top = view.window?.rootViewController else { return false }
    while let presented = top.presentedViewController { top = presented }
    return top !== view.window?.rootViewController && !view.isDescendant(of: top.view)
  }

  /// The user taps the asset view: the click is recorded with the view tapped, then the ad's
  /// full-screen view opens over the root view controller, or the ad leaves the app.
  func click(on asset: GADNativeAssetIdentifier, view: UIView, willLeave: Bool) {
    let container = registration?.container
    let inAdView = container.map { view.isDescendant(of: $0) } ?? false
    let viewType = Trace.typeName(of: view)
    click(
      detail: "\(asset.traceText) asset view (\(viewType))\(inAdView ? "" : ", outside the ad view")",
      fields: [
        "asset": .text(asset.traceText), "view": .text(viewType), "inAdView": .flag(inAdView),
        "willLeave": .flag(willLeave),
      ], willLeave: willLeave)
  }

  /// Records a click, then opens the ad's screen or leaves the app.
  func click(detail: String, fields: [String: Trace.Value], willLeave: Bool) {
    simulation.record(
      .callback, actor: .sdk, object: traceName, name: .nativeAdDidRecordClick, detail: detail, fields: fields)
    tellDelegate { $0.nativeAdDidRecordClick($1) }
    if willLeave {
      simulation.record(.observation, actor: .sdk, object: traceName, name: .nativeAdOpensAnotherApp)
      UIApplication.shared.enterBackground()
      return
    }
    guard var host = clickHost, host.view.window != nil else {
      simulation.record(
        .observation, actor: .sdk, object: traceName, name: .nativeAdOpensAnotherApp,
        detail: "no view controller in a window to present over")
      UIApplication.shared.enterBackground()
      return
    }
    while let presented = host.presentedViewController { host = presented }
    simulation.record(.callback, actor: .sdk, object: traceName, name: .nativeAdWillPresentScreen)
    tellDelegate { $0.nativeAdWillPresentScreen($1) }
    let screen = GADNativeClickScreenController()
    // The ad's page takes the whole screen, over the app.
    screen.modalPresentationStyle = .fullScreen
    clickScreen = screen
    host.present(screen, animated: true)
    simulation.record(
      .observation, actor: .sdk, object: traceName, name: .nativeAdCoversTheApp,
      detail: "over \(Trace.typeName(of: host))")
  }

  /// The user closes the full-screen view a click opened.
  func closeClickScreen() {
    guard let screen = clickScreen else { return }
    simulation.record(.callback, actor: .sdk, object: traceName, name: .nativeAdWillDismissScreen)
    tellDelegate { $0.nativeAdWillDismissScreen($1) }
    screen.dismiss(animated: true)
    clickScreen = nil
    simulation.record(.observation, actor: .sdk, object: traceName, name: .nativeAdUncoversTheApp)
    simulation.record(.callback, actor: .sdk, object: traceName, name: .nativeAdDidDismissScreen)
    tellDelegate { $0.nativeAdDidDismissScreen($1) }
  }

  /// The view controller a click's screen is presented over: the ad's root view controller
  /// (the loader's, unless the app set another), else the one whose view holds the ad's view.
  private var clickHost: UIViewController? {
    if let rootViewController { return rootViewController }
    var view: UIView? = registration?.container
    while let current = view {
      if let owner = current.owningViewController { return owner }
      view = current.superview
    }
    return nil
  }
}
