import AdSimulation

extension ADBannerView {
  /// The banner's ad expires now, for the script's `expire` step.
  ///
  /// A loaded banner loses its ad: `isBannerLoaded` becomes false and the delegate hears
  /// `bannerView(_:didFailToReceiveAdWithError:)` with `ADError.adUnloaded` (7). Its next
  /// refresh stays as scheduled, as after any answer. While an action covers the app, the
  /// ad the user is engaged with stays until the action ends, and the banner loses it
  /// just after `bannerViewActionDidFinish`: the banner does not cycle during an action,
  /// and a full-screen ad's expiry likewise waits for its action to end.
  ///
  /// - Returns: Whether the banner had an ad to lose.
  func expireAd() -> Bool {
    guard isBannerLoaded else { return false }
    guard isBannerViewActionInProgress else {
      unloadExpiredAd()
      return true
    }
    if !unloadsWhenActionEnds {
      unloadsWhenActionEnds = true
      simulation.record(
        .observation, actor: .sdk, object: traceName, name: .adExpired,
        detail: "unloads when the action ends")
    }
    return true
  }

  /// Takes the expired ad away with error 7 and keeps the banner cycling.
  func unloadExpiredAd() {
    unloadsWhenActionEnds = false
    guard isBannerLoaded else { return }
    fail(with: ADError(.adUnloaded))
    scheduleNextCycle()
  }
}
