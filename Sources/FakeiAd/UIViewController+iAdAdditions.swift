import AdSimulation
import FakeUIKit

/// iAd's additions to view controllers: a banner the framework manages along the bottom of
/// a screen, and full-screen ads it keeps ready and shows over a screen.
///
/// The framework builds both on the fakes' own ads: the banner is an `ADBannerView` and the
/// full-screen ads are `ADInterstitialAd`s, each with the framework as its delegate, so the
/// script answers their requests, `expire`, `tap` and `closeAd` steps reach them, and their
/// callbacks are in the trace, created and changed by the SDK rather than the app. The
/// framework's full-screen ads work on a phone as well as a pad.
extension UIViewController {
  /// Starts the framework loading full-screen ads now, so that one is ready when a screen
  /// wants it.
  ///
  /// Calling it is optional: setting any ``interstitialPresentationPolicy`` but `.none`
  /// starts the loading too. The framework loads one ad at a time for the whole app and
  /// starts the next as soon as the previous one unloads (closed by the user, or expired);
  /// after a failed load it tries again 30 seconds later.
  public class func prepareInterstitialAds() {
    let simulation = Simulation.required(by: "UIViewController.prepareInterstitialAds()")
    simulation.record(.call, actor: .app, object: "UIViewController", name: .prepareInterstitialAds)
    IAdPreparedInterstitials.current(in: simulation).start(because: "prepareInterstitialAds()")
  }

  /// When the framework may show a full-screen ad over this view controller; `.none` until
  /// the app sets another.
  ///
  /// With `.manual`, the app asks with ``requestInterstitialAdPresentation()``. With
  /// `.automatic`, the framework's rule is: each time it sees the view controller appear
  /// (its view in a window after `viewDidAppear(_:)`, seen when the simulation settles after
  /// the step or timer that showed it), if an ad is ready and the view controller is
  /// presenting nothing, it asks ``UIViewController/shouldPresentInterstitialAd`` and on
  /// `true` presents the ad over it. An ad that finishes loading while the view controller
  /// is already on screen waits for its next appearance, so coming back from the framework's
  /// own ad, while the next one is still loading, shows nothing.
  public var interstitialPresentationPolicy: ADInterstitialPresentationPolicy {
    get { existingAdState?.policy ?? .none }
    set {
      let state = adState(for: "interstitialPresentationPolicy")
      state.policy = newValue
      state.simulation.record(
        .property, actor: .app, object: state.name, name: .interstitialPresentationPolicy,
        detail: newValue.description)
      guard newValue != .none else { return }
      IAdPreparedInterstitials.current(in: state.simulation).start(
        because: "interstitialPresentationPolicy = \(newValue) on \(state.name)")
    }
  }

  /// Whether the framework shows a banner of its own along the bottom of this view
  /// controller's view; false until the app sets it.
  ///
  /// Setting it true puts a container in place of the view controller's view, so `view`
  /// returns the container and ``originalContentView`` the view the app made, and starts a
  /// banner loading. Once the banner has an ad it appears at the bottom, and the content
  /// ends where the banner begins; when the ad fails or unloads, the banner is hidden and
  /// the content fills the container again. Setting it false removes the banner; the
  /// content stays in its container, at full size. With the view not loaded yet, the
  /// change waits until the view exists.
  public var canDisplayBannerAds: Bool {
    get { existingAdState?.wantsBanners ?? false }
    set { adState(for: "canDisplayBannerAds").setWantsBanners(newValue) }
  }

  /// The view holding the view controller's content: the view the app made once banners
  /// are enabled, and otherwise the view controller's own view.
  public var originalContentView: UIView! {
    guard let state = existingAdState else { return view }
    state.attachBannerIfNeeded()
    return state.container?.content ?? view
  }

  /// Whether a full-screen ad of the framework's covers this view controller now: its
  /// full-screen ad, or the ad its banner opened when the user tapped it.
  public var isPresentingFullScreenAd: Bool {
    guard let simulation = Simulation.current else { return false }
    if IAdPreparedInterstitials.current(in: simulation).host === self { return true }
    return existingAdState?.banner?.isBannerViewActionInProgress == true
  }

  /// Whether the framework's banner for this view controller has an ad and is on screen.
  public var isDisplayingBannerAd: Bool {
    guard let banner = existingAdState?.banner else { return false }
    return banner.isBannerLoaded && banner.isOnScreen
  }

  /// Asks the framework to show its ready full-screen ad over this view controller now.
  ///
  /// It works only under the `.manual` policy. It presents nothing and returns false when
  /// the policy is another, when no ad has loaded, when a framework ad is already showing,
  /// or when the view controller is not in a window or is presenting something else.
  /// The result may be ignored, as Swift imported the method.
  ///
  /// - Returns: Whether the ad is now presented over the view controller.
  @discardableResult
  public func requestInterstitialAdPresentation() -> Bool {
    let state = adState(for: "requestInterstitialAdPresentation()")
    let simulation = state.simulation
    let call = simulation.record(
      .call, actor: .app, object: state.name, name: .requestInterstitialAdPresentation)
    let interstitials = IAdPreparedInterstitials.current(in: simulation)
    let problem =
      state.policy == .manual
      ? interstitials.problem(presentingOver: self)
      : "the policy is \(state.policy), not .manual"
    if let problem {
      simulation.amend(call, detail: "→ false: \(problem)")
      return false
    }
    simulation.amend(call, detail: "→ true")
    interstitials.present(over: self, name: state.name, reason: "requested")
    return true
  }

  /// The view controller's record in the current simulation, made on first use.
  private func adState(for user: String) -> IAdControllerState {
    let simulation = Simulation.required(by: user)
    return IAdViewControllerRunState.current(in: simulation).state(for: self)
  }

  /// The view controller's record, if it has used the additions in the current simulation.
  private var existingAdState: IAdControllerState? {
    Simulation.current.flatMap { IAdViewControllerRunState.current(in: $0).existingState(for: self) }
  }
}
