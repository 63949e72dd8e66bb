import AdSimulation
import FakeUIKit
import FakeiAd
import Foundation
import Testing

@Suite("UIViewController iAd additions")
@MainActor
struct ViewControllerAdditionsTests {
  static let phoneScreen = CGRect(x: 0, y: 0, width: 320, height: 480)

  // MARK: Banners

  @Test(
    "canDisplayBannerAds shows a banner at the bottom once an ad loads, above the shrunk content, and hides it on a failure"
  )
  func managedBanner() async throws {
    try await Simulation.run(Script()) { sim in
      let screen = ManagedBannerScreen()
      let window = show(screen)
      let content = try #require(screen.originalContentView)
      #expect(screen.canDisplayBannerAds)
      #expect(screen.view !== content)
      #expect(content.superview === screen.view)
      #expect(screen.view.superview === window)
      #expect(content.frame == Self.phoneScreen)
      let banner = try #require(screen.view.subviews.compactMap { $0 as? ADBannerView }.first)
      #expect(!banner.isOnScreen)
      #expect(!screen.isDisplayingBannerAd)

      await fillNextRequest(sim)
      #expect(banner.isBannerLoaded)
      #expect(screen.isDisplayingBannerAd)
      #expect(banner.frameInWindow == CGRect(x: 0, y: 430, width: 320, height: 50))
      #expect(content.frameInWindow == CGRect(x: 0, y: 0, width: 320, height: 430))
      #expect(content.frameInWindow.maxY <= banner.frameInWindow.minY)

      await sim.perform(.respond(.fail(3)))
      await sim.perform(.advance(ADBannerView.refreshInterval))
      #expect(!banner.isBannerLoaded)
      #expect(!banner.isOnScreen)
      #expect(!screen.isDisplayingBannerAd)
      #expect(content.frame == Self.phoneScreen)
      // Hidden without an ad, the framework's banner never earns error 5.
      await sim.perform(.advance(.seconds(25)))
      #expect(sim.trace.events(named: didFail).map(\.detail) == ["ADError.inventoryUnavailable (3)"])

      let created = try #require(sim.trace.events(.created).first { $0.object == "ADBannerView#1" })
      #expect(created.actor == .sdk)
      #expect(created.detail.hasSuffix("the banner canDisplayBannerAds shows for ManagedBannerScreen"))
      #expect(sim.trace.events(named: "bannerViewDidLoadAd").map(\.object) == ["ADBannerView#1"])
      #expect(sim.trace.events(named: "banner shown").map(\.detail) == ["(0, 430, 320×50)"])
      #expect(sim.trace.events(named: "banner hidden").count == 1)
      #expect(
        sim.trace.details(of: "content resized", on: "ManagedBannerScreen")
          == ["(0, 0, 320×430)", "(0, 0, 320×480)"])
      #expect(sim.trace.events(.misuse).isEmpty)
    }
  }

  @Test(
    "Turned on for a screen already showing, the banner embeds its view; turned off, it goes and the content is full size again"
  )
  func bannerOnAndOff() async {
    await Simulation.run(Script()) { sim in
      let screen = UIViewController()
      let window = show(screen)
      let original: UIView = screen.view
      #expect(screen.originalContentView === original)
      #expect(!screen.canDisplayBannerAds)
      screen.canDisplayBannerAds = true
      #expect(screen.view !== original)
      #expect(screen.originalContentView === original)
      #expect(screen.view.superview === window)
      #expect(original.superview === screen.view)
      await fillNextRequest(sim)
      #expect(screen.isDisplayingBannerAd)
      #expect(original.frame.height == 430)

      screen.canDisplayBannerAds = false
      #expect(!screen.canDisplayBannerAds)
      #expect(!screen.isDisplayingBannerAd)
      #expect(original.frame == Self.phoneScreen)
      // The content stays in its container, as on a device.
      #expect(screen.originalContentView === original)
      #expect(!screen.view.subviews.contains { $0 is ADBannerView })
      await sim.perform(.advance(.seconds(60)))
      #expect(sim.isReleased("ADBannerView#1"))
      #expect(sim.trace.events(named: "bannerViewDidLoadAd").count == 1)
    }
  }

  @Test("Set before the view exists, canDisplayBannerAds embeds the view once it loads")
  func bannerBeforeViewLoads() async {
    await Simulation.run(Script()) { sim in
      let screen = UIViewController()
      screen.canDisplayBannerAds = true
      #expect(!screen.isViewLoaded)
      let window = show(screen)
      await fillNextRequest(sim)
      #expect(screen.originalContentView !== screen.view)
      #expect(screen.isDisplayingBannerAd)
      #expect(screen.originalContentView.frame.height == 430)
      withExtendedLifetime(window) {}
    }
  }

  @Test("After a rotation the banner takes the landscape size at the bottom, and the content the rest")
  func bannerRotates() async throws {
    try await Simulation.run(Script()) { sim in
      let screen = ManagedBannerScreen()
      let window = show(screen)
      await fillNextRequest(sim)
      await sim.perform(.rotate(.landscape))
      let banner = try #require(screen.view.subviews.compactMap { $0 as? ADBannerView }.first)
      #expect(banner.currentContentSizeIdentifier == ADBannerContentSizeIdentifierLandscape)
      #expect(banner.frameInWindow == CGRect(x: 0, y: 288, width: 480, height: 32))
      #expect(screen.originalContentView.frameInWindow == CGRect(x: 0, y: 0, width: 480, height: 288))
      #expect(screen.isDisplayingBannerAd)
      withExtendedLifetime(window) {}
    }
  }

  @Test("An expired banner ad hides the banner; a tap on a shown one covers the screen until closed")
  func bannerExpiresAndTaps() async {
    await Simulation.run(Script()) { sim in
      let screen = ManagedBannerScreen()
      let window = show(screen)
      await fillNextRequest(sim)
      await sim.perform(.tap(willLeave: false))
      #expect(screen.isPresentingFullScreenAd)
      await sim.perform(.closeAd)
      #expect(!screen.isPresentingFullScreenAd)
      await sim.perform(.expire)
      #expect(!screen.isDisplayingBannerAd)
      #expect(screen.originalContentView.frame == Self.phoneScreen)
      #expect(sim.trace.events(named: didFail).map(\.detail) == ["ADError.adUnloaded (7)"])
      withExtendedLifetime(window) {}
    }
  }

  // MARK: Full-screen ads

  @Test("Manual policy: no ad before one loads; then one over the screen until the user closes it, and the next after")
  func manualPolicy() async {
    await Simulation.run(Script()) { sim in
      let screen = ManualAdScreen()
      let window = show(screen)
      #expect(screen.interstitialPresentationPolicy == .manual)
      #expect(!screen.levelEnded())
      UIViewController.prepareInterstitialAds()
      await fillNextRequest(sim)
      #expect(!screen.isPresentingFullScreenAd)
      #expect(screen.levelEnded())
      #expect(screen.isPresentingFullScreenAd)
      #expect(screen.presentedViewController?.view.window === window)
      #expect(!screen.levelEnded())

      await sim.perform(.closeAd)
      #expect(!screen.isPresentingFullScreenAd)
      #expect(screen.presentedViewController == nil)
      #expect(!screen.levelEnded())
      await fillNextRequest(sim)
      #expect(screen.levelEnded())
      #expect(screen.isPresentingFullScreenAd)

      #expect(
        sim.trace.details(of: requestPresentation, on: "ManualAdScreen") == [
          "→ false: no full-screen ad has loaded", "→ true",
          "→ false: a full-screen ad is already showing",
          "→ false: no full-screen ad has loaded", "→ true",
        ])
      let created = sim.trace.events(.created).filter { $0.object.hasPrefix("ADInterstitialAd") }
      #expect(created.map(\.object) == ["ADInterstitialAd#1", "ADInterstitialAd#2"])
      #expect(created.allSatisfy { $0.actor == .sdk })
      #expect(sim.trace.details(of: interstitialDidUnload, on: "ADInterstitialAd#1") == ["dismissed by the user"])
      #expect(sim.trace.events(named: "interstitialAdDidLoad").count == 2)
      #expect(
        sim.trace.events(named: "full-screen ads prepared").map(\.detail)
          == ["interstitialPresentationPolicy = .manual on ManualAdScreen"])
      // On a phone too: the framework's own ads are no misuse.
      #expect(sim.trace.events(.misuse).isEmpty)
    }
  }

  @Test("Policy .none, or .automatic, refuses a request even with an ad ready")
  func otherPoliciesRefuseRequests() async {
    await Simulation.run(Script()) { sim in
      let screen = UIViewController()
      let window = show(screen)
      UIViewController.prepareInterstitialAds()
      await fillNextRequest(sim)
      #expect(screen.interstitialPresentationPolicy == .none)
      #expect(!screen.requestInterstitialAdPresentation())
      #expect(screen.presentedViewController == nil)
      #expect(!screen.isPresentingFullScreenAd)
      screen.interstitialPresentationPolicy = .automatic
      _ = screen.requestInterstitialAdPresentation()
      #expect(screen.presentedViewController == nil)
      #expect(
        sim.trace.details(of: requestPresentation, on: "UIViewController")
          == ["→ false: the policy is .none, not .manual", "→ false: the policy is .automatic, not .manual"])
      #expect(sim.liveObjects(of: ADInterstitialAd.self).first?.isLoaded == true)
      withExtendedLifetime(window) {}
    }
  }

  @Test("Automatic policy presents a ready ad when the screen appears, not on the way back from it")
  func automaticPolicy() async {
    await Simulation.run(Script()) { sim in
      UIViewController.prepareInterstitialAds()
      await fillNextRequest(sim)
      let screen = AutomaticAdScreen()
      let window = show(screen)
      await sim.perform(.advance(.zero))
      #expect(screen.isPresentingFullScreenAd)
      #expect(screen.presentedViewController != nil)
      #expect(sim.trace.details(of: "shouldPresentInterstitialAd", on: "AutomaticAdScreen") == ["→ true"])
      #expect(
        sim.trace.events(named: "ad presented modally").map(\.detail)
          == ["over AutomaticAdScreen; automatic policy, on appearance"])
      #expect(!screen.requestInterstitialAdPresentation())

      await sim.perform(.closeAd)
      #expect(!screen.isPresentingFullScreenAd)
      // Its viewDidAppear(_:) on the way back still sees the ad over it, as on a device.
      #expect(screen.coveredOnAppearance == [false, true])
      await fillNextRequest(sim)
      await sim.perform(.advance(.seconds(60)))
      #expect(screen.presentedViewController == nil)

      // Leaving for another screen and coming back is a new appearance.
      screen.present(UIViewController(), animated: false)
      await sim.perform(.advance(.seconds(1)))
      screen.dismiss(animated: false)
      await sim.perform(.advance(.zero))
      #expect(screen.isPresentingFullScreenAd)
      #expect(sim.trace.events(named: "ad presented modally").count == 2)
      withExtendedLifetime(window) {}
    }
  }

  @Test("Automatic policy: a screen that says no gets no ad, and an ad that loads after the appearance waits")
  func automaticPolicyWaits() async {
    await Simulation.run(Script()) { sim in
      let refusing = AutomaticAdScreen()
      refusing.allowsAds = false
      UIViewController.prepareInterstitialAds()
      await fillNextRequest(sim)
      let first = show(refusing)
      await sim.perform(.advance(.zero))
      #expect(!refusing.isPresentingFullScreenAd)
      #expect(sim.trace.details(of: "shouldPresentInterstitialAd", on: "AutomaticAdScreen") == ["→ false"])

      await sim.perform(.expire)
      let late = AutomaticAdScreen()
      let second = show(late)
      await sim.perform(.advance(.zero))
      await fillNextRequest(sim)
      await sim.perform(.advance(.seconds(60)))
      #expect(!late.isPresentingFullScreenAd)
      #expect(sim.trace.events(named: "ad presented modally").isEmpty)
      #expect(sim.trace.events(named: "shouldPresentInterstitialAd").count == 1)
      withExtendedLifetime((first, second)) {}
    }
  }

  @Test("A failed load is tried again 30 s later; an expired ready ad is replaced at once")
  func retriesAndReplaces() async {
    await Simulation.run(Script()) { sim in
      UIViewController.prepareInterstitialAds()
      UIViewController.prepareInterstitialAds()
      await sim.perform(.respond(.fail(3)))
      await sim.perform(.advance(.seconds(29)))
      #expect(sim.liveObjects(of: ADInterstitialAd.self).isEmpty)
      await sim.perform(.advance(.seconds(1)))
      #expect(sim.trace.events(.created).map(\.object) == ["ADInterstitialAd#1", "ADInterstitialAd#2"])
      #expect(sim.trace.times(of: "ADInterstitialAd()") == ["0.000", "30.000"])
      await fillNextRequest(sim)
      await sim.perform(.expire)
      #expect(sim.trace.details(of: interstitialDidUnload, on: "ADInterstitialAd#2") == ["expired"])
      #expect(sim.liveObjects(of: ADInterstitialAd.self).map(\.traceName) == ["ADInterstitialAd#3"])
      #expect(sim.trace.events(named: "full-screen ads prepared").count == 1)
    }
  }

  @Test("The policy's raw values are the framework's, and the Swift spellings apps use compile")
  func spellings() async {
    #expect(ADInterstitialPresentationPolicy.none.rawValue == 0)
    #expect(ADInterstitialPresentationPolicy.automatic.rawValue == 1)
    #expect(ADInterstitialPresentationPolicy(rawValue: 2) == .manual)
    await Simulation.run(Script()) { sim in
      let screen = SpellingScreen()
      let window = show(screen)
      await fillNextRequest(sim)
      screen.breakReached()
      #expect(screen.isPresentingFullScreenAd)
      #expect(!screen.shouldPresentInterstitialAd)
      #expect(UIViewController().shouldPresentInterstitialAd)
      withExtendedLifetime(window) {}
    }
  }
}
