import AdContracts
import ExampleClients
import FakeUIKit
import FakeiAd
import Testing

/// Rules whose ground changed with iOS follow the version a subject targets: from iOS 6 a
/// banner sizes itself (no content size identifiers to judge), from iOS 7 a phone shows
/// full-screen ads. A subject that declares no version is judged on iOS 7, the first a
/// Swift app runs on; the same client declaring the guides' iOS 5 is still held to them.
@Suite("iOS versions")
struct SystemVersionTests {
  static func banner(iOS: Int?) -> Subject {
    .iAdBannerScreen(
      "Swift3BannerViewController on iOS \(iOS.map(String.init) ?? "undeclared")", devices: .init(iOS: iOS),
      activitiesRunning: { $0.isMusicPlaying },
      recreatableMemory: { $0.artworkCacheBytes },
      urgentEvent: { $0.phoneCallArrived() },
      makeScreen: { _ in Swift3BannerViewController() })
  }

  static func phoneGame(iOS: Int?) -> Subject {
    .iAdInterstitialScreen(
      "Swift3LevelViewController on iOS \(iOS.map(String.init) ?? "undeclared")", presentation: .modal,
      devices: .init(idioms: [.phone], iOS: iOS),
      transition: { $0.levelCompleted() },
      contentProgress: { $0.level },
      activitiesRunning: { $0.isGameRunning },
      recreatableMemory: { $0.textureCacheBytes },
      urgentEvent: { $0.phoneCallArrived() },
      makeScreen: { _ in Swift3LevelViewController() })
  }

  static func status(_ id: String, _ subject: Subject) async -> (Report.Status, String) {
    let rule = Catalogue.rules(for: subject.kind).first { $0.id == id }!
    let report = await rule.run(against: subject)
    return (report.status, report.message)
  }

  @Test("A self-sizing banner of an iOS 7 app fits the screen after rotations and has no identifiers to judge")
  func selfSizingBanner() async {
    let (sizes, sizesMessage) = await Self.status("iad.banner.size-follows-orientation", Self.banner(iOS: 7))
    #expect(sizes == .pass, "\(sizesMessage)")
    #expect(sizesMessage.contains("sized itself and fit the screen"))
    let (required, _) = await Self.status("iad.banner.required-sizes-minimal", Self.banner(iOS: 7))
    #expect(required == .notApplicable)
  }

  @Test("The same banner screen targeting iOS 5 fails on the identifiers it never set")
  func identifiersOnIOS5() async {
    let (sizes, sizesMessage) = await Self.status("iad.banner.size-follows-orientation", Self.banner(iOS: 5))
    #expect(sizes == .fail, "\(sizesMessage)")
    #expect(sizesMessage.contains("currentContentSizeIdentifier"))
    let (required, _) = await Self.status("iad.banner.required-sizes-minimal", Self.banner(iOS: 5))
    #expect(required == .warn)
  }

  @Test("A phone full-screen ad is fine for an iOS 7 app and a misuse for an iOS 5 one")
  func phoneFullScreenAds() async {
    let (onIOS7, _) = await Self.status("iad.interstitial.pad-only", Self.phoneGame(iOS: 7))
    #expect(onIOS7 == .notApplicable)
    let (presents, presentsMessage) = await Self.status("iad.interstitial.presents-only-loaded", Self.phoneGame(iOS: 7))
    #expect(presents == .pass, "\(presentsMessage)")
    let (onIOS5, message) = await Self.status("iad.interstitial.pad-only", Self.phoneGame(iOS: 5))
    #expect(onIOS5 == .fail, "\(message)")
  }

  @Test("A subject that declares no iOS version is judged on iOS 7, where phones show full-screen ads")
  func undeclaredIsIOS7() async {
    let (padOnly, padOnlyMessage) = await Self.status("iad.interstitial.pad-only", Self.phoneGame(iOS: nil))
    #expect(padOnly == .notApplicable, "\(padOnlyMessage)")
    #expect(padOnlyMessage.contains("the app targets iOS 7"))
    let (sizes, sizesMessage) = await Self.status("iad.banner.size-follows-orientation", Self.banner(iOS: nil))
    #expect(sizes == .pass, "\(sizesMessage)")
    #expect(sizesMessage.contains("on iOS 7 the banner sized itself"))
    let (required, _) = await Self.status("iad.banner.required-sizes-minimal", Self.banner(iOS: nil))
    #expect(required == .notApplicable)
  }
}

/// The Swift 3 high-score screen with its banner pinned at a landscape width: on a portrait
/// phone it overflows the screen.
@MainActor
final class WideBannerScreen: Swift3BannerViewController {
  override func layoutAd() {
    super.layoutAd()
    if adBannerView != nil { adBannerView.frame.size.width = 480 }
  }
}

/// A screen that removes its banner on rotation, so no banner is there to judge.
@MainActor
final class BannerGoneOnRotation: Swift3BannerViewController {
  override func willRotate(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval) {
    adBannerView?.removeFromSuperview()
  }
}

@Suite("A self-sizing banner after rotations")
struct SelfSizingFitTests {
  static func subject<Screen: Swift3BannerViewController>(_ make: @escaping @MainActor @Sendable () -> Screen)
    -> Subject
  {
    .iAdBannerScreen(
      String(describing: Screen.self), devices: .init(iOS: 7),
      activitiesRunning: { $0.isMusicPlaying }, recreatableMemory: { $0.artworkCacheBytes },
      urgentEvent: { $0.phoneCallArrived() }, makeScreen: { _ in make() })
  }

  @Test("A banner wider than the screen fails, naming its frame")
  func overflowFails() async {
    let (status, message) = await SystemVersionTests.status(
      "iad.banner.size-follows-orientation", Self.subject { WideBannerScreen() })
    #expect(status == .fail, "\(message)")
    #expect(message.contains("inside the 320×480 screen"))
  }

  @Test("With no banner left in the window after a rotation, the rule stays undecided")
  func noBannerUnverified() async {
    let (status, message) = await SystemVersionTests.status(
      "iad.banner.size-follows-orientation", Self.subject { BannerGoneOnRotation() })
    #expect(status == .unverified, "\(message)")
  }
}
