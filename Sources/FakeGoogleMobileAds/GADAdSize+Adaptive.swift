import AdSimulation
import Foundation

/// The fake's model of adaptive banner heights.
///
/// Google does not publish how it picks an adaptive height, only its bounds, so the fake
/// uses a fixed, documented model: the same width, orientation and device always give the
/// same height, and a size made in portrait differs from one made in landscape.
///
/// - Anchored (v8–v12): the width × 5/32 in portrait (320 points give 50) or × 5/48 in
///   landscape, rounded to the nearest point, no taller than 15% of the device's portrait
///   screen height (rounded down), then kept between 50 and 90 points, as the SDK's header
///   bounds it.
/// - Large anchored (v13): one and a half times the anchored ratio, no taller than 20% of
///   the screen's height in that orientation and never above 150 points, and at least 50.
/// - Inline: the served ad is the width × 2/3 tall (rounded), at least 50 points and no
///   taller than the maximum height; the size itself has a height of zero until an ad is
///   served. A maximum below 32 points makes the size invalid.
enum AdaptiveBannerModel {
  /// The height of an anchored adaptive banner of the width, for the orientation.
  static func anchoredHeight(width: CGFloat, orientation: Device.Orientation, device: Device) -> CGFloat {
    let ratio = orientation == .portrait ? 5.0 / 32.0 : 5.0 / 48.0
    let cap = (device.portraitScreenSize.height * 0.15).rounded(.down)
    let height = min((Double(width) * ratio).rounded(), cap)
    return CGFloat(min(max(height, 50), 90))
  }

  /// The height of a large anchored adaptive banner of the width, for the orientation.
  static func largeAnchoredHeight(width: CGFloat, orientation: Device.Orientation, device: Device) -> CGFloat {
    let ratio = orientation == .portrait ? 15.0 / 64.0 : 15.0 / 96.0
    let screen = Device(idiom: device.idiom, orientation: orientation, systemVersion: device.systemVersion)
    let cap = max(50, min(150, (screen.screenSize.height * 0.2).rounded(.down)))
    return CGFloat(min(max((Double(width) * ratio).rounded(), 50), cap))
  }

  /// The height of the ad served for an inline adaptive size.
  static func inlineServedHeight(width: CGFloat, maxHeight: CGFloat) -> CGFloat {
    min(max((width * 2 / 3).rounded(), 50), maxHeight)
  }

  /// An anchored size of the kind for the width and orientation, or the invalid size for a
  /// width that is not a positive number.
  @MainActor
  static func anchored(_ kind: GADAdSize.Adaptive.Kind, width: CGFloat, orientation: Device.Orientation?, call: String)
    -> GADAdSize
  {
    let device = Simulation.required(by: call).device
    let orientation = orientation ?? device.orientation
    guard width.isFinite, width > 0 else { return GADAdSizeInvalid }
    let height =
      kind == .largeAnchored
      ? largeAnchoredHeight(width: width, orientation: orientation, device: device)
      : anchoredHeight(width: width, orientation: orientation, device: device)
    return GADAdSize(
      size: CGSize(width: width, height: height), flags: 0,
      adaptive: .init(kind: kind, orientation: orientation, width: width, maxHeight: nil))
  }

  /// An inline size for the width and maximum height, or the invalid size.
  @MainActor
  static func inline(width: CGFloat, maxHeight: CGFloat?, call: String) -> GADAdSize {
    let device = Simulation.required(by: call).device
    let maxHeight = maxHeight ?? CGFloat(device.screenSize.height)
    guard width.isFinite, width > 0, maxHeight.isFinite, maxHeight >= 32 else { return GADAdSizeInvalid }
    return GADAdSize(
      size: CGSize(width: width, height: 0), flags: GADAdSize.inlineAdaptiveFlag,
      adaptive: .init(kind: .inline, orientation: device.orientation, width: width, maxHeight: maxHeight))
  }
}

// MARK: Anchored adaptive, v8–v12 names

/// An anchored adaptive size of the width for the device's orientation now.
///
/// Call it after layout with the width the banner gets; see ``AdaptiveBannerModel`` for
/// the height. Deprecated in v13 in favour of the large anchored sizes.
@preconcurrency @MainActor
public func GADCurrentOrientationAnchoredAdaptiveBannerAdSizeWithWidth(_ width: CGFloat) -> GADAdSize {
  AdaptiveBannerModel.anchored(
    .anchored, width: width, orientation: nil, call: "GADCurrentOrientationAnchoredAdaptiveBannerAdSizeWithWidth")
}

/// An anchored adaptive size of the width for portrait, whatever the device's orientation.
@preconcurrency @MainActor
public func GADPortraitAnchoredAdaptiveBannerAdSizeWithWidth(_ width: CGFloat) -> GADAdSize {
  AdaptiveBannerModel.anchored(
    .anchored, width: width, orientation: .portrait, call: "GADPortraitAnchoredAdaptiveBannerAdSizeWithWidth")
}

