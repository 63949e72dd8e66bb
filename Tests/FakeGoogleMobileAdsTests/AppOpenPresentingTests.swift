import AdSimulation
import FakeGoogleMobileAds
import FakeUIKit
import Foundation
import Testing

@Suite("GADAppOpenAd presenting")
@MainActor
struct AppOpenPresentingTests {
  @Test(
    "fullScreenContentDelegate is weak: a released delegate reads nil and hears nothing", arguments: NameSet.allCases)
  func weakDelegate(_ names: NameSet) async throws {
    try await Simulation.run(Script()) { sim in
      let (window, root) = showRootScreen()
      let ad = try await loadedAd(sim, names)
      let log = ContentLog()
      var delegate: (any NSObjectProtocol)? = names.makeDelegate(log)
      ad.fullScreenContentDelegate = delegate
      #expect(ad.fullScreenContentDelegate === delegate)
      let recorder = names == .gad ? "GADContentRecorder" : "V12ContentRecorder"
      #expect(sim.trace.events(named: "fullScreenContentDelegate").map(\.detail) == [recorder])
      #expect(sim.trace.events(named: "fullScreenContentDelegate").map(\.kind) == [.property])
      delegate = nil
      #expect(delegate == nil)
      #expect(ad.fullScreenContentDelegate == nil)
      names.present(ad, from: root)
      #expect(log.entries.isEmpty)
      #expect(sim.trace.events(named: presentCall).map(\.detail) == ["0.000 s after load; delegate not set"])
      // The presentation itself goes ahead without a delegate.
      #expect(ad.hasBeenPresented)
      #expect(root.presentedViewController != nil)
      withExtendedLifetime(window) {}
    }
  }

  @Test(
    "Presenting from a controller in a window calls adWillPresentFullScreenContent, then adDidRecordImpression",
    arguments: NameSet.allCases)
  func presentsFromController(_ names: NameSet) async throws {
    try await Simulation.run(Script()) { sim in
      let (window, root) = showRootScreen()
      let ad = try await loadedAd(sim, names)
      let log = ContentLog()
      let delegate = names.makeDelegate(log)
      ad.fullScreenContentDelegate = delegate
      await sim.perform(.advance(.seconds(30)))
      names.present(ad, from: root)
      #expect(log.entries == ["willPresent GADAppOpenAd#1", "impression GADAppOpenAd#1"])
      #expect(log.errors.isEmpty)
      #expect(ad.hasBeenPresented)
      #expect(root.presentedViewController != nil)
      #expect(root.presentedViewController?.view.window === window)
      #expect(sim.trace.callbackNames == ["load completion"] + presentationCallbacks)
      #expect(sim.trace.events(named: presentCall).map(\.detail) == ["30.000 s after load; delegate set"])
      #expect(sim.trace.events(named: presentCall).map(\.kind) == [.call])
      #expect(sim.trace.times(of: "adDidRecordImpression") == ["30.000"])
      withExtendedLifetime(delegate) {}
    }
  }

  @Test("Presenting from nil uses the key window's top view controller", arguments: NameSet.allCases)
  func presentsFromTopController(_ names: NameSet) async throws {
    try await Simulation.run(Script()) { sim in
      let (keyWindow, root) = showRootScreen()
      let (otherWindow, otherRoot) = showRootScreen()
      keyWindow.makeKeyAndVisible()
      #expect(UIApplication.shared.keyWindow === keyWindow)
      // The key window's root already shows a loading screen: that is the top controller.
      let loading = UIViewController()
      root.present(loading, animated: false)
      let ad = try await loadedAd(sim, names)
      let log = ContentLog()
      let delegate = names.makeDelegate(log)
      ad.fullScreenContentDelegate = delegate
      names.present(ad, from: nil)
      #expect(log.entries == ["willPresent GADAppOpenAd#1", "impression GADAppOpenAd#1"])
      #expect(root.presentedViewController === loading)
      #expect(loading.presentedViewController != nil)
      #expect(otherRoot.presentedViewController == nil)
      // Closing the ad uncovers the loading screen, which stays up.
      await sim.perform(.closeAd)
      #expect(loading.presentedViewController == nil)
      #expect(root.presentedViewController === loading)
      withExtendedLifetime((delegate, otherWindow)) {}
    }
  }

