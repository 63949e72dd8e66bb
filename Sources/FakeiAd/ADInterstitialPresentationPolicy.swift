/// When iAd's view controller additions may put a full-screen ad over a screen.
///
/// Set it with `interstitialPresentationPolicy` on the view controller. Any policy but
/// ``none`` also starts the framework loading its full-screen ads, as
/// `UIViewController.prepareInterstitialAds()` does.
public enum ADInterstitialPresentationPolicy: Int, Hashable, Sendable {
  /// The default: the framework never presents one over this screen.
  case none = 0
  /// The framework decides: it presents a ready ad when the screen appears.
  case automatic = 1
  /// The app decides: it calls `requestInterstitialAdPresentation()` at a break.
  case manual = 2
}

extension ADInterstitialPresentationPolicy: CustomStringConvertible {
  /// The policy as Swift spells it, for example `.manual`.
  public var description: String {
    switch self {
    case .none: ".none"
    case .automatic: ".automatic"
    case .manual: ".manual"
    }
  }
}
