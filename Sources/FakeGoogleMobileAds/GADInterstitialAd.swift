import AdSimulation
import FakeUIKit
import Foundation

/// An interstitial ad: a full-screen ad the app loads ahead and shows at a natural break,
/// such as between two levels of a game.
///
/// Loads are answered by the script per ad unit id. The ad is used once: it shares
/// ``GoogleFullScreenCore`` with every Google full-screen format, so a second presentation
/// fails with code 18 (already used), one while another full-screen ad is up or from a
/// controller outside a window with code 17. The SDK reports no expiry, so none is
/// simulated: a rule that needs the ad's age reads the load's time from the trace. The
/// v12 names (`InterstitialAd`, `load(with:request:)`, `present(from:)`) are the same class.
public final class GADInterstitialAd: NSObject, GADFullScreenPresentingAd, GoogleFullScreenAd {
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
  /// The ad's name in the trace, for example `GADInterstitialAd#1`.
  public var traceName: String { Simulation.mainActor { [core] in core.traceName } }
  /// Whether the ad has been presented (or its presentation tried and begun).
  public var hasBeenPresented: Bool { Simulation.mainActor { [core] in core.hasBeenPresented } }

  @MainActor
  init(core: GoogleFullScreenCore) {
    self.core = core
    super.init()
    core.attach(to: self)
    core.lifetime = GoogleFullScreenBehaviour.current(in: core.simulation).lifetime
  }

  /// Loads an interstitial for the unit and calls the handler on the main actor with the
  /// ad or the error in `GADErrorDomain`.
  public static func load(
    withAdUnitID adUnitID: String, request: GADRequest?,
    completionHandler: @escaping (GADInterstitialAd?, (any Error)?) -> Void
  ) {
    let completionHandler = Unchecked(completionHandler)
    Simulation.mainActor {
      GoogleFullScreenCore.load(
        adUnitID: adUnitID, typeName: "GADInterstitialAd", call: .loadWithAdUnitIDRequest,
        created: .interstitialAdCreated,
        in: Simulation.required(by: "GADInterstitialAd.load(withAdUnitID:request:)"),
        make: GADInterstitialAd.init(core:), completionHandler: { ad, error in completionHandler.value(ad, error) })
    }
  }

  /// Loads an interstitial for the unit.
  ///
  /// - Throws: The load error, in `GADErrorDomain`.
  nonisolated(nonsending) public static func load(withAdUnitID adUnitID: String, request: GADRequest?) async throws
    -> GADInterstitialAd
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

  /// Checks whether the ad could be presented now, without presenting it.
  ///
  /// - Throws: The presentation error the ad would fail with.
  public func canPresent(fromRootViewController rootViewController: UIViewController?) throws {
    try Simulation.mainActor { [core] in
      try core.canPresent(from: rootViewController, call: .canPresentFromRootViewController)
    }
  }

  /// Presents the ad over the controller, or over the key window's top controller for `nil`.
  public func present(fromRootViewController rootViewController: UIViewController?) {
    Simulation.mainActor { [core] in
      _ = core.present(from: rootViewController, call: .presentFromRootViewController)
    }
  }

  // MARK: v12 names

  /// Loads an interstitial for the unit (the v12 name).
  public static func load(
    with adUnitID: String, request: Request?,
    completionHandler: @escaping (InterstitialAd?, (any Error)?) -> Void
  ) {
    GoogleSpelling.noteV12()
    load(withAdUnitID: adUnitID, request: request, completionHandler: completionHandler)
  }

  /// Loads an interstitial for the unit (the v12 name).
  ///
  /// - Throws: The load error, in `GADErrorDomain`.
  nonisolated(nonsending) public static func load(with adUnitID: String, request: Request?) async throws
    -> InterstitialAd
  {
    GoogleSpelling.noteV12()
    return try await load(withAdUnitID: adUnitID, request: request)
  }

  /// Checks whether the ad could be presented now (the v12 name).
  public func canPresent(from viewController: UIViewController?) throws {
    GoogleSpelling.noteV12()
    try canPresent(fromRootViewController: viewController)
  }

  /// Presents the ad (the v12 name).
  public func present(from viewController: UIViewController?) {
    GoogleSpelling.noteV12()
    present(fromRootViewController: viewController)
  }
}

/// The v12 name of ``GADInterstitialAd``.
public typealias InterstitialAd = GADInterstitialAd
