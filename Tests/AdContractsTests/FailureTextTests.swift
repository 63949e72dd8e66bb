import AdContracts
import ExampleSubjects
import Testing

/// Failure texts read as a person reads them; these are asserted word for word.
@Suite("How a failure reads")
struct FailureTextTests {
  static func text(of id: String, on client: String) async throws -> String {
    let rule = try #require(Catalogue.rule(withID: id))
    let fixture = try #require(Fixtures.fixture(named: client))
    return await rule.run(against: fixture.subject).text
  }

  @Test("BannerThatStaysUp on iad.banner.hidden-after-failure")
  func bannerThatStaysUp() async throws {
    let text = try await Self.text(of: "iad.banner.hidden-after-failure", on: "BannerThatStaysUp")
    #expect(
      text == """
        ✘ iad.banner.hidden-after-failure (MUST) — BannerThatStaysUp
          Expected the banner off screen within 2.0 s of bannerView(_:didFailToReceiveAdWithError:), but ADBannerView#1 stayed visible with no ad at (0, 430, 320×50) for 12.0 s after the failure at 32.000 s, still up at 44.000 s; the SDK reported error 5 at 44.000 s.
          Timeline (virtual time):
              0.000  app → ADBannerView(frame: .zero)              required [landscape, portrait]
              0.000  app → ADBannerView#1.requiredContentSizeIdentifiers [landscape, portrait]
              0.000  app → ADBannerView#1.delegate                 BannerThatStaysUp
              0.000  app → ADBannerView#1.superview                UIView
              2.000  sdk → bannerViewWillLoadAd
              2.000  sdk → bannerViewDidLoadAd                     isBannerLoaded = true
              2.000  app   banner shown                            (0, 430, 320×50)
          ▶  32.000  sdk → bannerView(_:didFailToReceiveAdWithError:) ADError.inventoryUnavailable (3)
             44.000  sdk → bannerView(_:didFailToReceiveAdWithError:) ADError.bannerVisibleWithoutContent (5)
          Guide: "Working with Banner Views › Error Handling".
          To fix: hide or move the banner off screen in bannerView(_:didFailToReceiveAdWithError:).
        """)
  }

  @Test("NeverPausesForAds on iad.banner.pauses-when-covered")
  func neverPausesForAds() async throws {
    let text = try await Self.text(of: "iad.banner.pauses-when-covered", on: "NeverPausesForAds")
    #expect(
      text == """
        ⚠ iad.banner.pauses-when-covered (SHOULD) — NeverPausesForAds
          Expected the activities paused when bannerViewActionShouldBegin returned true, but they were still running as ADBannerView#1 covered the app at 2.000 s.
          Timeline (virtual time):
              0.000  app → ADBannerView(frame: .zero)              required [landscape, portrait]
              0.000  app → ADBannerView#1.requiredContentSizeIdentifiers [landscape, portrait]
              0.000  app → ADBannerView#1.delegate                 NeverPausesForAds
              0.000  app → ADBannerView#1.superview                UIView
              2.000  sdk → bannerViewWillLoadAd
              2.000  sdk → bannerViewDidLoadAd                     isBannerLoaded = true
              2.000  app   banner shown                            (0, 430, 320×50)
              2.000  user   tap(willLeave: false)
              2.000  sdk → bannerViewActionShouldBegin(_:willLeaveApplication:) willLeave: false → true
          ▶   2.000  sdk   ad covers the app
          Guide: "Working with Banner Views › Responding to a Touch in the Banner View".
          To fix: pause the screen's activities in bannerViewActionShouldBegin(_:willLeaveApplication:) before returning true when willLeave is false.
        """)
  }

  @Test("KeepsBannerWhenHidden on iad.banner.detached-when-unused")
  func keepsBannerWhenHidden() async throws {
    let text = try await Self.text(of: "iad.banner.detached-when-unused", on: "KeepsBannerWhenHidden")
    #expect(
      text == """
        ⚠ iad.banner.detached-when-unused (SHOULD) — KeepsBannerWhenHidden
          Expected ADBannerView#1 removed from its superview with its delegate cleared after leaving for a screen without ads, but it stayed in its UIView with delegate KeepsBannerWhenHidden for over 60.0 s since the user left at 2.000 s.
          Timeline (virtual time):
              0.000  app → ADBannerView(frame: .zero)              required [landscape, portrait]
              0.000  app → ADBannerView#1.requiredContentSizeIdentifiers [landscape, portrait]
              0.000  app → ADBannerView#1.delegate                 KeepsBannerWhenHidden
              0.000  app → ADBannerView#1.superview                UIView
              2.000  sdk → bannerViewWillLoadAd
              2.000  sdk → bannerViewDidLoadAd                     isBannerLoaded = true
              2.000  app   banner shown                            (0, 430, 320×50)
              2.000  user   navigateAway
          ▶   2.000  app   banner hidden
          Guide: "Banner View Best Practices".
          To fix: when the screen disappears, remove the banner from its superview, set its delegate to nil and release it (or park a shared banner the same way).
        """)
  }

  @Test("PortraitOnlyBanner on iad.banner.size-follows-orientation")
  func portraitOnlyBanner() async throws {
    let text = try await Self.text(of: "iad.banner.size-follows-orientation", on: "PortraitOnlyBanner")
    #expect(
      text == """
        ✘ iad.banner.size-follows-orientation (MUST) — PortraitOnlyBanner
          Expected ADBannerView#1.currentContentSizeIdentifier landscape within 2.0 s of the rotation to landscape, but it was portrait.
          Timeline (virtual time):
              0.000  app → ADBannerView(frame: .zero)              required [landscape, portrait]
              0.000  app → ADBannerView#1.requiredContentSizeIdentifiers [portrait]
              0.000  app → ADBannerView#1.delegate                 PortraitOnlyBanner
              0.000  app → ADBannerView#1.superview                UIView
              2.000  sdk → bannerViewWillLoadAd
              2.000  sdk → bannerViewDidLoadAd                     isBannerLoaded = true
              2.000  app   banner shown                            (0, 430, 320×50)
              3.000  device   rotate(landscape)
          ▶   3.000  app   banner moved                            (0, 270, 320×50)
              5.001  device   rotate(portrait)
              5.001  app   banner moved                            (0, 430, 320×50)
          Guide: "Working with Banner Views › Changing the Banner Size Dynamically".
          To fix: set currentContentSizeIdentifier to the landscape or portrait identifier in willRotate(to:duration:) or viewDidLayoutSubviews(), and require both sizes.
        """)
  }

  @Test("An unverified verdict says why in its text and keeps the scenario's timeline for JSON and attachments")
  func unverifiedKeepsTimeline() async throws {
    let rule = try #require(Catalogue.rule(withID: "gma.app-open.recovers-after-load-failure"))
    let fixture = try #require(Fixtures.fixture(named: "SplashUsesLiveAdUnit"))
    let report = await rule.run(against: fixture.subject)
    #expect(report.status == .unverified)
    #expect(!report.timeline.isEmpty)
    // In the names the splash screen's code uses: v12's.
    #expect(report.timeline.contains { $0.contains("load(with:request:)") })
    #expect(!report.text.contains("Timeline"))
    #expect(
      report.text == """
        ? gma.app-open.recovers-after-load-failure (MUST) — SplashUsesLiveAdUnit
          Unverified: precondition not met (a failed load): no load the app started was answered (the script answers only the app open demo units).
        """)
  }
}