  @Test("A tap on the ad on screen calls adDidRecordClick", arguments: NameSet.allCases)
  func tapRecordsClick(_ names: NameSet) async throws {
    try await Simulation.run(Script()) { sim in
      let (window, root) = showRootScreen()
      let ad = try await loadedAd(sim, names)
      let log = ContentLog()
      let delegate = names.makeDelegate(log)
      ad.fullScreenContentDelegate = delegate
      names.present(ad, from: root)
      await sim.perform(.advance(.seconds(2)))
      await sim.perform(.tap(willLeave: false))
      #expect(log.entries == ["willPresent GADAppOpenAd#1", "impression GADAppOpenAd#1", "click GADAppOpenAd#1"])
      #expect(sim.trace.times(of: "adDidRecordClick") == ["2.000"])
      #expect(sim.trace.events(named: "adDidRecordClick").map(\.object) == ["GADAppOpenAd#1"])
      #expect(sim.trace.events(named: "ignored").isEmpty)
      // A tap does not close the ad.
      #expect(root.presentedViewController != nil)
      withExtendedLifetime((delegate, window)) {}
    }
  }

  @Test(
    "Closing the ad calls adWillDismissFullScreenContent, then adDidDismissFullScreenContent, and uncovers the app",
    arguments: NameSet.allCases)
  func closeDismisses(_ names: NameSet) async throws {
    try await Simulation.run(Script()) { sim in
      let (window, root) = showRootScreen()
      let ad = try await loadedAd(sim, names)
      let log = ContentLog()
      let delegate = names.makeDelegate(log)
      ad.fullScreenContentDelegate = delegate
      names.present(ad, from: root)
      await sim.perform(.advance(.seconds(5)))
      await sim.perform(.closeAd)
      #expect(
        log.entries == [
          "willPresent GADAppOpenAd#1", "impression GADAppOpenAd#1",
          "willDismiss GADAppOpenAd#1", "didDismiss GADAppOpenAd#1",
        ])
      #expect(sim.trace.callbackNames == ["load completion"] + presentationCallbacks + dismissalCallbacks)
      #expect(sim.trace.times(of: "adDidDismissFullScreenContent") == ["5.000"])
      #expect(root.presentedViewController == nil)
      #expect(ad.hasBeenPresented)
      // With no ad up, a tap and a close reach nobody.
      await sim.perform(.tap(willLeave: false))
      await sim.perform(.closeAd)
      #expect(log.entries.count == 4)
      #expect(
        sim.trace.events(named: "ignored").map(\.detail) == [
          "nothing handles tap(willLeave: false) here", "nothing handles close here",
        ])
      withExtendedLifetime((delegate, window)) {}
    }
  }

  @Test(
    "Presenting the same ad twice fails the second time with code 18, through the delegate", arguments: NameSet.allCases
  )
  func presentTwiceFails(_ names: NameSet) async throws {
    try await Simulation.run(Script()) { sim in
      let (window, root) = showRootScreen()
      let ad = try await loadedAd(sim, names)
      let log = ContentLog()
      let delegate = names.makeDelegate(log)
      ad.fullScreenContentDelegate = delegate
      names.present(ad, from: root)
      await sim.perform(.closeAd)
      names.present(ad, from: root)
      #expect(
        log.entries == [
          "willPresent GADAppOpenAd#1", "impression GADAppOpenAd#1",
          "willDismiss GADAppOpenAd#1", "didDismiss GADAppOpenAd#1",
          "didFail 18 GADAppOpenAd#1",
        ])
      let error = try #require(log.errors.first)
      #expect(error.domain == "com.google.admob")
      #expect(error.code == 18)
      #expect(error.code == names.adAlreadyUsed)
      #expect(error.localizedDescription == "Ad has already been used.")
      #expect(root.presentedViewController == nil)
      #expect(sim.trace.events(named: didFailToPresent).map(\.detail) == ["error 18: Ad has already been used."])
      #expect(sim.trace.events(named: didFailToPresent).map(Trace.Event.PresentationRefusal.init(of:)) == [.usedAd])
      #expect(sim.trace.events(named: presentCall).count == 2)
      // Presenting it again while it is still up is also a reuse.
      let second = try await loadedAd(sim, names)
      second.fullScreenContentDelegate = delegate
      names.present(second, from: root)
      names.present(second, from: root)
      #expect(
        log.entries.suffix(3) == [
          "willPresent GADAppOpenAd#2", "impression GADAppOpenAd#2", "didFail 18 GADAppOpenAd#2",
        ])
      withExtendedLifetime((delegate, window)) {}
    }
  }

  @Test(
    "Presenting while another app open ad is up fails with code 17; once it closes, the ad presents",
    arguments: NameSet.allCases)
  func presentWhileAnotherIsUp(_ names: NameSet) async throws {
    try await Simulation.run(Script()) { sim in
      let (window, root) = showRootScreen()
      let first = try await loadedAd(sim, names)
      let second = try await loadedAd(sim, names)
      let log = ContentLog()
      let delegate = names.makeDelegate(log)
      first.fullScreenContentDelegate = delegate
      second.fullScreenContentDelegate = delegate
      names.present(first, from: root)
      names.present(second, from: nil)
      names.present(second, from: root)
      #expect(
        log.entries == [
          "willPresent GADAppOpenAd#1", "impression GADAppOpenAd#1",
          "didFail 17 GADAppOpenAd#2", "didFail 17 GADAppOpenAd#2",
        ])
      #expect(log.errors.map(\.code) == [names.presentationInternal, names.presentationInternal])
      #expect(log.errors.map(\.domain) == [GADErrorDomain, GADErrorDomain])
      #expect(log.errors.first?.localizedDescription == "Another full-screen ad, GADAppOpenAd#1, is already presented.")
      #expect(
        sim.trace.events(named: didFailToPresent).map(Trace.Event.PresentationRefusal.init(of:)) == [
          .anotherAdUp, .anotherAdUp,
        ])
      #expect(!second.hasBeenPresented)
      // The failed attempts did not use the second ad up.
      await sim.perform(.closeAd)
      names.present(second, from: root)
      #expect(
        log.entries.suffix(4) == [
          "willDismiss GADAppOpenAd#1", "didDismiss GADAppOpenAd#1",
          "willPresent GADAppOpenAd#2", "impression GADAppOpenAd#2",
        ])
      #expect(second.hasBeenPresented)
      withExtendedLifetime((delegate, window)) {}
    }
  }

  @Test(
    "Presenting from a controller not in a window fails with code 17 and leaves the ad unused",
    arguments: NameSet.allCases)
  func presentOutsideWindow(_ names: NameSet) async throws {
    try await Simulation.run(Script()) { sim in
      let ad = try await loadedAd(sim, names)
      let log = ContentLog()
      let delegate = names.makeDelegate(log)
      ad.fullScreenContentDelegate = delegate
      let detached = UIViewController()
      names.present(ad, from: detached)
      // With no window at all, nil finds no controller either.
      names.present(ad, from: nil)
      #expect(log.entries == ["didFail 17 GADAppOpenAd#1", "didFail 17 GADAppOpenAd#1"])
      #expect(log.errors.map(\.code) == [17, 17])
      #expect(log.errors.map(\.domain) == [GADErrorDomain, GADErrorDomain])
      #expect(
        log.errors.map(\.localizedDescription) == [
          "The provided view controller is not being presented.",
          "The provided view controller is not being presented.",
        ])
      #expect(detached.presentedViewController == nil)
      #expect(!ad.hasBeenPresented)
      #expect(
        sim.trace.events(named: didFailToPresent).map(\.detail) == [
          "error 17: The provided view controller is not being presented.",
          "error 17: The provided view controller is not being presented.",
        ])
      #expect(
        sim.trace.events(named: didFailToPresent).map(Trace.Event.PresentationRefusal.init(of:))
          == [.controllerNotInWindow, .controllerNotInWindow])
      #expect(sim.trace.events(named: didFailToPresent).map { $0.integer("code") } == [17, 17])
      // Shown properly afterwards, the same ad presents.
      let (window, root) = showRootScreen()
      names.present(ad, from: root)
      #expect(log.entries.suffix(2) == ["willPresent GADAppOpenAd#1", "impression GADAppOpenAd#1"])
      withExtendedLifetime((delegate, window)) {}
    }
  }

  @Test("Presenting from a controller that already presents another fails with code 17", arguments: NameSet.allCases)
  func presentFromBusyController(_ names: NameSet) async throws {
    try await Simulation.run(Script()) { sim in
      let (window, root) = showRootScreen()
      root.present(UIViewController(), animated: false)
      let ad = try await loadedAd(sim, names)
      let log = ContentLog()
      let delegate = names.makeDelegate(log)
      ad.fullScreenContentDelegate = delegate
      names.present(ad, from: root)
      #expect(log.entries == ["didFail 17 GADAppOpenAd#1"])
      #expect(
        log.errors.first?.localizedDescription
          == "The provided view controller is already presenting another view controller.")
      #expect(
        sim.trace.events(named: didFailToPresent).map(Trace.Event.PresentationRefusal.init(of:)) == [.controllerBusy])
      #expect(!ad.hasBeenPresented)
      withExtendedLifetime((delegate, window)) {}
    }
  }

  @Test(
    "canPresent throws the errors present would fail with and calls no delegate method",
    arguments: NameSet.allCases)
  func canPresentChecksOnly(_ names: NameSet) async throws {
    try await Simulation.run(Script()) { sim in
      let first = try await loadedAd(sim, names)
      let second = try await loadedAd(sim, names)
      let log = ContentLog()
      let delegate = names.makeDelegate(log)
      first.fullScreenContentDelegate = delegate
      second.fullScreenContentDelegate = delegate
      @MainActor func code(_ ad: GADAppOpenAd, _ controller: UIViewController?) -> Int? {
        do {
          try names.canPresent(ad, from: controller)
          return nil
        } catch {
          #expect((error as NSError).domain == GADErrorDomain)
          return (error as NSError).code
        }
      }
      // No window yet: nil and a detached controller both fail with 17.
      #expect(code(first, nil) == 17)
      #expect(code(first, UIViewController()) == 17)
      // In a window: it could present, and checking changes nothing.
      let (window, root) = showRootScreen()
      #expect(code(first, root) == nil)
      #expect(code(first, nil) == nil)
      #expect(!first.hasBeenPresented)
      #expect(root.presentedViewController == nil)
      names.present(first, from: root)
      // Another ad is up: 17. The ad that is up: 18, already used.
      #expect(code(second, root) == names.presentationInternal)
      #expect(code(first, root) == names.adAlreadyUsed)
      await sim.perform(.closeAd)
      #expect(code(first, nil) == 18)
      #expect(code(second, nil) == nil)
      #expect(
        log.entries == [
          "willPresent GADAppOpenAd#1", "impression GADAppOpenAd#1",
          "willDismiss GADAppOpenAd#1", "didDismiss GADAppOpenAd#1",
        ])
      #expect(sim.trace.events(named: didFailToPresent).isEmpty)
      #expect(sim.trace.events(named: canPresentCall).count == 8)
      #expect(sim.trace.events(named: canPresentCall).allSatisfy { $0.kind == .call && $0.actor == .app })
      withExtendedLifetime((delegate, window)) {}
    }
  }

  @Test("The ad's age runs on virtual time: presented 4 h after load, the trace says so", arguments: NameSet.allCases)
  func ageOnVirtualTime(_ names: NameSet) async throws {
    try await Simulation.run(Script()) { sim in
      let (window, root) = showRootScreen()
      await sim.perform(.advance(.seconds(60)))
      let ad = try await loadedAd(sim, names)
      let log = ContentLog()
      let delegate = names.makeDelegate(log)
      ad.fullScreenContentDelegate = delegate
      await sim.perform(.advance(.seconds(4 * 3600)))
      #expect(ad.age == .seconds(14_400))
      #expect(ad.loadedAt.offset == .seconds(60))
      names.present(ad, from: root)
      let call = try #require(sim.trace.events(named: presentCall).first)
      #expect(call.detail == "14400.000 s after load; delegate set")
      #expect(call.time.description == "14460.000")
      // The fake shows an old ad like any other; refusing it is the app's job.
      #expect(log.entries == ["willPresent GADAppOpenAd#1", "impression GADAppOpenAd#1"])
      withExtendedLifetime((delegate, window)) {}
    }
  }
}
