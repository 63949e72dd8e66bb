import AdSimulation

extension BannerRun {
  /// Answers and time; a tap while a loaded banner is on screen and a close while its ad
  /// covers the app; the lifecycle, rotations the app supports, memory warnings and, when
  /// the subject has the hook, urgent events; and, while no ad covers them, the screens.
  func explorationMenu() -> Exploration.Menu {
    var menu = Exploration.Menu.basic(
      for: simulation, failureCodes: Exploration.Menu.iAdFailureCodes, orientations: orientations)
    // The live banners are looked up once: the menu is made before every step.
    let banners = self.banners
    let covered = banners.contains(where: \.isBannerViewActionInProgress)
    let loadedOnScreen = banners.contains { $0.isBannerLoaded && $0.isOnScreen }
    menu.add(.tap, weight: covered ? 0 : loadedOnScreen ? 6 : 1)
    menu.add(.close, weight: covered ? 5 : 0)
    menu.add(.urgentEvent, weight: setup.urgentEvent == nil ? 0 : covered ? 2 : 1)
    menu.add(.busyMoment, weight: setup.busyMoment == nil || covered ? 0 : 1)
    menu.addLifecycle()
    menu.add(.rotate, weight: devices.rotates ? 1 : 0)
    menu.add(.memoryWarning, weight: 1)
    // The user cannot move between the app's screens while an ad covers them.
    guard !covered else { return menu }
    menu.add(.navigateAway, weight: topAdScreen != nil ? 1 : 0)
    menu.add(.navigateBack, weight: (navigation?.viewControllers.count ?? 0) > 1 ? 3 : 0)
    menu.add(.navigateToNextAdScreen, weight: setup.adScreens == .several ? 1 : 0)
    return menu
  }
}
