import FakeUIKit

/// The view a native ad view shows its AdChoices icon in, where the app wants it.
///
/// Set it as a ``GADNativeAdView``'s `adChoicesView` before setting the view's `nativeAd`;
/// without one, the icon goes in the corner ``GADNativeAdViewAdOptions`` names. The v12 name
/// is ``AdChoicesView``.
@preconcurrency @MainActor
open class GADAdChoicesView: UIView {}

/// The v12 name of ``GADAdChoicesView``.
public typealias AdChoicesView = GADAdChoicesView
