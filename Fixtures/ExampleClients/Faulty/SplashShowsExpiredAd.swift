import FakeUIKit
import Foundation

/// An app whose ad manager counts any ad it holds as available, however long ago it loaded.
///
/// Breaks `gma.app-open.never-presents-expired`: back from four hours in the background, it
/// presents the ad it loaded at launch instead of dropping it and loading a fresh one.
open class SplashShowsExpiredAd: SplashAppDelegate {
  /// The rule this client breaks.
  nonisolated override open class var violates: [String] { ["gma.app-open.never-presents-expired"] }
  /// What the client does wrong.
  nonisolated override open class var summary: String {
    "An app that presents app open ads without checking their four-hour lifetime."
  }

  override class func makeManager(now: @escaping () -> Date) -> AppOpenAdManager {
    Manager(now: now)
  }

  /// A manager whose availability check forgets the ad's age.
  final class Manager: AppOpenAdManager {
    /// Whether an ad is in hand, fresh or not.
    override var isAdAvailable: Bool { appOpenAd != nil }
  }
}
