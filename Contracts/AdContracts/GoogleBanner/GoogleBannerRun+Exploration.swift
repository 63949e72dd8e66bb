import AdSimulation
import FakeGoogleMobileAds

extension GoogleBannerRun {
  /// Answers and time; a tap on a banner showing an ad and a close of the screen it
  /// opens; rotations the app supports, the lifecycle and memory warnings.
  func explorationMenu() -> Exploration.Menu {
    var menu = Exploration.Menu.basic(
      for: simulation, failureCodes: Exploration.Menu.googleFailureCodes, orientations: orientations)
    // The live banners are looked up once: the menu is made before every step.
    let banners = self.banners
    let opened = banners.contains(where: \.isShowingClickScreen)
    menu.add(.tap, weight: opened ? 0 : banners.contains(where: \.isClickable) ? 5 : 1)
    menu.add(.close, weight: opened ? 5 : 0)
    menu.addLifecycle()
    menu.add(.rotate, weight: devices.rotates ? 2 : 0)
    menu.add(.memoryWarning, weight: 1)
    return menu
  }
}
