import AdSimulation
import FakeGoogleMobileAds
import FakeUIKit
import Foundation
import Testing

@Suite("GADAdSize and AdSize")
@MainActor
struct BannerAdSizeTests {
  @Test("The fixed sizes have Google's dimensions under both names")
  func fixedSizes() {
    let gad = [
      GADAdSizeBanner, GADAdSizeLargeBanner, GADAdSizeMediumRectangle, GADAdSizeFullBanner, GADAdSizeLeaderboard,
      GADAdSizeSkyscraper,
    ]
    let v12: [AdSize] = [
      AdSizeBanner, AdSizeLargeBanner, AdSizeMediumRectangle, AdSizeFullBanner, AdSizeLeaderboard, AdSizeSkyscraper,
    ]
    let expected = [
      CGSize(width: 320, height: 50), CGSize(width: 320, height: 100), CGSize(width: 300, height: 250),
      CGSize(width: 468, height: 60), CGSize(width: 728, height: 90), CGSize(width: 120, height: 600),
    ]
    #expect(gad.map(CGSizeFromGADAdSize) == expected)
    #expect(v12.map { cgSize(for: $0) } == expected)
    #expect(zip(gad, v12).allSatisfy { GADAdSizeEqualToSize($0, $1) && isAdSizeEqualToSize(size1: $0, size2: $1) })
    #expect(gad.allSatisfy(IsGADAdSizeValid))
    #expect(gad.allSatisfy { $0.flags == 0 })
  }

