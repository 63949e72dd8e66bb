import AdSimulation
import FakeGoogleMobileAds
import FakeUIKit
import Foundation
import Testing

@Suite("GADNativeAdView")
@MainActor
struct NativeAdViewTests {
  @Test("Each outlet and the nativeAd assignment are recorded with what the view held then")
  func outletOrderRecorded() async throws {
    try await Simulation.run(Script()) { sim in
      let (ad, log, loader) = try await loadedNativeAd(sim, .gad)
      let (_, root) = showRootScreen()
      let adView = GADNativeAdView(frame: CGRect(x: 0, y: 100, width: 320, height: 300))
      root.view.addSubview(adView)
      let headline = UILabel()
      adView.addSubview(headline)
      let icon = UIView()  // never added to the ad view
      adView.headlineView = headline
      adView.iconView = icon
      adView.nativeAd = ad
      let body = UILabel()
      adView.addSubview(body)
      adView.bodyView = body

      let headlineSet = try #require(sim.trace.events(named: .nativeAdViewHeadlineView).first)
      #expect(headlineSet.object == "GADNativeAdView#1")
      #expect(headlineSet.flag("nativeAdSet") == false)
      #expect(headlineSet.flag("inAdView") == true)
      let iconSet = try #require(sim.trace.events(named: .nativeAdViewIconView).first)
      #expect(iconSet.flag("inAdView") == false)
      #expect(iconSet.detail == "UIView, outside the ad view")
      let adSet = try #require(sim.trace.events(named: .nativeAdViewNativeAd).first)
      #expect(adSet.text("ad") == "GADNativeAd#1")
      #expect(adSet.flag("headlineView") == true)
      #expect(adSet.flag("headlineViewInAdView") == true)
      #expect(adSet.flag("iconViewInAdView") == false)
      #expect(adSet.flag("bodyView") == false)
      #expect(adSet.text("assetViews") == "headlineView, iconView")
      #expect(adSet.text("outsideViews") == "iconView")
      #expect(adSet.detail == "GADNativeAd#1; holds headlineView, iconView; outside the view: iconView")
      let bodySet = try #require(sim.trace.events(named: .nativeAdViewBodyView).first)
      #expect(bodySet.flag("nativeAdSet") == true)
      #expect(bodySet.sequence > adSet.sequence)
      #expect(bodySet.detail == "UILabel, after nativeAd")
      withExtendedLifetime((log, loader, icon)) {}
    }
  }

  @Test("The impression is recorded once, when the view showing the ad is first on screen", arguments: NameSet.allCases)
  func impressionOnce(_ names: NameSet) async throws {
    try await Simulation.run(Script()) { sim in
      var paid = 0
      let (ad, log, loader) = try await loadedNativeAd(sim, names)
      ad.paidEventHandler = { _ in paid += 1 }
      let screen = NativeScreen()
      screen.show(ad)
      await sim.perform(.advance(.seconds(1)))
      #expect(log.entries == ["receive GADNativeAd#1", "finish", "impression"])
      #expect(sim.trace.times(of: .nativeAdDidRecordImpression) == ["0.000"])
      #expect(paid == 1)
      screen.adView.isHidden = true
      await sim.perform(.advance(.seconds(1)))
      screen.adView.isHidden = false
      screen.adView.nativeAd = ad
      await sim.perform(.advance(.seconds(1)))
      #expect(log.entries.filter { $0 == "impression" }.count == 1)
      #expect(sim.trace.times(of: .nativeAdShown) == ["0.000", "2.000"])
      #expect(sim.trace.times(of: .nativeAdHidden) == ["1.000"])
      #expect(sim.trace.events(named: .nativeAdShown).first?.object == "GADNativeAdView#1")
      withExtendedLifetime((loader, screen)) {}
    }
  }

