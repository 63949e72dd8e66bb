import AdSimulation
import FakeUIKit
import Foundation

extension GADNativeAdView {
  /// Records an asset outlet set: the view's type, whether it is inside this view, and
  /// whether the ad was already set.
  func outletChanged(_ asset: GADNativeAssetIdentifier, _ name: Trace.Event.Name, _ view: UIView?) {
    simulation.noteUse(of: traceName, name.rawValue)
    let adIsSet = nativeAd != nil
    var fields: [String: Trace.Value] = [
      "asset": .text(asset.traceText), "cleared": .flag(view == nil), "nativeAdSet": .flag(adIsSet),
    ]
    var detail = view.map { Trace.typeName(of: $0) } ?? "nil"
    if let view {
      let inside = view.isDescendant(of: self)
      fields["inAdView"] = .flag(inside)
      if !inside { detail += ", outside the ad view" }
    }
    if adIsSet { detail += ", after nativeAd" }
    simulation.record(.property, actor: .app, object: traceName, name: name, detail: detail, fields: fields)
  }

  /// Records the ad set, with the asset views the view holds at that moment, and shows the
  /// ad in them in place of the ad it showed before.
  func nativeAdChanged(from oldValue: GADNativeAd?) {
    simulation.noteUse(of: traceName, "nativeAd")
    if let oldValue, oldValue !== nativeAd { oldValue.state.unregister(from: self) }
    let outlets = assetOutlets
    let held = outlets.compactMap { outlet in outlet.view.map { (outlet.asset, outlet.outlet, $0) } }
    let outside = held.filter { !$0.2.isDescendant(of: self) }.map(\.1)
    var fields: [String: Trace.Value] = [
      "cleared": .flag(nativeAd == nil), "assetViews": .text(held.map(\.1).joined(separator: ", ")),
      "outsideViews": .text(outside.joined(separator: ", ")),
    ]
    for outlet in outlets {
      fields[outlet.outlet] = .flag(outlet.view != nil)
      if let view = outlet.view { fields[outlet.outlet + "InAdView"] = .flag(view.isDescendant(of: self)) }
    }
    var detail = "nil"
    if let nativeAd {
      let name = nativeAd.state.traceName
      fields["ad"] = .text(name)
      fields["mediaContentSet"] = .flag(mediaView.map { $0.mediaContent === nativeAd.mediaContent } ?? false)
      detail = "\(name); holds \(held.isEmpty ? "no asset views" : held.map(\.1).joined(separator: ", "))"
      if !outside.isEmpty { detail += "; outside the view: \(outside.joined(separator: ", "))" }
    }
    simulation.record(
      .property, actor: .app, object: traceName, name: .nativeAdViewNativeAd, detail: detail, fields: fields)
    placeAdChoicesIcon()
    guard let nativeAd else { return }
    let watchedOnly: Set<GADNativeAssetIdentifier> = [.mediaViewAsset, .adChoicesViewAsset]
    func assetViews(_ include: (GADNativeAssetIdentifier) -> Bool) -> [GoogleNativeRegistration.AssetView] {
      held.filter { include($0.0) }.map { GoogleNativeRegistration.AssetView(asset: $0.0, view: $0.2) }
    }
    nativeAd.state.register(
      GoogleNativeRegistration(
        container: self, containerName: traceName, clickable: assetViews { !watchedOnly.contains($0) },
        nonclickable: assetViews { watchedOnly.contains($0) }))
  }
}