  @Test("Fluid is valid with no dimensions, invalid is not valid, custom sizes compare by dimensions")
  func specialSizes() {
    #expect(IsGADAdSizeValid(GADAdSizeFluid))
    #expect(isAdSizeValid(size: AdSizeFluid))
    #expect(GADAdSizeIsFluid(GADAdSizeFluid) && !GADAdSizeIsFluid(GADAdSizeBanner))
    #expect(!IsGADAdSizeValid(GADAdSizeInvalid))
    #expect(!isAdSizeValid(size: AdSizeInvalid))
    #expect(!IsGADAdSizeValid(GADAdSize()))
    #expect(!GADAdSizeEqualToSize(GADAdSizeFluid, GADAdSizeInvalid))
    #expect(GADAdSizeEqualToSize(GADAdSizeFromCGSize(CGSize(width: 320, height: 50)), GADAdSizeBanner))
    #expect(
      isAdSizeEqualToSize(size1: adSizeFor(cgSize: CGSize(width: 300, height: 250)), size2: AdSizeMediumRectangle))
    #expect(!GADAdSizeEqualToSize(GADAdSizeBanner, GADAdSizeLargeBanner))
  }

  @Test("Anchored adaptive heights: portrait and landscape differ for the same width")
  func anchoredPortraitLandscape() async {
    await Simulation.run(Script()) { _ in
      let portrait = GADPortraitAnchoredAdaptiveBannerAdSizeWithWidth(375)
      let landscape = GADLandscapeAnchoredAdaptiveBannerAdSizeWithWidth(375)
      // 375 × 5/32 = 58.6 → 59; 375 × 5/48 = 39.1, raised to the 50-point floor.
      #expect(portrait.size == CGSize(width: 375, height: 59))
      #expect(landscape.size == CGSize(width: 375, height: 50))
      #expect(!GADAdSizeEqualToSize(portrait, landscape))
      #expect(portraitAnchoredAdaptiveBanner(width: 375).size == portrait.size)
      #expect(landscapeAnchoredAdaptiveBanner(width: 375).size == landscape.size)
      #expect(GADPortraitAnchoredAdaptiveBannerAdSizeWithWidth(320).size.height == 50)
      #expect(GADLandscapeAnchoredAdaptiveBannerAdSizeWithWidth(600).size.height == 63)
      #expect(!IsGADAdSizeValid(GADPortraitAnchoredAdaptiveBannerAdSizeWithWidth(0)))
    }
  }

  @Test(
    "Anchored adaptive heights stay within 50–90 points and 15% of the portrait height",
    arguments: Device.Idiom.allCases)
  func anchoredBounds(_ idiom: Device.Idiom) async {
    await Simulation.run(Script(device: Device(idiom: idiom))) { sim in
      let cap = (sim.device.portraitScreenSize.height * 0.15).rounded(.down)
      for width in stride(from: 1.0, through: 2000, by: 7) {
        for size in [
          GADPortraitAnchoredAdaptiveBannerAdSizeWithWidth(width),
          GADLandscapeAnchoredAdaptiveBannerAdSizeWithWidth(width),
        ] {
          #expect((50...90).contains(size.size.height))
          #expect(Double(size.size.height) <= max(50, cap))
          #expect(Double(size.size.width) == width)
        }
      }
      // On the phone, 15% of 480 points caps a wide portrait banner at 72; the pad reaches 90.
      #expect(GADPortraitAnchoredAdaptiveBannerAdSizeWithWidth(1500).size.height == (idiom == .phone ? 72 : 90))
    }
  }

  @Test("The current-orientation sizes follow the device's orientation at the call", arguments: NameSet.allCases)
  func currentOrientation(_ names: NameSet) async {
    await Simulation.run(Script()) { sim in
      let (window, _) = showRootScreen()
      @MainActor func current() -> GADAdSize {
        names == .gad
          ? GADCurrentOrientationAnchoredAdaptiveBannerAdSizeWithWidth(375)
          : currentOrientationAnchoredAdaptiveBanner(width: 375)
      }
      let inPortrait = current()
      await sim.perform(.rotate(.landscape))
      #expect(sim.device.orientation == .landscape)
      let inLandscape = current()
      #expect(inPortrait.size == GADPortraitAnchoredAdaptiveBannerAdSizeWithWidth(375).size)
      #expect(inLandscape.size == GADLandscapeAnchoredAdaptiveBannerAdSizeWithWidth(375).size)
      #expect(inPortrait.size.height != inLandscape.size.height)
      #expect(inPortrait.adaptive?.orientation == .portrait)
      #expect(inLandscape.adaptive?.orientation == .landscape)
      #expect(inLandscape.adaptive?.width == 375)
      #expect(GADAdSizeBanner.adaptive == nil)
      withExtendedLifetime(window) {}
    }
  }

  @Test("Large anchored sizes (v13) are taller, and follow the orientation", arguments: NameSet.allCases)
  func largeAnchored(_ names: NameSet) async {
    await Simulation.run(Script()) { sim in
      let (window, _) = showRootScreen()
      let large =
        names == .gad ? GADLargeAnchoredAdaptiveBannerAdSizeWithWidth(375) : largeAnchoredAdaptiveBanner(width: 375)
      #expect(large.size == CGSize(width: 375, height: 88))
      #expect(large.size.height > GADPortraitAnchoredAdaptiveBannerAdSizeWithWidth(375).size.height)
      #expect(large.adaptive?.kind == .largeAnchored)
      await sim.perform(.rotate(.landscape))
      let turned =
        names == .gad ? GADLargeAnchoredAdaptiveBannerAdSizeWithWidth(375) : largeAnchoredAdaptiveBanner(width: 375)
      #expect(turned.size == CGSize(width: 375, height: 59))
      withExtendedLifetime(window) {}
    }
  }

  @Test("An inline adaptive size has no height until an ad is served, then the ad's within the maximum")
  func inlineAdaptive() async {
    await Simulation.run(Script()) { sim in
      let size = GADInlineAdaptiveBannerAdSizeWithWidthAndMaxHeight(300, 120)
      #expect(size.size == CGSize(width: 300, height: 0))
      #expect(IsGADAdSizeValid(size))
      #expect(isAdSizeValid(size: inlineAdaptiveBanner(width: 300, maxHeight: 120)))
      #expect(!IsGADAdSizeValid(GADInlineAdaptiveBannerAdSizeWithWidthAndMaxHeight(300, 20)))
      #expect(GADCurrentOrientationInlineAdaptiveBannerAdSizeWithWidth(300).adaptive?.maxHeight == 480)
      #expect(currentOrientationInlineAdaptiveBanner(width: 300).size.width == 300)
      let screen = BannerScreen(.gad)
      screen.banner.adSize = size
      #expect(screen.banner.frame.size == CGSize(width: 300, height: 0))
      screen.banner.load(GADRequest())
      await sim.perform(.respond(.fill()))
      await sim.perform(.advance(.zero))
      // 300 × 2/3 = 200, held to the 120-point maximum.
      #expect(screen.banner.frame.size == CGSize(width: 300, height: 120))
      #expect(screen.banner.adSize.size.height == 120)
      #expect(screen.log.entries == ["receive", "impression"])
    }
  }
}

@Suite("Banner demo units")
struct BannerDemoUnitTests {
  @Test("The three banner demo units are named and count as test units")
  func bannerUnits() {
    #expect(GoogleTestAdUnits.adaptiveBanner == "ca-app-pub-3940256099942544/2435281174")
    #expect(GoogleTestAdUnits.fixedSizeBanner == "ca-app-pub-3940256099942544/2934735716")
    #expect(GoogleTestAdUnits.collapsibleBanner == "ca-app-pub-3940256099942544/8388050270")
    let units = [
      GoogleTestAdUnits.adaptiveBanner, GoogleTestAdUnits.fixedSizeBanner, GoogleTestAdUnits.collapsibleBanner,
    ]
    #expect(units.allSatisfy(GoogleTestAdUnits.isTestUnit))
    #expect(Set(units).isSubset(of: GoogleTestAdUnits.all))
  }
}
