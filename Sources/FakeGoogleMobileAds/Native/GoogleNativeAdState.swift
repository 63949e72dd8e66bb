import AdSimulation
import FakeUIKit
import Foundation

/// The main-actor side of one ``GADNativeAd``.
///
/// It keeps the ad's delegate, the views it is shown in, its impression and the screen a
/// click opens.
@MainActor
final class GoogleNativeAdState {
  let simulation: Simulation
  /// The ad's name in the trace, for example `GADNativeAd#1`.
  @exclusivity(unchecked) private(set) var traceName = "GADNativeAd"
  /// The ad's video.
  let video: GoogleNativeVideoState
  /// The corner the SDK draws the AdChoices icon in, in a native ad view without an
  /// ``GADAdChoicesView`` of its own: the loader's ``GADNativeAdViewAdOptions``.
  let adChoicesPosition: GADAdChoicesPosition
  /// The ad the delegate hears about.
  var ad: GADNativeAd? { heldAd?.value }
  @exclusivity(unchecked) private var heldAd: Lifeline.Held<GADNativeAd>?
  /// The line the ad ends as it goes (in its `deinit`).
  let lifeline = Lifeline()
  /// The object told about the impression and clicks; held weakly, as the real SDK does.
  @exclusivity(unchecked) private(set) weak var delegate: (any GADNativeAdDelegate)?
  /// The type of the delegate the app last set, until a callback finds it released.
  @exclusivity(unchecked) private var setDelegateName: String?
  /// The controller a click's screen is presented over; the loader's by default.
  @exclusivity(unchecked) weak var rootViewController: UIViewController?
  /// The block the app set to hear what the impression earned.
  @exclusivity(unchecked) var paidEventHandler: GADPaidEventHandler?
  /// The views the ad is shown in, once a native ad view holds it or the app registered
  /// them.
  @exclusivity(unchecked) private(set) var registration: GoogleNativeRegistration?
  /// Whether the ad has recorded its impression; it does so once.
  @exclusivity(unchecked) private(set) var impressionRecorded = false
  /// Whether the app turned on custom click gestures before showing the ad.
  @exclusivity(unchecked) var customClickGesturesEnabled = false
  /// The full-screen view a click opened, while it is up.
  @exclusivity(unchecked) var clickScreen: GADNativeClickScreenController?
  @exclusivity(unchecked) private var lastVisibility: (onScreen: Bool, frame: CGRect)?

  init(
    simulation: Simulation, video: GoogleNativeVideoState, adChoicesPosition: GADAdChoicesPosition,
    rootViewController: UIViewController?
  ) {
    self.simulation = simulation
    self.video = video
    self.adChoicesPosition = adChoicesPosition
    self.rootViewController = rootViewController
  }

  /// Tracks the ad in the simulation and becomes its state.
  func attach(to ad: GADNativeAd) {
    heldAd = lifeline.hold(ad)
    traceName = simulation.track(ad, as: "GADNativeAd", lifeline: lifeline)
    video.owner = traceName
    GoogleNativeRunState.current(in: simulation).adopt(self)
  }

  func setDelegate(_ newValue: (any GADNativeAdDelegate)?) {
    delegate = newValue
    let name = newValue.map { Trace.typeName(of: $0) } ?? "nil"
    setDelegateName = newValue == nil ? nil : name
    simulation.noteUse(of: traceName, "delegate")
    simulation.record(
      .property, actor: .app, object: traceName, name: .nativeAdDelegate, detail: name,
      fields: ["cleared": .flag(newValue == nil)])
  }

  func setRootViewController(_ newValue: UIViewController?) {
    rootViewController = newValue
    simulation.noteUse(of: traceName, "rootViewController")
    simulation.record(
      .property, actor: .app, object: traceName, name: .nativeAdRootViewController,
      detail: newValue.map { Trace.typeName(of: $0) } ?? "nil", fields: ["cleared": .flag(newValue == nil)])
  }

  /// Calls the delegate, recording once that it is gone if the app let it go.
  func tellDelegate(_ call: (any GADNativeAdDelegate, GADNativeAd) -> Void) {
    if delegate == nil, let lost = setDelegateName {
      setDelegateName = nil
      simulation.record(
        .observation, actor: .sdk, object: traceName, name: .nativeAdDelegateGone,
        detail: "\(lost) was released; the native ad holds its delegate weakly")
    }
    guard let delegate, let ad else { return }
    call(delegate, ad)
  }

  // MARK: Registration

  /// Shows the ad in the views, in place of any it was shown in before.
  func register(_ newValue: GoogleNativeRegistration) {
    // The same view again (a SwiftUI update setting the ad anew) keeps what it saw.
    if registration?.container !== newValue.container { leaveScreen() }
    registration = newValue
  }

  /// Stops showing the ad in the container's views; `nil` stops showing it anywhere.
  func unregister(from container: UIView?) {
    guard let registration, container == nil || registration.container === container else { return }
    leaveScreen()
    self.registration = nil
  }

  /// Records the ad leaving the screen when its views stop counting.
  private func leaveScreen() {
    if lastVisibility?.onScreen == true, let registration {
      simulation.record(
        .observation, actor: .app, object: registration.containerName, name: .nativeAdHidden,
        detail: "\(traceName) no longer shown in \(registration.containerName)", fields: ["ad": .text(traceName)])
    }
    lastVisibility = nil
    video.follow(isShowing: false)
  }

  // MARK: Screen

  /// Records the ad's view coming on and off screen, the impression the first time it is on
  /// screen, and plays the video while a media view shows it.
  ///
  /// Checked when the app's code returns to the simulation, as the banner's screen is.
  func checkScreen() {
    guard let registration, let container = registration.container else {
      // The app let go of the view the ad was shown in.
      if registration != nil {
        leaveScreen()
        self.registration = nil
      }
      return
    }
    let onScreen = container.isOnScreen
    let frame = onScreen ? container.frameInWindow : .zero
    if lastVisibility?.onScreen != onScreen || (onScreen && lastVisibility?.frame != frame) {
      let wasOnScreen = lastVisibility?.onScreen ?? false
      lastVisibility = (onScreen, frame)
      if onScreen {
        simulation.record(
          .observation, actor: .app, object: registration.containerName, name: .nativeAdShown,
          detail: "\(traceName) in \(registration.containerName) at \(frame.timelineText)",
          fields: ["ad": .text(traceName), "frame": frame.traceValue])
      } else if wasOnScreen {
        simulation.record(
          .observation, actor: .app, object: registration.containerName, name: .nativeAdHidden,
          detail: "\(traceName) in \(registration.containerName)", fields: ["ad": .text(traceName)])
      }
    }
    // An impression is the ad seen: any window the user sees will do, key or not, as for
    // banners.
    if onScreen, !impressionRecorded {
      impressionRecorded = true
      simulation.record(
        .callback, actor: .sdk, object: traceName, name: .nativeAdDidRecordImpression,
        detail: "in \(registration.containerName)", fields: ["container": .text(registration.containerName)])
      tellDelegate { $0.nativeAdDidRecordImpression($1) }
      GADAdValue.pay(paidEventHandler, for: traceName, in: simulation)
    }
    // Only a video plays, so the media views are looked for only when there is one.
    guard video.hasVideo else { return }
    video.follow(isShowing: onScreen && isMediaShowing(in: registration))
  }

  /// Whether a media view among the registered views shows the ad's media on screen.
  private func isMediaShowing(in registration: GoogleNativeRegistration) -> Bool {
    guard let media = ad?.mediaContent else { return false }
    return registration.mediaViews.contains { $0.mediaContent === media && $0.isOnScreen }
  }
}
