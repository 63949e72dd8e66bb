import AdSimulation
import FakeUIKit
import Foundation

extension GADAppOpenAd {
  /// Checks whether the ad could be presented now, without presenting it.
  ///
  /// - Parameter rootViewController: The controller to present from; `nil` means the top
  ///   view controller of the key window.
  /// - Throws: The presentation error the ad would fail with.
  public func canPresent(fromRootViewController rootViewController: UIViewController?) throws {
    try Simulation.mainActor { [core] in
      try core.canPresent(from: rootViewController, call: .canPresentFromRootViewController)
    }
  }

  /// Presents the ad over the controller, or over the key window's top controller for `nil`.
  ///
  /// On success the delegate hears adWillPresentFullScreenContent then
  /// adDidRecordImpression; otherwise ad(_:didFailToPresentFullScreenContentWithError:).
  public func present(fromRootViewController rootViewController: UIViewController?) {
    Simulation.mainActor { [core] in
      _ = core.present(from: rootViewController, call: .presentFromRootViewController)
    }
  }

  /// Makes the next presentation of any full-screen ad fail with code 22; see
  /// ``GoogleFullScreenBehaviour/failNextPresentation(in:)``.
  @MainActor
  package static func failNextPresentation(in simulation: Simulation) {
    GoogleFullScreenBehaviour.failNextPresentation(in: simulation)
  }

  // MARK: v12 names

  /// Loads an app open ad for the unit (the v12 name).
  public static func load(
    with adUnitID: String, request: Request?,
    completionHandler: @escaping (AppOpenAd?, (any Error)?) -> Void
  ) {
    GoogleSpelling.noteV12()
    load(withAdUnitID: adUnitID, request: request, completionHandler: completionHandler)
  }

  /// Loads an app open ad for the unit (the v12 name).
  ///
  /// - Throws: The load error, in `GADErrorDomain`.
  nonisolated(nonsending) public static func load(with adUnitID: String, request: Request?) async throws -> AppOpenAd {
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
