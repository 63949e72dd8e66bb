import AdSimulation

extension InterstitialRun {
  /// Answers and time; the app's natural breaks; a tap while an ad is presented and a
  /// close while one covers the app; the lifecycle, rotations the app supports, memory
  /// warnings and, when the subject has the hook, urgent events.
  func explorationMenu() -> Exploration.Menu {
    var menu = Exploration.Menu.basic(
      for: simulation, failureCodes: Exploration.Menu.iAdFailureCodes, orientations: orientations)
    let covered = isActionInProgress || isPresentedModally
    // The app reaches no natural break while an ad covers it: the game behind is paused.
    menu.add(.transition, weight: hasTransition && !covered ? 3 : 0)
    menu.add(.tap, weight: isActionInProgress ? 0 : hasTappableAd ? 6 : 1)
    menu.add(.close, weight: covered ? 5 : 0)
    menu.add(.urgentEvent, weight: setup.urgentEvent == nil ? 0 : covered ? 2 : 1)
    menu.addLifecycle()
    menu.add(.rotate, weight: devices.rotates ? 1 : 0)
    menu.add(.memoryWarning, weight: 1)
    return menu
  }
}
