import AdSimulation
import FakeUIKit

/// The Google Mobile Ads state of one simulation: the ad on screen and the step drivers
/// of any format (tap, close, and expire, which moves the clock to the end of the life of
/// the first ad the app holds).
@MainActor
final class GoogleRunState {
  unowned let simulation: Simulation
  /// The full-screen ad on screen now, whatever its format, if any.
  @exclusivity(unchecked) var presented: GoogleFullScreenCore?
  /// Whether the next presentation fails in a mediation adapter, past `canPresent`.
  @exclusivity(unchecked) var failsNextPresentation = false
  /// How many presentations have reached the mediation adapter so far.
  @exclusivity(unchecked) private var adapterPresentations = 0
  /// How many ads have filled so far; it numbers their response identifiers.
  @exclusivity(unchecked) private var responseCount = 0

  init(simulation: Simulation) {
    self.simulation = simulation
    simulation.addDriver(for: .tap) { [unowned self] _ in
      guard let presented else { return false }
      presented.click()
      return true
    }
    simulation.addDriver(for: .close) { [unowned self] _ in
      guard let presented else { return false }
      presented.dismissByUser()
      return true
    }
    simulation.addDriver(for: .expire) { [unowned self] _ in
      await GoogleFullScreenCore.moveToNextExpiry(in: self.simulation)
    }
  }

  static func current(in simulation: Simulation) -> GoogleRunState {
    simulation.shared(GoogleRunState.self) { GoogleRunState(simulation: simulation) }
  }

  /// The failure ``GoogleFullScreenBehaviour/failNextPresentation(in:)`` arranged, once,
  /// or the one the script's `failingPresentations` names.
  func takeAdapterFailure() -> NSError? {
    adapterPresentations += 1
    let scheduled = simulation.script.failingPresentations.contains(adapterPresentations)
    guard failsNextPresentation || scheduled else { return nil }
    failsNextPresentation = false
    return .googleMobileAds(
      GADPresentationErrorCode.mediation.rawValue, "A mediation ad network adapter failed to present the ad.")
  }

  /// The number of the next ad response, counting from 1.
  func nextResponseNumber() -> Int {
    responseCount += 1
    return responseCount
  }

  /// The key window's top view controller: its root, then whatever that presents.
  static func topViewController() -> UIViewController? {
    var top = UIApplication.shared.keyWindow?.rootViewController
    while let presented = top?.presentedViewController { top = presented }
    return top
  }
}

extension Simulation {
  /// Whether a Google full-screen ad of any format covers the app now.
  package var googleFullScreenAdIsShowing: Bool {
    GoogleRunState.current(in: self).presented != nil
  }
}
