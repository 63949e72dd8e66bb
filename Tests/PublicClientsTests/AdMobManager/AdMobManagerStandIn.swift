// Not a file of AdMobManager: the library's facade (`Sources/AdMobManager/Ad/AdMobManager.swift`
// at commit 86cd8bf522c9ead8e997d4d6168c68d61288fcba) reads its ad settings from Firebase Remote
// Config, which is out of scope. This stand-in keeps the two names the banner view calls,
// `AdMobManager.shared.getAd(type:name:)` and the `Banner` settings, filled by the test.

import Foundation

/// The part of the library's facade the banner view reaches for.
final class AdMobManager {
  /// The one facade, as in the library; each test sets its banners afresh.
  nonisolated(unsafe) static var shared = AdMobManager()

  enum OnceUsed: String {
    case native
    case banner
  }

  enum Reuse: String {
    case splash
    case appOpen
    case interstitial
    case rewarded
    case rewardedInterstitial
  }

  enum AdType {
    case onceUsed(_ type: OnceUsed)
    case reuse(_ type: Reuse)
  }

  /// The banner settings the remote configuration would have held.
  var banners: [Banner] = []

  func getAd(type: AdType, name: String) -> Any? {
    guard case .onceUsed(.banner) = type else { return nil }
    return banners.first(where: { $0.name == name })
  }
}

/// One banner's settings, with the fields of the library's `Banner` model.
struct Banner {
  let name: String
  let status: Bool
  let id: String
  let description: String?
  let anchored: String?
}
