import AdSimulation
import FakeUIKit
import Foundation

/// A full-screen ad for iPad: one load, then presented modally or as a page in a view.
///
/// It starts its single load as soon as it exists and never cycles: a new ad needs a new
/// object. Loaded content expires 5 to 15 minutes after it loads (from the script, or
/// chosen from the simulation's seed); presented in a view, it unloads at once if that
/// view is off screen and otherwise as soon as it leaves the screen; presented modally,
/// it unloads when the user dismisses it. The script's `expire` step ends the lifetime
/// early, by the same rules. Misuse the device would reject (presenting an unloaded ad, a
/// host view outside a view controller, creating one on a phone) is recorded in the trace
/// and changes nothing.
@preconcurrency @MainActor
open class ADInterstitialAd: NSObject {
  /// The object told about the ad; held weakly, as the real framework does.
  ///
  /// Implicitly unwrapped, as the framework's header imports into Swift.
  @exclusivity(unchecked) public weak var delegate: (any ADInterstitialAdDelegate)! {
    didSet {
      let name = delegate.map { Trace.typeName(of: $0) } ?? "nil"
      // Clearing the delegate is the cleanup the guide asks for, not a use.
      if delegate != nil { noteUse("delegate") }
      simulation.record(
        .property, actor: ownerActor, object: traceName, name: .delegate, detail: name,
        fields: ["cleared": .flag(delegate == nil)])
    }
  }
  /// Whether the ad has content that can be presented.
  @exclusivity(unchecked) public internal(set) var isLoaded = false
  /// Whether an ad the user tapped covers the app now.
  @exclusivity(unchecked) public internal(set) var isActionInProgress = false

  /// The ad's name in the trace, for example `ADInterstitialAd#1`.
  @exclusivity(unchecked) public private(set) var traceName = "ADInterstitialAd"
  /// The line the ad ends as it goes, which the simulation reads to know it released.
  let lifeline = Lifeline()
  let simulation: Simulation
  @exclusivity(unchecked) var presentation = Presentation.none
  @exclusivity(unchecked) var expiryTimer: Simulation.TimerID?
  @exclusivity(unchecked) var expiryDue = false
  @exclusivity(unchecked) var hasEnded = false
  /// Whether the delegate has returned from the unload or failure callback; a use of the
  /// ad after that is recorded as a misuse (inside the callback, clearing the delegate is
  /// what the app should do).
  @exclusivity(unchecked) var endNotified = false
  /// What the framework made the ad for (the view controller additions); `nil` for the app's.
  @exclusivity(unchecked) var frameworkPurpose: String?

  /// Who the trace names for changes to the ad: the SDK for its own, else the app.
  var ownerActor: Trace.Event.Actor { frameworkPurpose == nil ? .app : .sdk }

  /// How an ad is on show.
  enum Presentation {
    case none
    case modal(ADInterstitialViewController)
    case inView(host: WeakView, content: ADInterstitialContentView)
  }

  /// A weak reference to the app's host view.
  struct WeakView {
    weak var view: UIView?
  }

  /// Creates an ad and starts its one load; on a phone before iOS 7 it is a misuse and
  /// stays empty.
  ///
  /// The ads the view controller additions make for themselves load on a phone too, as
  /// they did from iOS 7.
  public override init() {
    let simulation = Simulation.required(by: "ADInterstitialAd()")
    self.simulation = simulation
    let stage = IAdRunState.current(in: simulation)
    frameworkPurpose = stage.takeFrameworkPurpose()
    super.init()
    traceName = simulation.track(self, as: "ADInterstitialAd", lifeline: lifeline)
    simulation.record(
      .created, actor: ownerActor, object: traceName, name: .interstitialAdCreated,
      detail: frameworkPurpose ?? "")
    stage.adopt(self)
    guard simulation.device.idiom == .pad || simulation.device.systemVersion >= 7 || frameworkPurpose != nil else {
      simulation.record(
        .misuse, actor: .app, object: traceName, name: .interstitialAdCreated,
        detail: "before iOS 7 full-screen ads are for iPad only; the device would throw",
        fields: Trace.Event.raisingFields)
      hasEnded = true
      return
    }
    simulation.requestResponse { [held = lifeline.hold(self)] response in
      guard let self = held.value else { return }
      simulation.schedule(after: response.latency, "\(self.traceName) answer") { [held = self.lifeline.hold(self)] in
        held.value?.receive(response)
      }
    }
  }

  func receive(_ response: Script.Response) {
    guard !hasEnded else { return }
    switch response.outcome {
    case .fill:
      simulation.record(.callback, actor: .sdk, object: traceName, name: .interstitialAdWillLoad)
      delegate?.interstitialAdWillLoad(self)
      isLoaded = true
      let lifetime =
        simulation.script.interstitialLifetime
        ?? .seconds(simulation.randomNumber(in: 300...900))
      expiryTimer = simulation.schedule(after: lifetime, "\(traceName) expiry") { [held = lifeline.hold(self)] in
        held.value?.expire()
      }
      simulation.record(
        .callback, actor: .sdk, object: traceName, name: .interstitialAdDidLoad,
        detail: "isLoaded = true; expires after \(lifetime.secondsText) s")
      delegate?.interstitialAdDidLoad(self)
    case .fail(let code):
      fail(with: ADError(ADError.Code(rawValue: code) ?? .unknown))
    }
  }

  /// Reports an error: one callback, the content unloaded, and no unload callback after it.
  func fail(with error: ADError) {
    hasEnded = true
    isLoaded = false
    removeContent()
    simulation.record(
      .callback, actor: .sdk, object: traceName, name: .interstitialAdDidFailWithError,
      detail: error.description)
    delegate?.interstitialAd(self, didFailWithError: error)
    endNotified = true
  }

  /// Unloads the content and tells the delegate.
  func unload(reason: String) {
    guard isLoaded else { return }
    isLoaded = false
    hasEnded = true
    expiryDue = false
    if let expiryTimer { simulation.cancel(expiryTimer) }
    expiryTimer = nil
    removeContent()
    simulation.record(
      .callback, actor: .sdk, object: traceName, name: .interstitialAdDidUnload, detail: reason)
    delegate?.interstitialAdDidUnload(self)
    endNotified = true
  }

  /// Records a use of the ad after it unloaded or failed, which the app should never make.
  func noteUse(_ member: String) {
    simulation.noteUse(of: traceName, member)
    guard endNotified else { return }
    simulation.record(
      .observation, actor: .app, object: traceName, name: .usedAfterItEnded, detail: member)
  }

  isolated deinit {
    lifeline.end()
    if let expiryTimer { simulation.cancel(expiryTimer) }
  }
}
