import AdSimulation
import FakeUIKit
import FakeiAd
import Foundation
import Testing

/// A host view's size and whether a full-screen ad may be presented in it, upright on a pad.
struct HostSizeCase: Sendable, CustomTestStringConvertible {
  var label: String
  var width: CGFloat
  var height: CGFloat
  var accepted: Bool

  var testDescription: String { "\(label): \(Int(width))×\(Int(height)) → \(accepted)" }

  static let all: [HostSizeCase] = [
    HostSizeCase(label: "full screen", width: 768, height: 1024, accepted: true),
    HostSizeCase(label: "exactly 113 points shorter", width: 768, height: 911, accepted: true),
    HostSizeCase(label: "114 points shorter", width: 768, height: 910, accepted: false),
    HostSizeCase(label: "narrower than the screen", width: 767, height: 1024, accepted: false),
    HostSizeCase(label: "wider than the screen", width: 769, height: 1024, accepted: false),
    HostSizeCase(label: "taller than the screen", width: 768, height: 1025, accepted: false),
  ]
}

@Suite("ADInterstitialAd presenting")
@MainActor
struct ADInterstitialAdPresentingTests {
  @Test("present(from:) on an unloaded ad is a misuse and presents nothing")
  func presentFromUnloaded() async {
    await Simulation.run(padScript()) { sim in
      let (window, screen) = showHostScreen()
      let ad = ADInterstitialAd()
      ad.present(from: screen)
      await sim.perform(.advance(.seconds(1)))
      #expect(screen.presentedViewController == nil)
      #expect(!ad.isPresentedModally)
      #expect(window.subviews.count == 1)
      let misuses = sim.trace.events(.misuse)
      #expect(misuses.map(\.name) == ["present(from:)"])
      #expect(misuses.map(\.detail) == ["the ad has not loaded; the device would throw"])
      #expect(sim.trace.events(.call).map(\.name) == ["present(from:)"])
    }
  }

  @Test("present(in:) on an unloaded ad is a misuse and returns false")
  func presentInUnloaded() async {
    await Simulation.run(padScript()) { sim in
      let (window, screen) = showHostScreen()
      let ad = ADInterstitialAd()
      let presented = ad.present(in: screen.view)
      #expect(!presented)
      #expect(screen.view.subviews.isEmpty)
      #expect(ad.hostView == nil)
      let misuses = sim.trace.events(.misuse)
      #expect(misuses.map(\.name) == ["present(in:)"])
      #expect(misuses.map(\.detail) == ["the ad has not loaded; the device would throw"])
      #expect(sim.trace.events(named: "present(in:) → false").map(\.detail) == ["not loaded"])
      withExtendedLifetime(window) {}
    }
  }

  @Test("present(from:) on a loaded ad presents it modally over the view controller")
  func presentFromLoaded() async {
    await Simulation.run(padScript()) { sim in
      let (window, screen) = showHostScreen()
      let ad = await loadedInterstitial(sim)
      ad.present(from: screen)
      #expect(ad.isPresentedModally)
      #expect(ad.hostView == nil)
      let presented = screen.presentedViewController
      #expect(presented != nil)
      #expect(presented?.view.window === window)
      #expect(presented?.view.frame == CGRect(x: 0, y: 0, width: 768, height: 1024))
      #expect(sim.trace.events(.misuse).isEmpty)
      #expect(sim.trace.events(named: "ad presented modally").count == 1)
      // Presenting it again while it is up is a misuse.
      ad.present(from: screen)
      #expect(sim.trace.events(.misuse).map(\.detail) == ["the ad is already presented"])
    }
  }

  @Test("present(from:) a view controller outside any window is a misuse and presents nothing")
  func presentFromOutsideWindow() async {
    await Simulation.run(padScript()) { sim in
      let screen = InterstitialHostScreen()
      let ad = await loadedInterstitial(sim)
      ad.present(from: screen)
      #expect(!ad.isPresentedModally)
      #expect(screen.presentedViewController == nil)
      #expect(sim.trace.events(.misuse).map(\.detail) == ["the view controller is not in a window"])
    }
  }

