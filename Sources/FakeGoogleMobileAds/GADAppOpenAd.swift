import AdSimulation
import FakeUIKit
import Foundation

/// An app open ad: loaded ahead of time, shown when the app comes to the foreground.
///
/// Loads are answered by the script per ad unit id. The SDK notes each ad's load time on
/// the virtual clock, so a rule can see an ad shown four hours or more after it
/// loaded. Expiry is the app's own four-hour check, not an SDK event, so the script's
/// `expire` step moves the clock to the moment the oldest ad the app holds, loaded and not
/// yet presented, turns four hours old (``validity``). An ad can be presented once: a
/// second presentation fails with code 18 (already used), one while another full-screen
/// ad is up or from a controller outside a window with code 17. The v12 names
/// (`AppOpenAd`, `load(with:request:)`, `present(from:)`) are the same class.
public final class GADAppOpenAd: NSObject, GADFullScreenPresentingAd, GoogleFullScreenAd {
  let core: GoogleFullScreenCore

  deinit {
    core.lifeline.end()
  }

  /// The object told about the ad's presentation, a ``GADFullScreenContentDelegate`` or a
  /// ``FullScreenContentDelegate``; held weakly, as the real SDK does.
  public var fullScreenContentDelegate: (any NSObjectProtocol)? {
    get { Simulation.mainActor { [core] in core.delegate } }
    set {
      let delegate = Unchecked(newValue)
      Simulation.mainActor { [core] in core.setDelegate(delegate.value) }
    }
  }
  /// The block told what each impression of the ad earned; the SDK calls it on the main
  /// actor once the ad records its impression.
  public var paidEventHandler: GADPaidEventHandler? {
    get { Simulation.mainActor { [core] in Unchecked(core.paidEventHandler) }.value }
    set {
      let handler = Unchecked(newValue)
      Simulation.mainActor { [core] in core.paidEventHandler = handler.value }
    }
  }
  /// The ad unit the ad was loaded for.
  public var adUnitID: String { core.adUnitID }
  /// Where the ad came from.
  public var responseInfo: GADResponseInfo { core.responseInfo }
  /// When the ad loaded, on the simulation's clock.
  public var loadedAt: VirtualClock.Instant { core.loadedAt }
  /// The ad's name in the trace, for example `GADAppOpenAd#1`.
  public var traceName: String { Simulation.mainActor { [core] in core.traceName } }
  /// Whether the ad has been presented (or its presentation tried and begun).
  public var hasBeenPresented: Bool { Simulation.mainActor { [core] in core.hasBeenPresented } }

  @MainActor
  init(core: GoogleFullScreenCore) {
    self.core = core
    super.init()
    core.attach(to: self)
  }

  /// Loads an app open ad for the unit and orientation, the v8–v10 way (removed in v11).
  ///
  /// The orientation does not change the scripted answer; the call is the same load.
  public static func load(
    withAdUnitID adUnitID: String, request: GADRequest?, orientation: UIInterfaceOrientation,
    completionHandler: @escaping (GADAppOpenAd?, (any Error)?) -> Void
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
    completionHandler: @escaping (GADAppOpenAd?, (any Error)?) -> Void
  ) {
    let completionHandler = Unchecked(completionHandler)
    Simulation.mainActor {
      GoogleFullScreenCore.load(
        adUnitID: adUnitID, typeName: "GADAppOpenAd", call: .loadWithAdUnitIDRequest, created: .appOpenAdCreated,
        in: Simulation.required(by: "GADAppOpenAd.load(withAdUnitID:request:)"), make: GADAppOpenAd.init(core:),
        completionHandler: { ad, error in completionHandler.value(ad, error) })
    }
  }

  /// Loads an app open ad for the unit.
  ///
  /// A load still waiting for its scripted answer when the simulation ends never returns:
  /// the run is over, as if the app had been terminated.
  ///
  /// - Throws: The load error, in `GADErrorDomain`.
  nonisolated(nonsending) public static func load(withAdUnitID adUnitID: String, request: GADRequest?) async throws
    -> GADAppOpenAd
  {
    try await withUnsafeThrowingContinuation { continuation in
      load(withAdUnitID: adUnitID, request: request) { ad, error in
        if let ad = Unchecked(ad).value {
          continuation.resume(returning: ad)
        } else {
          continuation.resume(throwing: error ?? NSError.googleMobileAds(11, "Internal error."))
        }
      }
    }
  }

  /// How long ago, on the simulation's clock, the ad loaded.
  public var age: Duration { Simulation.mainActor { [core] in core.age } }
}

/// The v12 name of ``GADAppOpenAd``.
public typealias AppOpenAd = GADAppOpenAd
