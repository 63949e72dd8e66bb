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
    simulation.noteUse(of: traceName, "canPresent(fromRootViewController:)")
    simulation.record(.call, actor: .app, object: traceName, name: .canPresentFromRootViewController)
    if let error = presentationError(from: rootViewController) { throw error }
  }

  /// Presents the ad over the controller, or over the key window's top controller for `nil`.
  ///
  /// On success the delegate hears adWillPresentFullScreenContent then
  /// adDidRecordImpression; otherwise ad(_:didFailToPresentFullScreenContentWithError:).
  public func present(fromRootViewController rootViewController: UIViewController?) {
    simulation.noteUse(of: traceName, "present(fromRootViewController:)")
    simulation.record(
      .call, actor: .app, object: traceName, name: .presentFromRootViewController,
      detail: "\(age.secondsText) s after load; delegate \(fullScreenContentDelegate == nil ? "not set" : "set")",
      fields: ["age": .duration(age), "delegateSet": .flag(fullScreenContentDelegate != nil)])
    if let error = presentationError(from: rootViewController) ?? adapterFailure() {
      simulation.record(
        .callback, actor: .sdk, object: traceName,
        name: .adDidFailToPresentFullScreenContentWithError,
        detail: "error \(error.code): \(error.localizedDescription)")
      fullScreenContentDelegate?.ad(self, didFailToPresentFullScreenContentWithError: error)
      return
    }
    hasBeenPresented = true
    let root = rootViewController ?? GoogleStage.topViewController()
    simulation.record(.callback, actor: .sdk, object: traceName, name: .adWillPresentFullScreenContent)
    fullScreenContentDelegate?.adWillPresentFullScreenContent(self)
    let controller = GADFullScreenViewController()
    presentedController = controller
    root?.present(controller, animated: true)
    GoogleStage.current(in: simulation).presented = self
    simulation.record(.callback, actor: .sdk, object: traceName, name: .adDidRecordImpression)
    fullScreenContentDelegate?.adDidRecordImpression(self)
  }

  /// Makes the next presentation of any app open ad fail with code 22, as a mediation
  /// adapter can at the moment of showing; `canPresent` cannot foresee it.
  package static func failNextPresentation(in simulation: Simulation) {
    GoogleStage.current(in: simulation).failsNextPresentation = true
    simulation.record(
      .observation, actor: .sdk, name: .nextPresentationFails, detail: "a mediation adapter will fail to show")
  }

  /// The failure ``failNextPresentation(in:)`` arranged, once.
  private func adapterFailure() -> NSError? {
    let stage = GoogleStage.current(in: simulation)
    guard stage.failsNextPresentation else { return nil }
    stage.failsNextPresentation = false
    return .googleMobileAds(
      GADPresentationErrorCode.mediation.rawValue,
      "A mediation ad network adapter failed to present the ad.")
  }

  func presentationError(from rootViewController: UIViewController?) -> NSError? {
    if hasBeenPresented {
      return .googleMobileAds(GADPresentationErrorCode.codeAdAlreadyUsed.rawValue, "Ad has already been used.")
    }
    let stage = GoogleStage.current(in: simulation)
    if let other = stage.presented, other !== self {
      return .googleMobileAds(
        GADPresentationErrorCode.codeInternal.rawValue,
        "Another full-screen ad, \(other.traceName), is already presented.")
    }
    guard let root = rootViewController ?? GoogleStage.topViewController(), root.view.window != nil
    else {
      return .googleMobileAds(
        GADPresentationErrorCode.codeInternal.rawValue, "The provided view controller is not being presented.")
    }
    if root.presentedViewController != nil {
      return .googleMobileAds(
        GADPresentationErrorCode.codeInternal.rawValue,
        "The provided view controller is already presenting another view controller.")
    }
    return nil
  }

  /// The user taps the ad.
  func click() {
    simulation.record(.callback, actor: .sdk, object: traceName, name: .adDidRecordClick)
    fullScreenContentDelegate?.adDidRecordClick(self)
  }

  /// The user closes the ad.
  func dismissByUser() {
    simulation.record(.callback, actor: .sdk, object: traceName, name: .adWillDismissFullScreenContent)
    fullScreenContentDelegate?.adWillDismissFullScreenContent(self)
    presentedController?.dismiss(animated: true)
    presentedController = nil
    GoogleStage.current(in: simulation).presented = nil
    simulation.record(.callback, actor: .sdk, object: traceName, name: .adDidDismissFullScreenContent)
    fullScreenContentDelegate?.adDidDismissFullScreenContent(self)
  }

  // MARK: v12 names

  /// Loads an app open ad for the unit (the v12 name).
  public static func load(
    with adUnitID: String, request: Request?,
    completionHandler: @escaping @MainActor (AppOpenAd?, (any Error)?) -> Void
  ) {
    load(withAdUnitID: adUnitID, request: request, completionHandler: completionHandler)
  }

  /// Loads an app open ad for the unit (the v12 name).
  ///
  /// - Throws: The load error, in `GADErrorDomain`.
  public static func load(with adUnitID: String, request: Request?) async throws -> AppOpenAd {
    try await load(withAdUnitID: adUnitID, request: request)
  }

  /// Checks whether the ad could be presented now (the v12 name).
  public func canPresent(from viewController: UIViewController?) throws {
    try canPresent(fromRootViewController: viewController)
  }

  /// Presents the ad (the v12 name).
  public func present(from viewController: UIViewController?) {
    present(fromRootViewController: viewController)
  }
}

/// The view controller an app open ad is shown in.
final class GADFullScreenViewController: UIViewController {}
