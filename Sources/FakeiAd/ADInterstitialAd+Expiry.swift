import AdSimulation
import FakeUIKit

extension ADInterstitialAd {
  /// The content's time is up: unload now, or when the presentation allows.
  ///
  /// Not presented, the ad unloads at once. Presented in a view, it unloads at once if the
  /// view is off screen, otherwise as soon as the view leaves the screen. Presented
  /// modally, it unloads when the user dismisses it. While an action covers the app, the
  /// unload waits for the action to end.
  func expire() {
    expiryTimer = nil
    guard isLoaded, !expiryDue else { return }
    switch presentation {
    case .modal:
      expiryDue = true
      simulation.record(
        .observation, actor: .sdk, object: traceName, name: .contentExpired,
        detail: "unloads when the user dismisses it")
      return
    case .inView(let host, _):
      if isActionInProgress || host.view?.isOnScreen == true {
        expiryDue = true
        simulation.record(
          .observation, actor: .sdk, object: traceName, name: .contentExpired,
          detail: "unloads when its view leaves the screen")
        return
      }
    case .none:
      if isActionInProgress {
        expiryDue = true
        return
      }
    }
    unload(reason: "expired")
  }

  /// Ends the content's lifetime now, for the script's `expire` step, by the same rules as
  /// the end of its 5 to 15 minutes.
  ///
  /// - Returns: Whether the ad had loaded content that had not yet expired.
  func expireNow() -> Bool {
    guard isLoaded, !expiryDue else { return false }
    if let expiryTimer { simulation.cancel(expiryTimer) }
    expire()
    return true
  }
}
