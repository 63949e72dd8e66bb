import AdSimulation

/// What a toy native ad tells the app: its ad arrived, or its request failed.
@MainActor
protocol NativeAdDelegate: AnyObject {
  /// The ad's assets arrived; the app may show it now.
  func nativeAdDidLoad(_ ad: NativeAd)
  /// The request failed with the network's error code.
  func nativeAd(_ ad: NativeAd, didFailToLoadWithCode code: Int)
}

/// A toy "native ad", faked in the test target: an ad whose assets the app lays out itself.
///
/// It exists to show that a kind of ad needs nothing from AdConformance's own sources but
/// their public API: it answers loads from the script, and records what the app does with
/// it, with typed fields, in the simulation's trace.
@MainActor
final class NativeAd {
  /// The object told when the ad loads or fails.
  weak var delegate: (any NativeAdDelegate)?
  /// Whether the ad's assets have arrived.
  private(set) var isLoaded = false
  /// The ad's name in the trace, such as `NativeAd#1`.
  private(set) var traceName = ""
  private let simulation: Simulation

  /// Creates an ad in the current simulation.
  init() {
    simulation = Simulation.required(by: "NativeAd()")
    traceName = simulation.track(self, as: "NativeAd")
    simulation.record(.created, actor: .app, object: traceName, name: "NativeAd()")
  }

  /// Asks the network for the ad's assets; the script's next response answers.
  func load() {
    simulation.record(.call, actor: .app, object: traceName, name: "load()")
    simulation.requestResponse { [weak self] response in
      guard let self else { return }
      simulation.schedule(after: response.latency, "NativeAd answer") { [weak self] in
        self?.answer(response)
      }
    }
  }

  /// Puts the ad's assets on screen; the app must wait for the load.
  func show() {
    simulation.record(
      .call, actor: .app, object: traceName, name: "show()",
      detail: isLoaded ? "" : "not loaded", fields: ["loaded": .flag(isLoaded)])
  }

  private func answer(_ response: Script.Response) {
    switch response.outcome {
    case .fill:
      isLoaded = true
      simulation.record(.callback, actor: .sdk, object: traceName, name: "nativeAdDidLoad(_:)")
      delegate?.nativeAdDidLoad(self)
    case .fail(let code):
      simulation.record(
        .callback, actor: .sdk, object: traceName, name: "nativeAd(_:didFailToLoadWithCode:)",
        detail: "code \(code)", fields: ["code": .integer(code)])
      delegate?.nativeAd(self, didFailToLoadWithCode: code)
    }
  }
}
