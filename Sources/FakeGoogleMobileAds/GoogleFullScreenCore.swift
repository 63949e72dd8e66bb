import AdSimulation
import FakeUIKit
import Foundation

/// What every Google full-screen ad format shares, in one place: the load answered by the
/// script, the one-time presentation with its errors, the click and the dismissal.
///
/// App open ads use it today, and each full-screen format (interstitial, rewarded,
/// rewarded interstitial) is a thin class around one. The rules the SDK enforces live
/// here: an ad presents once (a second try fails with code 18, already used), only one
/// full-screen ad is up at a time and only from a controller in a window that presents
/// nothing else (code 17), and a mediation adapter can fail at the moment of showing
/// (code 22). ``GoogleRunState`` knows the ad on screen, whatever its format.
@MainActor
final class GoogleFullScreenCore {
  let simulation: Simulation
  /// The ad unit the ad was loaded for.
  let adUnitID: String
  /// When the ad loaded, on the simulation's clock.
  let loadedAt: VirtualClock.Instant
  /// Where the ad came from; numbered per simulation, so two ads that fill at the same
  /// instant differ, as real ones do.
  let responseInfo: GADResponseInfo
  /// The ad's name in the trace, for example `GADAppOpenAd#1`.
  @exclusivity(unchecked) private(set) var traceName: String
  /// Whether the ad has been presented (or its presentation tried and begun).
  @exclusivity(unchecked) private(set) var hasBeenPresented = false
  /// The object told about the presentation; held weakly, as the real SDK does.
  @exclusivity(unchecked) weak var delegate: (any NSObjectProtocol)?
  /// How long the ad lasts after its load, or `nil` when the format keeps its own expiry
  /// (app open ads).
  @exclusivity(unchecked) var lifetime: Duration?
  /// The ad the delegate hears about.
  /// The ad this is the core of, held through ``lifeline``: no weak reference gives the ad
  /// a side table.
  @exclusivity(unchecked) private unowned(unsafe) var heldAd: (any GADFullScreenPresentingAd)?
  /// The line the ad ends as it goes (in its `deinit`).
  let lifeline = Lifeline()
  /// The ad this is the core of, while it lives.
  private var ad: (any GADFullScreenPresentingAd)? { lifeline.isAlive ? heldAd : nil }
  /// Runs once the ad is on screen, after adDidRecordImpression: a rewarded format starts
  /// its video here.
  @exclusivity(unchecked) var didPresent: (@MainActor () -> Void)?
  /// Runs once the user has closed the ad, after adDidDismissFullScreenContent: a rewarded
  /// format whose behaviour rewards after the dismissal does it here.
  @exclusivity(unchecked) var didDismiss: (@MainActor () -> Void)?
  /// The block the app set to hear what each impression earned.
  @exclusivity(unchecked) var paidEventHandler: GADPaidEventHandler?
  @exclusivity(unchecked) private var presentedController: UIViewController?

  init(adUnitID: String, typeName: String, simulation: Simulation, latency: Duration = .zero) {
    self.adUnitID = adUnitID
    self.simulation = simulation
    self.traceName = typeName
    loadedAt = simulation.now
    let number = GoogleRunState.current(in: simulation).nextResponseNumber()
    responseInfo = GADResponseInfo(
      identifier: "response-\(number)-\(simulation.now.offset.wholeMilliseconds)", latency: latency.timeInterval)
  }

  /// Tracks the ad in the simulation under its type's name and becomes its core.
  func attach(to ad: any GADFullScreenPresentingAd) {
    heldAd = ad
    traceName = simulation.track(ad, as: traceName, lifeline: lifeline)
  }

  /// How long ago, on the simulation's clock, the ad loaded.
  var age: Duration { loadedAt.duration(to: simulation.now) }

  /// Stores the app's delegate and records the assignment.
  func setDelegate(_ newValue: (any NSObjectProtocol)?) {
    delegate = newValue
    let name = newValue.map { Trace.typeName(of: $0) } ?? "nil"
    simulation.noteUse(of: traceName, "fullScreenContentDelegate")
    simulation.record(.property, actor: .app, object: traceName, name: .fullScreenContentDelegate, detail: name)
  }

  // MARK: Loading

