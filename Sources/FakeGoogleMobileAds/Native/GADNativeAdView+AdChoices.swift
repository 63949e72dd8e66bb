import FakeUIKit
import Foundation

/// The AdChoices icon the SDK draws in a corner of a native ad view that has no
/// ``GADAdChoicesView`` of its own.
@MainActor
final class GoogleAdChoicesIcon: GADAdChoicesView {}

extension GADNativeAdView {
  /// The side of the AdChoices icon the SDK draws in a corner, in points.
  package static let adChoicesIconSide: CGFloat = 15

  /// The view the shown ad's AdChoices icon is in: the app's ``adChoicesView`` when it
  /// named one, else the icon the SDK drew in a corner; `nil` while the view shows no ad.
  package var adChoicesIcon: UIView? {
    guard nativeAd != nil else { return nil }
    return adChoicesView ?? sdkAdChoicesIcon
  }

  /// Draws the AdChoices icon for the ad just set, as the SDK does: in the app's
  /// ``adChoicesView`` when it names one, else in the corner the loader's
  /// ``GADNativeAdViewAdOptions`` asked for, on top of the view's subviews at that moment.
  /// An ad cleared takes its icon away.
  func placeAdChoicesIcon() {
    guard let nativeAd, adChoicesView == nil else {
      sdkAdChoicesIcon?.removeFromSuperview()
      sdkAdChoicesIcon = nil
      return
    }
    let icon = sdkAdChoicesIcon ?? GoogleAdChoicesIcon(frame: .zero)
    sdkAdChoicesIcon = icon
    adChoicesCorner = nativeAd.state.adChoicesPosition
    addSubview(icon)
    moveAdChoicesIconToCorner()
  }

  /// Keeps the SDK's icon in its corner as the view changes size.
  func moveAdChoicesIconToCorner() {
    guard let icon = sdkAdChoicesIcon else { return }
    let side = Self.adChoicesIconSide
    let size = bounds.size
    let x: CGFloat
    let y: CGFloat
    switch adChoicesCorner {
    case .topRightCorner: (x, y) = (size.width - side, 0)
    case .topLeftCorner: (x, y) = (0, 0)
    case .bottomRightCorner: (x, y) = (size.width - side, size.height - side)
    case .bottomLeftCorner: (x, y) = (0, size.height - side)
    }
    let frame = CGRect(x: x, y: y, width: side, height: side)
    if icon.frame != frame { icon.frame = frame }
  }
}