  @Test("No impression while the view is off screen or out of any window; one once it shows")
  func noImpressionOffScreen() async throws {
    try await Simulation.run(Script()) { sim in
      let (ad, log, loader) = try await loadedNativeAd(sim, .v12)
      let (_, root) = showRootScreen()
      let adView = NativeAdView(frame: CGRect(x: 0, y: 5000, width: 320, height: 300))
      let headline = UILabel(frame: CGRect(x: 0, y: 0, width: 320, height: 30))
      adView.addSubview(headline)
      adView.headlineView = headline
      adView.nativeAd = ad
      await sim.perform(.advance(.seconds(5)))
      root.view.addSubview(adView)
      await sim.perform(.advance(.seconds(5)))
      #expect(!log.entries.contains("impression"))
      #expect(sim.trace.events(named: .nativeAdShown).isEmpty)
      adView.frame.origin.y = 100
      await sim.perform(.advance(.seconds(1)))
      #expect(log.entries.last == "impression")
      #expect(sim.trace.times(of: .nativeAdDidRecordImpression) == ["10.000"])
      withExtendedLifetime(loader) {}
    }
  }

  @Test("A tap clicks through the call to action; closing the ad's screen dismisses it", arguments: NameSet.allCases)
  func tapAndClose(_ names: NameSet) async throws {
    try await Simulation.run(Script()) { sim in
      let screen = NativeScreen()
      let (ad, log, loader) = try await loadedNativeAd(sim, names, root: screen.root)
      screen.show(ad)
      await sim.perform(.advance(.seconds(2)))
      await sim.perform(.tap(willLeave: false))
      #expect(log.entries == ["receive GADNativeAd#1", "finish", "impression", "click", "willPresent"])
      let click = try #require(sim.trace.events(named: .nativeAdDidRecordClick).first)
      #expect(click.text("asset") == "callToAction")
      #expect(click.text("view") == "UIButton")
      #expect(click.flag("inAdView") == true)
      #expect(click.detail == "callToAction asset view (UIButton)")
      #expect(screen.root.presentedViewController != nil)
      #expect(sim.trace.events(named: .nativeAdCoversTheApp).first?.detail == "over UIViewController")
      // A second tap meets the ad's own screen.
      await sim.perform(.tap(willLeave: false))
      #expect(
        sim.trace.events(named: .nativeAdTapOutOfReach).map(\.detail) == [
          "the screen its click opened covers the native ad"
        ])
      await sim.perform(.advance(.seconds(3)))
      await sim.perform(.closeAd)
      #expect(screen.root.presentedViewController == nil)
      #expect(log.entries.suffix(2) == ["willDismiss", "didDismiss"])
      #expect(sim.trace.times(of: .nativeAdDidDismissScreen) == ["5.000"])
      #expect(sim.trace.events(named: "ignored").isEmpty)
      withExtendedLifetime((loader, screen)) {}
    }
  }

  @Test("A tap goes through the first clickable asset view on screen, never the media view")
  func tapOrder() async throws {
    try await Simulation.run(Script()) { sim in
      GoogleNativeBehaviour.set(GoogleNativeBehaviour(assets: [.body]), in: sim)
      let screen = NativeScreen()
      let (ad, log, loader) = try await loadedNativeAd(sim, .gad, root: screen.root)
      screen.show(ad)
      screen.headline.isHidden = true
      await sim.perform(.tap(willLeave: false))
      #expect(sim.trace.events(named: .nativeAdDidRecordClick).first?.text("asset") == "body")
      await sim.perform(.closeAd)
      // With only the media view left on screen, the tap meets no clickable asset.
      screen.body.isHidden = true
      await sim.perform(.tap(willLeave: false))
      #expect(sim.trace.events(named: .nativeAdTapMissedAssets).map(\.object) == ["GADNativeAd#1"])
      #expect(log.entries.filter { $0 == "click" }.count == 1)
      withExtendedLifetime((loader, screen)) {}
    }
  }

  @Test("A tap that leaves the app records the click and sends the app to the background")
  func tapLeaves() async throws {
    try await Simulation.run(Script()) { sim in
      let screen = NativeScreen()
      let (ad, log, loader) = try await loadedNativeAd(sim, .v12)
      screen.show(ad)
      await sim.perform(.tap(willLeave: true))
      #expect(log.entries.suffix(2) == ["impression", "click"])
      #expect(sim.trace.events(named: .nativeAdOpensAnotherApp).count == 1)
      #expect(screen.root.presentedViewController == nil)
      withExtendedLifetime((loader, screen)) {}
    }
  }

  @Test("A call-to-action button with user interaction on takes the tap: its action runs, the SDK sees no click")
  func enabledButtonTakesTheTap() async throws {
    try await Simulation.run(Script()) { sim in
      let screen = NativeScreen()
      var buttonTaps = 0
      screen.callToAction.isUserInteractionEnabled = true
      screen.callToAction.addAction(UIAction { _ in buttonTaps += 1 }, for: .touchUpInside)
      let (ad, log, loader) = try await loadedNativeAd(sim, .v12)
      screen.show(ad)
      await sim.perform(.tap(willLeave: false))
      #expect(buttonTaps == 1)
      #expect(!log.entries.contains("click"))
      let taken = try #require(sim.trace.events(named: .nativeAdTapTakenByControl).first)
      #expect(taken.text("asset") == "callToAction")
      #expect(taken.text("view") == "UIButton")
      #expect(screen.root.presentedViewController == nil)
      withExtendedLifetime((loader, screen)) {}
    }
  }

  @Test("With a banner and a native ad on screen, a tap is the banner's, as before native ads")
  func bannerKeepsTheTap() async throws {
    try await Simulation.run(Script()) { sim in
      let banner = BannerScreen(.gad)
      banner.banner.load(GADRequest())
      await sim.perform(.respond(.fill()))
      await sim.perform(.advance(.zero))
      let adView = NativeAdView(frame: CGRect(x: 0, y: 100, width: 320, height: 200))
      let callToAction = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
      callToAction.isUserInteractionEnabled = false
      adView.addSubview(callToAction)
      adView.callToActionView = callToAction
      banner.root.view.addSubview(adView)
      let (ad, log, loader) = try await loadedNativeAd(sim, .v12, root: banner.root)
      adView.nativeAd = ad
      await sim.perform(.tap(willLeave: false))
      #expect(banner.log.entries.suffix(2) == ["click", "willPresent"])
      #expect(!log.entries.contains("click"))
      await sim.perform(.closeAd)
      #expect(banner.log.entries.last == "didDismiss")
      // Without the banner, the native ad takes the tap.
      banner.banner.removeFromSuperview()
      await sim.perform(.tap(willLeave: false))
      #expect(log.entries.suffix(2) == ["click", "willPresent"])
      await sim.perform(.closeAd)
      #expect(log.entries.last == "didDismiss")
      withExtendedLifetime((loader, banner, adView)) {}
    }
  }

  @Test("Views registered without a native ad view count for the impression and the click")
  func registeredViews() async throws {
    try await Simulation.run(Script()) { sim in
      let (_, root) = showRootScreen()
      let (ad, log, loader) = try await loadedNativeAd(sim, .gad, root: root)
      let container = UIView(frame: CGRect(x: 0, y: 200, width: 320, height: 100))
      let button = UIButton(frame: CGRect(x: 0, y: 0, width: 120, height: 44))
      button.isUserInteractionEnabled = false
      container.addSubview(button)
      root.view.addSubview(container)
      ad.register(container, clickableAssetViews: [.callToActionAsset: button], nonclickableAssetViews: [:])
      await sim.perform(.tap(willLeave: false))
      #expect(log.entries.suffix(3) == ["impression", "click", "willPresent"])
      #expect(sim.trace.events(named: .nativeAdRegister).first?.text("container") == "UIView")
      await sim.perform(.closeAd)
      ad.unregisterAdView()
      await sim.perform(.tap(willLeave: false))
      #expect(log.entries.filter { $0 == "click" }.count == 1)
      #expect(sim.trace.events(named: "ignored").count == 1)
      withExtendedLifetime(loader) {}
    }
  }

  @Test("Custom click gestures click through only when turned on before the ad is shown")
  func customClickGestures() async throws {
    try await Simulation.run(Script()) { sim in
      let screen = NativeScreen()
      let (ad, log, loader) = try await loadedNativeAd(sim, .gad, root: screen.root)
      ad.recordCustomClickGesture()
      ad.enableCustomClickGestures()
      #expect(ad.isCustomClickGestureEnabled)
      screen.show(ad)
      ad.recordCustomClickGesture()
      #expect(log.entries.suffix(2) == ["click", "willPresent"])
      #expect(sim.trace.events(named: .nativeAdRecordCustomClickGesture).map { $0.flag("ignored") } == [true, false])
      withExtendedLifetime((loader, screen)) {}
    }
  }
}
