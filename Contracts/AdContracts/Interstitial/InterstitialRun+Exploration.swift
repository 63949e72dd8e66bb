import AdSimulation

extension InterstitialRun {
  /// Answers and time; the app's natural breaks; a tap while an ad is presented and a
  /// close while one covers the app; the lifecycle, rotations the app supports, memory
  /// warnings and, when the subject has the hooks, urgent events and the app's busy moment.
  func explorationMenu() -> Exploration.Menu {
    var menu = Exploration.Menu.basic(
      for: simulation, failureCodes: Exploration.Menu.iAdFailureCodes, orientations: orientations)
    // The live ads are looked up once: the menu is made before every step.
    let ads = self.ads
    let inAction = ads.contains(where: \.isActionInProgress)
    let covered = inAction || ads.contains(where: \.isPresentedModally)
    // The app reaches no natural break while an ad covers it: the game behind is paused.
    menu.add(.transition, weight: hasTransition && !covered ? 3 : 0)
    menu.add(.tap, weight: inAction ? 0 : Self.hasTappableAd(among: ads) ? 6 : 1)
    menu.add(.close, weight: covered ? 5 : 0)
    menu.add(.urgentEvent, weight: setup.urgentEvent == nil ? 0 : covered ? 2 : 1)
    menu.add(.busyMoment, weight: setup.busyMoment == nil || covered ? 0 : 1)
    menu.addLifecycle()
    menu.add(.rotate, weight: devices.rotates ? 1 : 0)
    menu.add(.memoryWarning, weight: 1)
    return menu
  }
}