  /// Loads an ad of a format for the unit: records the call, rejects a malformed unit at
  /// once with invalid-request, else waits for the script's answer for the unit and
  /// completes on the main actor after its latency.
  ///
  /// - Parameters:
  ///   - typeName: The format's class, as the trace names its objects (`GADAppOpenAd`).
  ///   - call: The load call's name in the trace.
  ///   - created: The name of the event that records a filled ad's creation.
  ///   - make: Wraps a filled load's core in the format's ad object.
  static func load<Ad: GADFullScreenPresentingAd>(
    adUnitID: String, typeName: String, call: Trace.Event.Name, created: Trace.Event.Name,
    in simulation: Simulation, make: @escaping @MainActor (GoogleFullScreenCore) -> Ad,
    completionHandler: @escaping @MainActor (Ad?, (any Error)?) -> Void
  ) {
    let isTest = GoogleTestAdUnits.isTestUnit(adUnitID)
    simulation.record(
      .call, actor: .app, object: typeName, name: call, detail: "\(adUnitID) (\(isTest ? "test unit" : "live unit"))",
      fields: ["adUnitID": .text(adUnitID), "testUnit": .flag(isTest)])
    func fail(_ code: Int, _ message: String) {
      simulation.record(
        .callback, actor: .sdk, object: typeName, name: .loadCompletion,
        detail: "error \(code): \(message)", fields: ["loaded": .flag(false), "code": .integer(code)])
      completionHandler(nil, NSError.googleMobileAds(code, message))
    }
    guard GoogleTestAdUnits.isWellFormed(adUnitID) else {
      // The device rejects a malformed id at once, without asking the network.
      Task { @MainActor in fail(GADErrorCode.invalidRequest.rawValue, GADErrorCode.invalidRequest.message) }
      return
    }
    simulation.requestResponse(adUnit: adUnitID) { response in
      simulation.schedule(after: response.latency, "\(typeName) load \(adUnitID)") {
        switch response.outcome {
        case .fill:
          let ad = make(
            GoogleFullScreenCore(
              adUnitID: adUnitID, typeName: typeName, simulation: simulation, latency: response.latency))
          let name = (ad.fullScreenCore?.traceName) ?? typeName
          simulation.record(.created, actor: .sdk, object: name, name: created, detail: adUnitID)
          simulation.record(
            .callback, actor: .sdk, object: name, name: .loadCompletion, detail: "\(name) loaded",
            fields: ["loaded": .flag(true)])
          completionHandler(ad, nil)
        case .fail(let code):
          fail(code, GADErrorCode(rawValue: code)?.message ?? "Request Error: The request failed.")
        }
      }
    }
  }

  // MARK: Presenting

  /// Checks whether the ad could be presented now, recording the call under its name.
  func canPresent(from root: UIViewController?, call: Trace.Event.Name) throws {
    simulation.noteUse(of: traceName, call.rawValue)
    simulation.record(.call, actor: .app, object: traceName, name: call)
    if let error = presentationError(from: root) { throw error }
  }

  /// Presents the ad over the controller (the key window's top one for `nil`), recording
  /// the call with the ad's age and whether a delegate was set.
  ///
  /// On success the delegate hears adWillPresentFullScreenContent, then
  /// adDidRecordImpression; otherwise ad(_:didFailToPresentFullScreenContentWithError:).
  ///
  /// - Returns: Whether the ad is now on screen.
  @discardableResult
  func present(from root: UIViewController?, call: Trace.Event.Name) -> Bool {
    simulation.noteUse(of: traceName, call.rawValue)
    simulation.record(
      .call, actor: .app, object: traceName, name: call,
      detail: "\(age.secondsText) s after load; delegate \(delegate == nil ? "not set" : "set")",
      fields: ["age": .duration(age), "delegateSet": .flag(delegate != nil), "expired": .flag(isExpired)])
    guard let ad else { return false }
    // The app's call could not succeed (an ad used or expired, another ad up, no controller
    // to present from), or, the call being sound, the behaviour made the SDK fail.
    let refusal =
      presentationRefusal(from: root) ?? expiryError().map { (Trace.Event.PresentationRefusal.expiredAd, $0) }
    if let error = refusal?.error ?? GoogleRunState.current(in: simulation).takeAdapterFailure() {
      var fields: [String: Trace.Value] = ["code": .integer(error.code)]
      if let refusal { fields[Trace.Event.PresentationRefusal.field] = .text(refusal.reason.rawValue) }
      simulation.record(
        .callback, actor: .sdk, object: traceName, name: .adDidFailToPresentFullScreenContentWithError,
        detail: "error \(error.code): \(error.localizedDescription)", fields: fields)
      tellDelegate {
        $0.ad(ad, didFailToPresentFullScreenContentWithError: error)
      } v12: {
        $0.ad(ad, didFailToPresentFullScreenContentWithError: error)
      }
      return false
    }
    hasBeenPresented = true
    let host = root ?? GoogleRunState.topViewController()
    simulation.record(.callback, actor: .sdk, object: traceName, name: .adWillPresentFullScreenContent)
    tellDelegate {
      $0.adWillPresentFullScreenContent(ad)
    } v12: {
      $0.adWillPresentFullScreenContent(ad)
    }
    let controller = GADFullScreenViewController()
    // The ad takes the whole screen: the screen under it is told it disappeared.
    controller.modalPresentationStyle = .fullScreen
    presentedController = controller
    host?.present(controller, animated: true)
    GoogleRunState.current(in: simulation).presented = self
    simulation.record(.callback, actor: .sdk, object: traceName, name: .adDidRecordImpression)
    tellDelegate {
      $0.adDidRecordImpression(ad)
    } v12: {
      $0.adDidRecordImpression(ad)
    }
    GADAdValue.pay(paidEventHandler, for: traceName, in: simulation)
    didPresent?()
    return true
  }

