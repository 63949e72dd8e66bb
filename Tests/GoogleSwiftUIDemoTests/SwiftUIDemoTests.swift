import AdSimulation
import FakeGoogleMobileAds
import FakeSwiftUI
import Testing

/// Google's SwiftUI demo, launched as an app and played as a user would.
@Suite("Google's SwiftUI demo")
@MainActor
struct SwiftUIDemoTests {
  @Test("The banner screen loads an adaptive banner and shows it at the bottom of the safe area")
  func banner() async {
    let script = Script(steps: [.respond(.fill(after: .seconds(1)))])
    await Simulation.run(script) { sim in
      let launched = SwiftUIApp.launch(SwiftUIDemoApp.self, delegate: { AppDelegate() })
      // The menu's items are disabled until the consent information has come.
      #expect(!SwiftUIUser.tapButton(titled: "Banner", in: launched.window))
      await sim.perform(.advance(.seconds(1)))
      #expect(SwiftUIUser.buttonTitles(in: launched.window) == ["Banner", "Interstitial", "Rewarded", "Rewarded Interstitial"])
      #expect(SwiftUIUser.tapButton(titled: "Banner", in: launched.window))
      await sim.play()
      await sim.perform(.advance(.seconds(2)))
      let banners = sim.liveObjects(of: BannerView.self)
      #expect(banners.count == 1)
      let banner = banners.first
      #expect(banner?.isOnScreen == true)
      let size = largeAnchoredAdaptiveBanner(width: 375).size
      #expect(banner?.frame.size == size)
      #expect(banner?.frame.maxY == UIScreen.main.bounds.maxY)
      // The demo leaves rootViewController unset: the SDK serves the banner all the same.
      #expect(sim.trace.events.contains { $0.name == .gadBannerViewDidReceiveAd })
      withExtendedLifetime(launched) {}
    }
  }

  @Test("The interstitial game counts down, shows its game-over alert, and its OK shows the loaded ad")
  func interstitialGame() async {
    let script = Script(steps: [.respond(.fill(after: .seconds(1)))])
    await Simulation.run(script) { sim in
      let launched = SwiftUIApp.launch(SwiftUIDemoApp.self, delegate: { AppDelegate() })
      // The menu's items are disabled until the consent information has come.
      #expect(!SwiftUIUser.tapButton(titled: "Banner", in: launched.window))
      await sim.perform(.advance(.seconds(1)))
      #expect(SwiftUIUser.tapButton(titled: "Interstitial", in: launched.window))
      await sim.play()
      // Play Again is there at no opacity while the game runs: the user cannot tap it.
      #expect(SwiftUIUser.buttonTitles(in: launched.window).isEmpty)
      await sim.perform(.advance(.seconds(6)))
      let alert = launched.window.rootViewController?.presentedViewController as? UIAlertController
      #expect(alert?.title == "Game Over")
      #expect(alert?.message == "You lasted 5 seconds")
      if let alert, let ok = alert.actions.first { alert.tap(ok) }
      await sim.settle()
      #expect(sim.trace.events.contains { $0.name == .adWillPresentFullScreenContent })
      withExtendedLifetime(launched) {}
    }
  }

  @Test("The rewarded game ends, offers its video, and the video's reward adds the coins")
  func rewardedGame() async throws {
    let script = Script(steps: [.respond(.fill(after: .seconds(1)))])
    try await Simulation.run(script) { sim in
      let launched = SwiftUIApp.launch(SwiftUIDemoApp.self, delegate: { AppDelegate() })
      // The menu's items are disabled until the consent information has come.
      #expect(!SwiftUIUser.tapButton(titled: "Banner", in: launched.window))
      await sim.perform(.advance(.seconds(1)))
      #expect(SwiftUIUser.tapButton(titled: "Rewarded", in: launched.window))
      await sim.play()
      #expect(SwiftUIUser.buttonTitles(in: launched.window).isEmpty)
      await sim.perform(.advance(.seconds(11)))
      #expect(SwiftUIUser.buttonTitles(in: launched.window) == ["Play Again", "Watch video for additional 10 coins"])
      #expect(SwiftUIUser.tapButton(titled: "Watch video for additional 10 coins", in: launched.window))
      await sim.settle()
      #expect(sim.trace.events.contains { $0.name == .adWillPresentFullScreenContent })
      await sim.perform(.advance(.seconds(60)))
      await sim.perform(.closeAd)
      #expect(sim.trace.events.contains { $0.name == .userDidEarnReward })
      #expect(SwiftUIUser.buttonTitles(in: launched.window) == ["Play Again"])
      // One coin for the game, ten for the video.
      let screen = try #require(launched.window.rootViewController)
      #expect(SwiftUIUser.texts(shownBy: screen).contains("Coins: 11"))
      withExtendedLifetime(launched) {}
    }
  }

  @Test("The rewarded interstitial game ends in its dialog, whose countdown shows the ad; No thanks closes it")
  func rewardedInterstitialGame() async {
    let script = Script(steps: [.respond(.fill(after: .seconds(1)))])
    await Simulation.run(script) { sim in
      let launched = SwiftUIApp.launch(SwiftUIDemoApp.self, delegate: { AppDelegate() })
      await sim.perform(.advance(.seconds(1)))
      #expect(SwiftUIUser.tapButton(titled: "Rewarded Interstitial", in: launched.window))
      await sim.play()
      await sim.perform(.advance(.seconds(11)))
      // The dialog is up, counting down to the video; the game's Play Again is under its
      // veil, out of the user's reach.
      #expect(SwiftUIUser.buttonTitles(in: launched.window) == ["No thanks"])
      await sim.perform(.advance(.seconds(6)))
      #expect(sim.trace.events.contains { $0.name == .adWillPresentFullScreenContent })
      withExtendedLifetime(launched) {}
    }
  }
}
