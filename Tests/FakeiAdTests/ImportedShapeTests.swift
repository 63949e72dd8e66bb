import AdSimulation
import FakeUIKit
import FakeiAd
import Foundation
import Testing

/// Code spelled the way the real, unannotated iAd headers import into Swift 3 and later
/// (implicitly unwrapped values) compiles against the fake and behaves as on a device.
@Suite("iAd's imported Swift shapes")
@MainActor
struct ImportedShapeTests {
  @Test("init!(adType:): a banner binds to a plain ADBannerView, and if let / guard let still work")
  func bannerInitIsImplicitlyUnwrapped() async {
    await Simulation.run(Script()) { sim in
      let banner: ADBannerView = ADBannerView(adType: .banner)
      let rectangle: ADBannerView = ADBannerView(adType: .mediumRectangle)
      #expect(banner.adType == .banner)
      #expect(rectangle.frame.size == CGSize(width: 320, height: 250))
      if let optional = ADBannerView(adType: .banner) {
        #expect(optional.adType == .banner)
      } else {
        Issue.record("if let found no banner")
      }
      guard let guarded = ADBannerView(adType: .mediumRectangle) else {
        Issue.record("guard let found no banner")
        return
      }
      #expect(guarded.adType == .mediumRectangle)
      await sim.perform(.respond(.fill()))
      await sim.perform(.advance(.zero))
      #expect(banner.isBannerLoaded)
      #expect(sim.trace.events(.created).count == 4)
    }
  }

  @Test("requiredContentSizeIdentifiers is Set<AnyHashable>!: it reads as a set and takes an optional one")
  func requiredSizesAreImplicitlyUnwrapped() async {
    await Simulation.run(Script()) { sim in
      let banner: ADBannerView = ADBannerView(adType: .banner)
      let sizes: Set<AnyHashable>! = [ADBannerContentSizeIdentifierPortrait]
      banner.requiredContentSizeIdentifiers = sizes
      let read: Set<AnyHashable> = banner.requiredContentSizeIdentifiers
      #expect(read == [ADBannerContentSizeIdentifierPortrait])
      #expect(banner.requiredContentSizeIdentifiers.count == 1)
      let optional: Set<AnyHashable>? = [
        ADBannerContentSizeIdentifierPortrait, ADBannerContentSizeIdentifierLandscape,
      ]
      banner.requiredContentSizeIdentifiers = optional
      #expect(
        banner.requiredIdentifiers == [
          ADBannerContentSizeIdentifierPortrait, ADBannerContentSizeIdentifierLandscape,
        ])
      #expect(
        sim.trace.events(named: "requiredContentSizeIdentifiers").map(\.detail) == [
          "[portrait]", "[landscape, portrait]",
        ])
    }
  }

  @Test("Setting requiredContentSizeIdentifiers to nil is a misuse and keeps the sizes it had")
  func requiredSizesRejectNil() async {
    await Simulation.run(Script()) { sim in
      let banner: ADBannerView = ADBannerView(adType: .banner)
      banner.requiredContentSizeIdentifiers = [ADBannerContentSizeIdentifierPortrait]
      banner.requiredContentSizeIdentifiers = nil
      #expect(banner.requiredContentSizeIdentifiers == [ADBannerContentSizeIdentifierPortrait])
      let misuses = sim.trace.events(.misuse)
      #expect(misuses.map(\.name) == ["requiredContentSizeIdentifiers"])
      #expect(misuses.map(\.detail) == ["nil; a banner needs at least one size; kept [portrait]"])
      #expect(sim.trace.events(.property).filter { $0.name == "requiredContentSizeIdentifiers" }.count == 1)
    }
  }

  @Test("ADInterstitialAd.delegate is ADInterstitialAdDelegate!: it reads as a plain delegate and is still weak")
  func interstitialDelegateIsImplicitlyUnwrapped() async {
    await Simulation.run(padScript()) { sim in
      let ad = ADInterstitialAd()
      var recorder: RecordingInterstitialDelegate? = RecordingInterstitialDelegate()
      do {
        let assigned: ADInterstitialAdDelegate! = recorder
        ad.delegate = assigned
        let current: ADInterstitialAdDelegate = ad.delegate
        #expect(current === recorder)
      }
      await sim.perform(.respond(.fill()))
      await sim.perform(.advance(.zero))
      #expect(recorder?.log == ["willLoad loaded=false", "didLoad loaded=true"])
      recorder = nil
      #expect(ad.delegate == nil)
      ad.delegate = nil
      #expect(sim.trace.events(named: "delegate").map(\.detail) == ["RecordingInterstitialDelegate", "nil"])
    }
  }

  @Test("present(in:), present(from:) and size(fromBannerContentSizeIdentifier:) take implicitly unwrapped arguments")
  func implicitlyUnwrappedArguments() async {
    await Simulation.run(padScript()) { sim in
      let (window, screen) = showHostScreen()
      let ad = ADInterstitialAd()
      await sim.perform(.respond(.fill()))
      await sim.perform(.advance(.zero))
      let noView: UIView! = nil
      #expect(!ad.present(in: noView))
      let noController: UIViewController! = nil
      ad.present(from: noController)
      #expect(!ad.isPresentedModally)
      #expect(sim.trace.events(.misuse).map(\.name) == ["present(in:)", "present(from:)"])
      let host: UIView! = screen.view
      #expect(ad.present(in: host))
      let identifier: String! = ADBannerContentSizeIdentifierLandscape
      #expect(ADBannerView.size(fromBannerContentSizeIdentifier: identifier) == CGSize(width: 1024, height: 66))
      withExtendedLifetime(window) {}
    }
  }
}