  /// Whether the ad has outlived its lifetime.
  var isExpired: Bool { lifetime.map { age >= $0 } ?? false }

  /// The error presenting an expired ad fails with, when the behaviour says the SDK refuses.
  private func expiryError() -> NSError? {
    guard isExpired, GoogleFullScreenBehaviour.current(in: simulation).expiredAds == .failToPresent else { return nil }
    return .googleMobileAds(GADPresentationErrorCode.codeAdNotReady.rawValue, "The ad has expired.")
  }

  /// The error a presentation from the controller would fail with now, if any.
  func presentationError(from root: UIViewController?) -> NSError? {
    presentationRefusal(from: root)?.error
  }

  /// Why the SDK would refuse a presentation from the controller now, and the error it
  /// would fail with, if it would.
  func presentationRefusal(
    from root: UIViewController?
  ) -> (reason: Trace.Event.PresentationRefusal, error: NSError)? {
    if hasBeenPresented {
      return (
        .usedAd, .googleMobileAds(GADPresentationErrorCode.codeAdAlreadyUsed.rawValue, "Ad has already been used.")
      )
    }
    if let other = GoogleRunState.current(in: simulation).presented, other !== self {
      return (
        .anotherAdUp,
        .googleMobileAds(
          GADPresentationErrorCode.codeInternal.rawValue,
          "Another full-screen ad, \(other.traceName), is already presented.")
      )
    }
    guard let host = root ?? GoogleRunState.topViewController(), host.view.window != nil else {
      return (
        .controllerNotInWindow,
        .googleMobileAds(
          GADPresentationErrorCode.codeInternal.rawValue, "The provided view controller is not being presented.")
      )
    }
    if host.presentedViewController != nil {
      return (
        .controllerBusy,
        .googleMobileAds(
          GADPresentationErrorCode.codeInternal.rawValue,
          "The provided view controller is already presenting another view controller.")
      )
    }
    return nil
  }

  /// Calls the delegate through the protocol it adopted: the names up to v11, which carry
  /// no actor mark, or the v12 ones, which belong to the main actor.
  private func tellDelegate(
    _ gad: (any GADFullScreenContentDelegate) -> Void, v12: (any FullScreenContentDelegate) -> Void
  ) {
    if let delegate = delegate as? any GADFullScreenContentDelegate {
      gad(delegate)
    } else if let delegate = delegate as? any FullScreenContentDelegate {
      v12(delegate)
    }
  }

  /// The user taps the ad.
  func click() {
    guard let ad else { return }
    simulation.record(.callback, actor: .sdk, object: traceName, name: .adDidRecordClick)
    tellDelegate {
      $0.adDidRecordClick(ad)
    } v12: {
      $0.adDidRecordClick(ad)
    }
  }

  /// The user closes the ad.
  func dismissByUser() {
    guard let ad else { return }
    simulation.record(.callback, actor: .sdk, object: traceName, name: .adWillDismissFullScreenContent)
    tellDelegate {
      $0.adWillDismissFullScreenContent(ad)
    } v12: {
      $0.adWillDismissFullScreenContent(ad)
    }
    presentedController?.dismiss(animated: true)
    presentedController = nil
    GoogleRunState.current(in: simulation).presented = nil
    simulation.record(.callback, actor: .sdk, object: traceName, name: .adDidDismissFullScreenContent)
    tellDelegate {
      $0.adDidDismissFullScreenContent(ad)
    } v12: {
      $0.adDidDismissFullScreenContent(ad)
    }
    didDismiss?()
  }
}

/// The view controller a full-screen ad is shown in.
final class GADFullScreenViewController: UIViewController {}

extension GADFullScreenPresentingAd {
  /// The shared core of one of the fake's full-screen ads; `nil` for an app's own type.
  var fullScreenCore: GoogleFullScreenCore? { (self as? any GoogleFullScreenAd)?.core }
}

/// A Google full-screen ad format built on ``GoogleFullScreenCore``.
protocol GoogleFullScreenAd: GADFullScreenPresentingAd {
  /// The ad's shared core.
  var core: GoogleFullScreenCore { get }
}
