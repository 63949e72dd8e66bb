import AdSimulation
import FakeUIKit
import Foundation

/// An app open ad: loaded ahead of time, shown when the app comes to the foreground.
///
/// Loads are answered by the script per ad unit id. The SDK notes each ad's load time on
/// the virtual clock, so a contract can see an ad shown four hours or more after it
/// loaded. Expiry is the app's own four-hour check, not an SDK event, so the script's
/// `expire` step moves the clock to the moment the oldest ad the app holds, loaded and not
/// yet presented, turns four hours old (``validity``). An ad can be presented once: a
/// second presentation fails with code 18 (already used), one while another full-screen
/// ad is up or from a controller outside a window with code 17. The v12 names
/// (`AppOpenAd`, `load(with:request:)`, `present(from:)`) are the same class.
@MainActor
public final class GADAppOpenAd: NSObject, GADFullScreenPresentingAd {
  /// The object told about the ad's presentation; held weakly, as the real SDK does.
  public weak var fullScreenContentDelegate: (any GADFullScreenContentDelegate)? {
    didSet {
      let name = fullScreenContentDelegate.map { String(describing: type(of: $0)) } ?? "nil"
      simulation.noteUse(of: traceName, "fullScreenContentDelegate")
      simulation.record(
        .property, actor: .app, object: traceName, name: .fullScreenContentDelegate, detail: name)
    }
  }
  /// The ad unit the ad was loaded for.
  public let adUnitID: String
  /// Where the ad came from.
  public let responseInfo: GADResponseInfo
  /// When the ad loaded, on the simulation's clock.
  public let loadedAt: VirtualClock.Instant
  /// The ad's name in the trace, for example `GADAppOpenAd#1`.
  public private(set) var traceName = "GADAppOpenAd"
  /// Whether the ad has been presented (or its presentation tried and begun).
  public internal(set) var hasBeenPresented = false
  let simulation: Simulation
  var presentedController: UIViewController?

  init(adUnitID: String, simulation: Simulation) {
    self.adUnitID = adUnitID
    self.simulation = simulation
    loadedAt = simulation.clock.now
    // Numbered per simulation, so two ads that fill at the same instant differ, as real ones do.
    let responseNumber = GoogleStage.current(in: simulation).nextResponseNumber()
    responseInfo = GADResponseInfo(
      identifier: "response-\(responseNumber)-\(simulation.clock.now.offset.wholeMilliseconds)")
    super.init()
    traceName = simulation.track(self, as: "GADAppOpenAd")
  }

  /// Loads an app open ad for the unit and orientation, the v8–v10 way (removed in v11).
  ///
  /// The orientation does not change the scripted answer; the call is the same load.
  public static func load(
    withAdUnitID adUnitID: String, request: GADRequest?, orientation: UIInterfaceOrientation,
    completionHandler: @escaping @MainActor (GADAppOpenAd?, (any Error)?) -> Void
  ) {
    load(withAdUnitID: adUnitID, request: request, completionHandler: completionHandler)
  }

  /// Loads an app open ad for the unit and calls the handler on the main actor.
  ///
  /// - Parameters:
  ///   - adUnitID: The ad unit; under test, one of ``GoogleTestAdUnits``.
  ///   - request: The request; its contents do not change the scripted answer.
  ///   - completionHandler: Gets the ad, or the error in `GADErrorDomain`.
  public static func load(
    withAdUnitID adUnitID: String, request: GADRequest?,
    completionHandler: @escaping @MainActor (GADAppOpenAd?, (any Error)?) -> Void
  ) {
    let simulation = Simulation.required(by: "GADAppOpenAd.load(withAdUnitID:request:)")
    let test = GoogleTestAdUnits.isTestUnit(adUnitID) ? "test unit" : "live unit"
    simulation.record(
      .call, actor: .app, object: "GADAppOpenAd", name: .loadWithAdUnitIDRequest,
      detail: "\(adUnitID) (\(test))",
      fields: ["adUnitID": .text(adUnitID), "testUnit": .flag(GoogleTestAdUnits.isTestUnit(adUnitID))])
    guard GoogleTestAdUnits.isWellFormed(adUnitID) else {
      // The device rejects a malformed id at once, without asking the network.
      let code = GADErrorCode.invalidRequest.rawValue
      let message = GADErrorCode.invalidRequest.message
      Task { @MainActor in
        simulation.record(
          .callback, actor: .sdk, object: "GADAppOpenAd", name: .loadCompletion,
          detail: "error \(code): \(message)", fields: ["loaded": .flag(false), "code": .integer(code)])
        completionHandler(nil, NSError.googleMobileAds(code, message))
      }
      return
    }
    simulation.requestResponse(adUnit: adUnitID) { response in
      simulation.schedule(after: response.latency, "GADAppOpenAd load \(adUnitID)") {
        switch response.outcome {
        case .fill:
          let ad = GADAppOpenAd(adUnitID: adUnitID, simulation: simulation)
          simulation.record(
            .created, actor: .sdk, object: ad.traceName, name: .appOpenAdCreated, detail: adUnitID)
          simulation.record(
            .callback, actor: .sdk, object: ad.traceName, name: .loadCompletion,
            detail: "\(ad.traceName) loaded", fields: ["loaded": .flag(true)])
          completionHandler(ad, nil)
        case .fail(let code):
          let message = GADErrorCode(rawValue: code)?.message ?? "Request Error: The request failed."
          simulation.record(
            .callback, actor: .sdk, object: "GADAppOpenAd", name: .loadCompletion,
            detail: "error \(code): \(message)", fields: ["loaded": .flag(false), "code": .integer(code)])
          completionHandler(nil, NSError.googleMobileAds(code, message))
        }
      }
    }
  }

  /// Loads an app open ad for the unit.
  ///
  /// A load still waiting for its scripted answer when the simulation ends never returns:
  /// the run is over, as if the app had been terminated.
  ///
  /// - Throws: The load error, in `GADErrorDomain`.
  public static func load(withAdUnitID adUnitID: String, request: GADRequest?) async throws
    -> GADAppOpenAd
  {
    try await withUnsafeThrowingContinuation { continuation in
      load(withAdUnitID: adUnitID, request: request) { ad, error in
        if let ad {
          continuation.resume(returning: ad)
        } else {
          continuation.resume(throwing: error ?? NSError.googleMobileAds(11, "Internal error."))
        }
      }
    }
  }

  /// How long ago, on the simulation's clock, the ad loaded.
  public var age: Duration { loadedAt.duration(to: simulation.clock.now) }
}

/// The v12 name of ``GADAppOpenAd``.
public typealias AppOpenAd = GADAppOpenAd
