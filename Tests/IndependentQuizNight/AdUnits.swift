import Foundation

/// Ad unit IDs. These are Google's demo units; swap in the real ones before release.
enum AdUnits {
  static let interstitial = "ca-app-pub-3940256099942544/4411468910"
  static let rewarded = "ca-app-pub-3940256099942544/1712485313"
}

/// A loaded full-screen ad and when it arrived.
///
/// Interstitial and rewarded ads go stale about an hour after they load, so we
/// check before showing one.
struct LoadedAd<Ad> {
  let ad: Ad
  let loadedAt: Date

  static var lifetime: TimeInterval { 60 * 60 }

  func isFresh(at now: Date) -> Bool {
    now.timeIntervalSince(loadedAt) < Self.lifetime
  }
}
