import AdContracts
import FakeUIKit
import Testing

// Google's AppOpen sample with the v12 names, plugged in through the public subject API
// with hooks made of the sample's own button and timer actions.

// The manager's expiry check reads Date(), which reads the run's clock inside a run.
let v12AppOpen = Subject.googleAppOpen(
  "AppOpenSampleAppDelegate", readsTimeFromContext: true,
  isLoadingScreenUp: { $0.window?.rootViewController is AppOpenSampleSplashViewController }
) { (_: Subject.Context) -> AppOpenSampleAppDelegate in
  // The Main storyboard's work on a device: its navigation controller scene, and a key
  // window whose root is the splash, the initial scene.
  UIStoryboard.register(
    name: "Main",
    scenes: [
      "NavigationController": { UINavigationController(rootViewController: AppOpenSampleMainViewController()) }
    ])
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
    await expectVerdicts(of: SampleApps.launching(v12AppOpen), VerdictTable(
        catalogue: GoogleAppOpenRules.all,
        exceptions: [
          // Real: at launch didBecomeActive finds no ad, the manager completes at once and
          // the splash replaces itself with the main screen, so no loading screen is up once
          // the app has launched and the rule does not apply.
          "gma.app-open.dismisses-loading-screen": .notApplicable,
          // Real: the sample has no notion of returning users and shows app open ads from
          // a new user's first opens.
          "gma.app-open.waits-for-returning-users": .warn,
        ]))
  }
}