  @Test("present(from:) a view controller that is already presenting another shows nothing and is a misuse")
  func presentFromBusyController() async {
    await Simulation.run(padScript()) { sim in
      let (window, screen) = showHostScreen()
      let other = UIViewController()
      screen.present(other, animated: false)
      let ad = await loadedInterstitial(sim)
      ad.present(from: screen)
      #expect(screen.presentedViewController === other)
      #expect(!ad.isPresentedModally)
      #expect(sim.trace.events(.misuse).map(\.name) == ["present(from:)"])
      #expect(
        sim.trace.events(.misuse).map(\.detail)
          == ["the view controller is already presenting another; nothing is shown"])
      #expect(sim.trace.events(named: "ad presented modally").isEmpty)
      // Nothing of the ad's is up, so there is nothing for the user to tap or close.
      await sim.perform(.tap(willLeave: false))
      await sim.perform(.closeAd)
      #expect(sim.trace.events(named: "ignored").count == 2)
      #expect(ad.isLoaded)
      withExtendedLifetime(window) {}
    }
  }

  @Test("present(in:) adds the ad's own subview, filling the host view, and returns true")
  func presentInAddsSubview() async {
    await Simulation.run(padScript()) { sim in
      let (window, screen) = showHostScreen()
      let ad = await loadedInterstitial(sim)
      let host = addHostView(to: screen, width: 768, height: 960)
      #expect(host.subviews.isEmpty)
      let presented = ad.present(in: host)
      #expect(presented)
      #expect(host.subviews.count == 1)
      let content = host.subviews.first
      #expect(content.map { String(describing: type(of: $0)) } == "ADInterstitialContentView")
      #expect(content?.frame == host.bounds)
      #expect(content?.isOnScreen == true)
      #expect(ad.hostView === host)
      #expect(!ad.isPresentedModally)
      #expect(sim.trace.events(.misuse).isEmpty)
      #expect(sim.trace.events(named: "present(in:) → true").map(\.detail) == ["in UIView (0, 0, 768×960)"])
      // Presenting in the same view again keeps the one subview.
      #expect(ad.present(in: host))
      #expect(host.subviews.count == 1)
      withExtendedLifetime(window) {}
    }
  }

  @Test("present(in:) a view outside any view controller's hierarchy is a misuse and returns false")
  func presentInOutsideViewController() async {
    await Simulation.run(padScript()) { sim in
      let (window, _) = showHostScreen()
      let ad = await loadedInterstitial(sim)
      // In the window, screen-sized, but no view controller owns it or an ancestor.
      let loose = UIView(frame: UIScreen.main.bounds)
      window.addSubview(loose)
      #expect(!ad.present(in: loose))
      // Not in any hierarchy at all.
      let detached = UIView(frame: UIScreen.main.bounds)
      #expect(!ad.present(in: detached))
      #expect(loose.subviews.isEmpty)
      #expect(detached.subviews.isEmpty)
      #expect(ad.hostView == nil)
      let misuses = sim.trace.events(.misuse)
      #expect(misuses.map(\.name) == ["present(in:)", "present(in:)"])
      #expect(
        misuses.allSatisfy { $0.detail == "the view is not in a view controller's hierarchy; the device would throw" })
    }
  }

  @Test("present(in:) checks the host view's size against the screen", arguments: HostSizeCase.all)
  func presentInHostSize(_ size: HostSizeCase) async {
    await Simulation.run(padScript()) { sim in
      let (window, screen) = showHostScreen()
      let ad = await loadedInterstitial(sim)
      let host = addHostView(to: screen, width: size.width, height: size.height)
      #expect((ADInterstitialAd.hostProblem(host) == nil) == size.accepted)
      #expect(ad.present(in: host) == size.accepted)
      #expect(host.subviews.count == (size.accepted ? 1 : 0))
      #expect((ad.hostView === host) == size.accepted)
      // A size the device cannot use is refused, not a misuse.
      #expect(sim.trace.events(.misuse).isEmpty)
      #expect(sim.trace.events(named: size.accepted ? .presentInAccepted : .presentInRefused).count == 1)
      withExtendedLifetime(window) {}
    }
  }

  @Test("A refused size reports why, naming the host's and the screen's numbers")
  func hostProblemMessages() async {
    await Simulation.run(padScript()) { _ in
      let (window, screen) = showHostScreen()
      let narrow = addHostView(to: screen, width: 700, height: 1024)
      let tall = addHostView(to: screen, width: 768, height: 1100)
      let short = addHostView(to: screen, width: 768, height: 900)
      #expect(ADInterstitialAd.hostProblem(narrow) == "width 700 is not the screen's 768")
      #expect(ADInterstitialAd.hostProblem(tall) == "height 1100 is taller than the screen's 1024")
      #expect(
        ADInterstitialAd.hostProblem(short)
          == "height 900 is more than 113 points shorter than the screen's 1024")
      #expect(ADInterstitialAd.hostViewMaximumShortfall == 113)
      withExtendedLifetime(window) {}
    }
  }

  @Test("After a rotation the host view rule uses the new orientation's screen")
  func rotationChangesRule() async {
    await Simulation.run(padScript()) { sim in
      let (window, screen) = showHostScreen()
      let ad = await loadedInterstitial(sim)
      let upright = addHostView(to: screen, width: 768, height: 1024)
      let sideways = addHostView(to: screen, width: 1024, height: 655)
      #expect(!ad.present(in: sideways))
      await sim.perform(.rotate(.landscape))
      #expect(UIScreen.main.bounds.size == CGSize(width: 1024, height: 768))
      #expect(ADInterstitialAd.hostProblem(upright) == "width 768 is not the screen's 1024")
      #expect(!ad.present(in: upright))
      // 655 is exactly 113 points shorter than the landscape screen's 768.
      #expect(ad.present(in: sideways))
      #expect(ad.hostView === sideways)
      // The root view follows the window, so it fits in either orientation.
      #expect(ADInterstitialAd.hostProblem(screen.view) == nil)
      #expect(sim.trace.events(named: "present(in:) → false").count == 2)
      withExtendedLifetime(window) {}
    }
  }

  @Test("A landscape pad starts with the landscape screen for the rule")
  func landscapeStart() async {
    await Simulation.run(padScript(orientation: .landscape)) { sim in
      let (window, screen) = showHostScreen()
      let ad = await loadedInterstitial(sim)
      let upright = addHostView(to: screen, width: 768, height: 1024)
      let tooShort = addHostView(to: screen, width: 1024, height: 654)
      #expect(!ad.present(in: upright))
      #expect(!ad.present(in: tooShort))
      #expect(ad.present(in: screen.view))
      #expect(ad.hostView === screen.view)
      withExtendedLifetime(window) {}
    }
  }

  @Test("present(in:) a new view moves the ad's subview there; presenting in a view while modal is refused")
  func presentInMovesAndModalRefuses() async {
    await Simulation.run(padScript()) { sim in
      let (window, screen) = showHostScreen()
      let ad = await loadedInterstitial(sim)
      let first = addHostView(to: screen, width: 768, height: 1024)
      let second = addHostView(to: screen, width: 768, height: 1000)
      #expect(ad.present(in: first))
      #expect(ad.present(in: second))
      #expect(first.subviews.isEmpty)
      #expect(second.subviews.count == 1)
      #expect(ad.hostView === second)
      #expect(sim.trace.events(named: "app changed the ad's view").isEmpty)

      let modal = await loadedInterstitial(sim)
      modal.present(from: screen)
      #expect(modal.isPresentedModally)
      #expect(!modal.present(in: first))
      #expect(first.subviews.isEmpty)
      #expect(sim.trace.events(.misuse).map(\.detail) == ["the ad is presented modally"])
      withExtendedLifetime(window) {}
    }
  }

  @Test("The app changing the ad's own subview is noted in the trace; the ad's own moves are not")
  func appTouchesAdView() async {
    await Simulation.run(padScript()) { sim in
      let (window, screen) = showHostScreen()
      let ad = await loadedInterstitial(sim)
      #expect(ad.present(in: screen.view))
      let content = screen.view.subviews.first
      content?.isHidden = true
      content?.alpha = 0.5
      content?.removeFromSuperview()
      let notes = sim.trace.events(named: "app changed the ad's view")
      #expect(notes.map(\.detail) == ["isHidden = true", "alpha = 0.5", "removeFromSuperview()"])
      #expect(notes.allSatisfy { $0.object == ad.traceName && $0.actor == .app })
      withExtendedLifetime(window) {}
    }
  }
}
