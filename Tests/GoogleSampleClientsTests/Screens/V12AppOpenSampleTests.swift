import AdContracts
import FakeUIKit
import Testing

// Google's AppOpen sample with the v12 names, plugged in through the public subject API
// with hooks made of the sample's own button and timer actions.

let v12AppOpen = Subject.appOpen(
  "AppOpenSampleAppDelegate", readsTimeFromContext: false,
  isLoadingScreenUp: { $0.window?.rootViewController is AppOpenSampleSplashViewController }
) { (_: Subject.Context) -> AppOpenSampleAppDelegate in
  // The Main storyboard's work on a device: its navigation controller scene, and a key
  // window whose root is the splash, the initial scene.
  // AppOpenSampleMainViewController does not compile yet (MISSING.md): until it does, a
  // plain screen stands in for it in the navigation controller; the app open rules never
  // look inside it.
  UIStoryboard.register(
    name: "Main",
    scenes: ["NavigationController": { UINavigationController(rootViewController: UIViewController()) }])
  let app = AppOpenSampleAppDelegate()
  let window = UIWindow(frame: UIScreen.main.bounds)
  window.rootViewController = AppOpenSampleSplashViewController()
  window.makeKeyAndVisible()
  app.window = window
  return app
}

@Suite("Google's samples, v12 names: AppOpen")
struct V12AppOpenSampleTests {
  @Test func appOpen() async {
    await expectVerdicts(of: v12AppOpen, VerdictTable(catalogue: AppOpenContracts.all, exceptions: [:]))
  }
}
