import FakeSwiftUI
import FakeGoogleMobileAds
import FakeUserMessagingPlatform
import Foundation

/// The notes app's delegate: starts the Google Mobile Ads SDK and the first app open load.
final class NotesAppDelegate: NSObject, UIApplicationDelegate {
  /// The clock app open ads are aged by; a test gives its own before launch.
  var now: () -> Date = Date.init

  func application(
    _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
  ) -> Bool {
    MobileAds.shared.start(completionHandler: nil)
    AppOpenAdManager.shared.now = now
    AppOpenAdManager.shared.loadAd()
    return true
  }
}
