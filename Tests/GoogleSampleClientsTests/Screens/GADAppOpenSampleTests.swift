import AdContracts
import FakeUIKit
import Testing

// Google's AppOpen sample with the GAD names, plugged in through the public subject API
// with hooks made of the sample's own button and timer actions.

let gadAppOpen = Subject.appOpen(
  "GADAppOpenSampleAppDelegate", readsTimeFromContext: false,
  isLoadingScreenUp: { $0.window?.rootViewController is GADAppOpenSampleSplashViewController }
) { (_: Subject.Context) -> GADAppOpenSampleAppDelegate in
  // The Main storyboard's work on a device: its navigation controller scene, and a key
  // window whose root is the splash, the initial scene.
  UIStoryboard.register(
    name: "Main",
    scenes: ["NavigationController": { UINavigationController(rootViewController: GADAppOpenSampleMainViewController()) }])
  let app = GADAppOpenSampleAppDelegate()
  let window = UIWindow(frame: UIScreen.main.bounds)
  window.rootViewController = GADAppOpenSampleSplashViewController()
  window.makeKeyAndVisible()
  app.window = window
  return app
}

@Suite("Google's samples, GAD names: AppOpen")
struct GADAppOpenSampleTests {
  @Test func appOpen() async {
    await expectVerdicts(of: gadAppOpen, VerdictTable(catalogue: AppOpenContracts.all, exceptions: [:]))
  }
}
