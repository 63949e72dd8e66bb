import AdSimulation
import FakeUIKit
import Foundation

/// Loads native ads for an ad unit and hands each one to its delegate.
///
/// The app makes a loader with the unit, a root view controller (where a click's screen
/// opens), the ad types (``GADAdLoaderAdType/native``) and options, sets ``delegate`` and
/// calls ``load(_:)``. The script's next response for the unit answers after its latency: a
/// fill calls `adLoader(_:didReceive:)` once per ad that comes (one, or as many as
/// ``GADMultipleAdsAdLoaderOptions`` asks for within ``GoogleNativeBehaviour``), a failure
/// calls `adLoader(_:didFailToReceiveAdWithError:)` with the code in `GADErrorDomain`; either
/// way `adLoaderDidFinishLoading` follows. Keep a strong reference to the loader while it
/// loads: one released early answers nothing. Not bound to an actor, as the SDK's
/// Objective-C class is not. The v12 name is ``AdLoader``.
public final class GADAdLoader: NSObject {
  let core: GoogleAdLoaderState

  deinit {
    core.lifeline.end()
  }

  /// The object told about the ads and the failure, a ``GADNativeAdLoaderDelegate`` for
  /// native ads; held weakly, as the real SDK does. Set it before ``load(_:)``.
  public var delegate: (any GADAdLoaderDelegate)? {
    get { Simulation.mainActor { [core] in core.delegate } }
    set {
      let delegate = Unchecked(newValue)
      Simulation.mainActor { [core] in core.setDelegate(delegate.value) }
    }
  }

  /// The ad unit the loader loads from.
  public var adUnitID: String { core.adUnitID }

  /// Whether a load is under way: from ``load(_:)`` until `adLoaderDidFinishLoading`.
  public var isLoading: Bool { Simulation.mainActor { [core] in core.isLoading } }

  /// The loader's name in the trace, for example `GADAdLoader#1`.
  public var traceName: String { Simulation.mainActor { [core] in core.traceName } }

  /// Creates a loader for the ad types of the unit.
  ///
  /// - Parameters:
  ///   - adUnitID: The ad unit to load from.
  ///   - rootViewController: The controller a clicked ad's full-screen view opens over;
  ///     `nil` lets the SDK use the one whose view shows the ad.
  ///   - adTypes: The kinds of ad to load; the simulation serves ``GADAdLoaderAdType/native``.
  ///   - options: Options for the loads, read now, or `nil` for the defaults.
  public init(
    adUnitID: String, rootViewController: UIViewController?, adTypes: [GADAdLoaderAdType],
    options: [GADAdLoaderOptions]?
  ) {
    let settings = GoogleNativeLoadOptions(options)
    let controller = Unchecked(rootViewController)
    core = Simulation.mainActor {
      GoogleAdLoaderState(
        simulation: Simulation.required(by: "GADAdLoader(adUnitID:rootViewController:adTypes:options:)"),
        adUnitID: adUnitID, rootViewController: controller.value, adTypes: adTypes, options: settings)
    }
    super.init()
    let loader = Unchecked(self)
    Simulation.mainActor { [core] in core.attach(to: loader.value) }
  }

  /// Loads ads and tells the delegate how the load went.
  ///
  /// A load while one is under way is ignored, as the SDK ignores it. A malformed unit id,
  /// ad types without ``GADAdLoaderAdType/native``, or fewer than one ad asked for fail just
  /// after with invalid-request (0).
  ///
  /// - Parameter request: The request; `nil` loads with an empty one. Its contents do not
  ///   change the scripted answer.
  public func load(_ request: GADRequest?) {
    Simulation.mainActor { [core] in core.load() }
  }
}

/// The v12 name of ``GADAdLoader``.
public typealias AdLoader = GADAdLoader
