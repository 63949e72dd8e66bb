import AdSimulation
import FakeUIKit
import Foundation

/// The main-actor side of one ``GADAdLoader``.
///
/// It keeps the loader's delegate, its load and the answer the script gives it.
@MainActor
final class GoogleAdLoaderState {
  let simulation: Simulation
  let adUnitID: String
  let adTypes: [GADAdLoaderAdType]
  let options: GoogleNativeLoadOptions
  /// The controller the loader's ads present a click's screen over; held weakly.
  @exclusivity(unchecked) weak var rootViewController: UIViewController?
  /// The loader's name in the trace, for example `GADAdLoader#1`.
  @exclusivity(unchecked) private(set) var traceName = "GADAdLoader"
  /// The loader the delegate hears about.
  var loader: GADAdLoader? { heldLoader?.value }
  @exclusivity(unchecked) private var heldLoader: Lifeline.Held<GADAdLoader>?
  /// The line the loader ends as it goes (in its `deinit`).
  let lifeline = Lifeline()
  /// The object told about the load; held weakly, as the real SDK does.
  @exclusivity(unchecked) private(set) weak var delegate: (any GADAdLoaderDelegate)?
  /// The type of the delegate the app last set, until a callback finds it released.
  @exclusivity(unchecked) private var setDelegateName: String?
  /// Whether a load is under way.
  @exclusivity(unchecked) var isLoading = false
  /// Counts loads; an answer for an earlier load than the last is dropped.
  @exclusivity(unchecked) var requestNumber = 0
  @exclusivity(unchecked) var pendingAnswer: Simulation.TimerID?
  /// The answer on its way, handed back to the script if the loader is released first.
  @exclusivity(unchecked) var pendingResponse: Script.Response?

  init(
    simulation: Simulation, adUnitID: String, rootViewController: UIViewController?, adTypes: [GADAdLoaderAdType],
    options: GoogleNativeLoadOptions
  ) {
    self.simulation = simulation
    self.adUnitID = adUnitID
    self.rootViewController = rootViewController
    self.adTypes = adTypes
    self.options = options
  }

  isolated deinit {
    if let pendingAnswer { simulation.cancel(pendingAnswer) }
    if let pendingResponse, !simulation.isFinished { simulation.resupply(pendingResponse) }
  }

  /// The ad types as the trace writes them.
  var adTypesText: String { adTypes.map(\.rawValue).joined(separator: ", ") }

  /// Tracks the loader in the simulation and records its creation.
  func attach(to loader: GADAdLoader) {
    heldLoader = lifeline.hold(loader)
    traceName = simulation.track(loader, as: "GADAdLoader", lifeline: lifeline)
    let isTest = GoogleTestAdUnits.isTestUnit(adUnitID)
    simulation.record(
      .created, actor: .app, object: traceName, name: .adLoaderCreated,
      detail:
        "\(traceName) for \(adUnitID) (\(isTest ? "test unit" : "live unit")), adTypes [\(adTypesText)], "
        + "options: \(options.traceText)",
      fields: [
        "adUnitID": .text(adUnitID), "testUnit": .flag(isTest), "adTypes": .text(adTypesText),
        "rootViewControllerSet": .flag(rootViewController != nil), "numberOfAds": .integer(options.numberOfAds),
        "options": .text(options.traceText),
      ])
  }

  func setDelegate(_ newValue: (any GADAdLoaderDelegate)?) {
    delegate = newValue
    let name = newValue.map { Trace.typeName(of: $0) } ?? "nil"
    setDelegateName = newValue == nil ? nil : name
    simulation.noteUse(of: traceName, "delegate")
    simulation.record(
      .property, actor: .app, object: traceName, name: .adLoaderDelegate, detail: name,
      fields: [
        "cleared": .flag(newValue == nil), "nativeDelegate": .flag(newValue is any GADNativeAdLoaderDelegate),
      ])
  }

  /// Calls the delegate with the loader, recording once that it is gone if the app let it
  /// go.
  func tellDelegate(_ call: (any GADAdLoaderDelegate, GADAdLoader) -> Void) {
    if delegate == nil, let lost = setDelegateName {
      setDelegateName = nil
      simulation.record(
        .observation, actor: .sdk, object: traceName, name: .adLoaderDelegateGone,
        detail: "\(lost) was released; the ad loader holds its delegate weakly")
    }
    guard let delegate, let loader else { return }
    call(delegate, loader)
  }
}