/// An anchored adaptive size of the width for landscape, whatever the device's orientation.
@preconcurrency @MainActor
public func GADLandscapeAnchoredAdaptiveBannerAdSizeWithWidth(_ width: CGFloat) -> GADAdSize {
  AdaptiveBannerModel.anchored(
    .anchored, width: width, orientation: .landscape, call: "GADLandscapeAnchoredAdaptiveBannerAdSizeWithWidth")
}

/// A large anchored adaptive size of the width for the device's orientation now (v13).
@preconcurrency @MainActor
public func GADLargeAnchoredAdaptiveBannerAdSizeWithWidth(_ width: CGFloat) -> GADAdSize {
  AdaptiveBannerModel.anchored(
    .largeAnchored, width: width, orientation: nil, call: "GADLargeAnchoredAdaptiveBannerAdSizeWithWidth")
}

/// A large anchored adaptive size of the width for portrait (v13).
@preconcurrency @MainActor
public func GADLargePortraitAnchoredAdaptiveBannerAdSizeWithWidth(_ width: CGFloat) -> GADAdSize {
  AdaptiveBannerModel.anchored(
    .largeAnchored, width: width, orientation: .portrait, call: "GADLargePortraitAnchoredAdaptiveBannerAdSizeWithWidth")
}

/// A large anchored adaptive size of the width for landscape (v13).
@preconcurrency @MainActor
public func GADLargeLandscapeAnchoredAdaptiveBannerAdSizeWithWidth(_ width: CGFloat) -> GADAdSize {
  AdaptiveBannerModel.anchored(
    .largeAnchored, width: width, orientation: .landscape,
    call: "GADLargeLandscapeAnchoredAdaptiveBannerAdSizeWithWidth")
}

/// An inline adaptive size of the width whose ad may be as tall as the screen is now.
@preconcurrency @MainActor
public func GADCurrentOrientationInlineAdaptiveBannerAdSizeWithWidth(_ width: CGFloat) -> GADAdSize {
  AdaptiveBannerModel.inline(
    width: width, maxHeight: nil, call: "GADCurrentOrientationInlineAdaptiveBannerAdSizeWithWidth")
}

/// An inline adaptive size of the width whose ad is at most the height; 32 points at least.
@preconcurrency @MainActor
public func GADInlineAdaptiveBannerAdSizeWithWidthAndMaxHeight(_ width: CGFloat, _ maxHeight: CGFloat) -> GADAdSize {
  AdaptiveBannerModel.inline(
    width: width, maxHeight: maxHeight, call: "GADInlineAdaptiveBannerAdSizeWithWidthAndMaxHeight")
}

// MARK: v12 names

/// An anchored adaptive size of the width for the device's orientation now (the v12 name).
@preconcurrency @MainActor
public func currentOrientationAnchoredAdaptiveBanner(width: CGFloat) -> AdSize {
  GoogleSpelling.noteV12()
  return GADCurrentOrientationAnchoredAdaptiveBannerAdSizeWithWidth(width)
}

/// An anchored adaptive size of the width for portrait (the v12 name).
@preconcurrency @MainActor
public func portraitAnchoredAdaptiveBanner(width: CGFloat) -> AdSize {
  GoogleSpelling.noteV12()
  return GADPortraitAnchoredAdaptiveBannerAdSizeWithWidth(width)
}

/// An anchored adaptive size of the width for landscape (the v12 name).
@preconcurrency @MainActor
public func landscapeAnchoredAdaptiveBanner(width: CGFloat) -> AdSize {
  GoogleSpelling.noteV12()
  return GADLandscapeAnchoredAdaptiveBannerAdSizeWithWidth(width)
}

/// A large anchored adaptive size of the width for the device's orientation now (v13).
@preconcurrency @MainActor
public func largeAnchoredAdaptiveBanner(width: CGFloat) -> AdSize {
  GoogleSpelling.noteV12()
  return GADLargeAnchoredAdaptiveBannerAdSizeWithWidth(width)
}

/// A large anchored adaptive size of the width for portrait (v13).
@preconcurrency @MainActor
public func largePortraitAnchoredAdaptiveBanner(width: CGFloat) -> AdSize {
  GoogleSpelling.noteV12()
  return GADLargePortraitAnchoredAdaptiveBannerAdSizeWithWidth(width)
}

/// A large anchored adaptive size of the width for landscape (v13).
@preconcurrency @MainActor
public func largeLandscapeAnchoredAdaptiveBanner(width: CGFloat) -> AdSize {
  GoogleSpelling.noteV12()
  return GADLargeLandscapeAnchoredAdaptiveBannerAdSizeWithWidth(width)
}

/// An inline adaptive size of the width for the orientation now (the v12 name).
@preconcurrency @MainActor
public func currentOrientationInlineAdaptiveBanner(width: CGFloat) -> AdSize {
  GoogleSpelling.noteV12()
  return GADCurrentOrientationInlineAdaptiveBannerAdSizeWithWidth(width)
}

/// An inline adaptive size of the width and maximum height (the v12 name).
@preconcurrency @MainActor
public func inlineAdaptiveBanner(width: CGFloat, maxHeight: CGFloat) -> AdSize {
  GoogleSpelling.noteV12()
  return GADInlineAdaptiveBannerAdSizeWithWidthAndMaxHeight(width, maxHeight)
}
