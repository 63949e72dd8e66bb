import AdSimulation
import FakeUIKit

extension ADInterstitialAd {
  /// Ends the ad's action at once; the delegate hears nothing, so the app resumes itself.
  public func cancelAction() {
    simulation.record(.call, actor: .app, object: traceName, name: .cancelAction)
    noteUse("cancelAction()")
    guard isActionInProgress else { return }
    isActionInProgress = false
    simulation.record(.observation, actor: .sdk, object: traceName, name: .adUncoversTheApp, detail: "cancelled")
    afterAction()
  }

  /// Whether a tap now would reach this ad.
  var isTappable: Bool { isLoaded && isVisible && !isActionInProgress }

  /// The user taps the ad: the delegate decides, then the ad covers the app or leaves it.
  func tap(willLeave: Bool) {
    let call = simulation.record(
      .callback, actor: .sdk, object: traceName,
      name: .interstitialAdActionShouldBeginWillLeaveApplication, detail: "willLeave: \(willLeave)")
    let allowed =
      delegate?.interstitialAdActionShouldBegin(self, willLeaveApplication: willLeave) ?? true
    simulation.amend(
      call, detail: "willLeave: \(willLeave) → \(allowed)",
      fields: ["willLeave": .flag(willLeave), "allowed": .flag(allowed)])
    guard allowed else { return }
    if willLeave {
      simulation.record(.observation, actor: .sdk, object: traceName, name: .adOpensAnotherApp)
      UIApplication.shared.enterBackground()
    } else {
      isActionInProgress = true
      simulation.record(.observation, actor: .sdk, object: traceName, name: .adCoversTheApp)
    }
  }

  /// Uncovers the app and tells the delegate the action finished.
  func endAction(reason: String) {
    guard isActionInProgress else { return }
    isActionInProgress = false
    simulation.record(.observation, actor: .sdk, object: traceName, name: .adUncoversTheApp, detail: reason)
    simulation.record(.callback, actor: .sdk, object: traceName, name: .interstitialAdActionDidFinish)
    delegate?.interstitialAdActionDidFinish(self)
    afterAction()
  }

  private func afterAction() {
    if expiryDue { checkHost() }
    if expiryDue, case .none = presentation { unload(reason: "expired") }
  }
}
