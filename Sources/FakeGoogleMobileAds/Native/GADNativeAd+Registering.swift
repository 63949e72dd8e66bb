import AdSimulation
import FakeUIKit
import Foundation

extension GADNativeAd {
  /// Shows the ad in the app's own view, with asset views a tap clicks through and asset views
  /// the SDK only watches, for apps that lay the ad out without a ``GADNativeAdView``.
  ///
  /// The ad records its impression the first time `adView` is on screen; the
  /// media view belongs among the nonclickable views. A later registration, or a native ad
  /// view's `nativeAd`, replaces this one.
  public func register(
    _ adView: UIView, clickableAssetViews: [GADNativeAssetIdentifier: UIView],
    nonclickableAssetViews: [GADNativeAssetIdentifier: UIView]
  ) {
    let views = Unchecked((adView, clickableAssetViews, nonclickableAssetViews))
    Simulation.mainActor { [state] in
      let (adView, clickable, nonclickable) = views.value
      @MainActor func assetViews(_ views: [GADNativeAssetIdentifier: UIView]) -> [GoogleNativeRegistration.AssetView] {
        views.sorted { $0.key.rawValue < $1.key.rawValue }.map { .init(asset: $0.key, view: $0.value) }
      }
      let name = (adView as? GADNativeAdView)?.traceName ?? Trace.typeName(of: adView)
      let clickableNames = assetViews(clickable).map(\.asset.traceText)
      let outside = (clickable.values.map { $0 } + nonclickable.values.map { $0 }).filter {
        !$0.isDescendant(of: adView)
      }
      state.simulation.noteUse(of: state.traceName, "register(_:clickableAssetViews:nonclickableAssetViews:)")
      state.simulation.record(
        .call, actor: .app, object: state.traceName, name: .nativeAdRegister,
        detail: "in \(name), clickable: \(clickableNames.isEmpty ? "none" : clickableNames.joined(separator: ", "))",
        fields: [
          "container": .text(name), "clickable": .text(clickableNames.joined(separator: ", ")),
          "nonclickable": .text(assetViews(nonclickable).map(\.asset.traceText).joined(separator: ", ")),
          "outsideViews": .integer(outside.count),
        ])
      state.register(
        GoogleNativeRegistration(
          container: adView, containerName: name, clickable: assetViews(clickable),
          nonclickable: assetViews(nonclickable)))
    }
  }

  /// Stops showing the ad in the views it was registered with, or in the native ad view that
  /// holds it.
  public func unregisterAdView() {
    Simulation.mainActor { [state] in
      state.simulation.noteUse(of: state.traceName, "unregisterAdView()")
      state.simulation.record(.call, actor: .app, object: state.traceName, name: .nativeAdUnregister)
      state.unregister(from: nil)
    }
  }

  /// Whether the app can record clicks through its own gestures; true once
  /// ``enableCustomClickGestures()`` was called before the ad was shown.
  public var isCustomClickGestureEnabled: Bool {
    Simulation.mainActor { [state] in state.customClickGesturesEnabled }
  }

  /// Lets the app record clicks through its own gestures (for allowlisted accounts, which
  /// the simulation takes every app to be); call it before the ad is shown in a view.
  public func enableCustomClickGestures() {
    Simulation.mainActor { [state] in
      let isShown = state.registration != nil
      state.simulation.record(
        .call, actor: .app, object: state.traceName, name: .nativeAdEnableCustomClickGestures,
        detail: isShown ? "ignored: the ad is already shown in a view" : "",
        fields: ["ignored": .flag(isShown)])
      if !isShown { state.customClickGesturesEnabled = true }
    }
  }

  /// Records a click the app's own gesture made: the click, then the ad's full-screen view,
  /// as for a tap; ignored unless custom click gestures are on and the ad is shown.
  public func recordCustomClickGesture() {
    Simulation.mainActor { [state] in
      let takes = state.customClickGesturesEnabled && state.registration != nil && state.clickScreen == nil
      state.simulation.record(
        .call, actor: .app, object: state.traceName, name: .nativeAdRecordCustomClickGesture,
        detail: takes ? "" : "ignored: custom click gestures are off, or the ad is not shown",
        fields: ["ignored": .flag(!takes)])
      guard takes else { return }
      state.click(
        detail: "custom click gesture", fields: ["asset": .text("customClickGesture"), "willLeave": .flag(false)],
        willLeave: false)
    }
  }
}
