import FakeGoogleMobileAds
import FakeUIKit
import Foundation

/// Independent app open client: the same app as `GoogleStyleAppDelegate`, but with the
/// manager where Google's example keeps it, in `static let shared`, reading `Date()`.
///
/// On a device that is right: one process, one app. Under the harness every rule runs
/// in a new simulation in the same process, so the manager (its flags, its ad, its load
/// time) outlives the simulation that filled it. This client shows what the catalogue
/// makes of that.
extension GoogleStyleAppOpenAdManager {
  /// The app-wide manager, as in Google's example.
  static let shared = GoogleStyleAppOpenAdManager()
}
