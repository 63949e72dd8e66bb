import AdSimulation
import FakeUIKit

/// The Google native ad state of one simulation.
///
/// It keeps the behaviour, the live ads, and the drivers that click a native ad on screen
/// (`tap`) and close a click's screen (`closeAd`). The drivers are added after the banners'
/// (``GoogleBannerRunState`` is made first), so they are tried first, and each gives the
/// step up (returns false) when a banner can take it or a full-screen ad is up: with a
/// banner and a native ad both on screen, a tap is the banner's, as it was before native
/// ads.
@MainActor
final class GoogleNativeRunState {
  /// The behaviour the script set; by default ads bring every asset and an image.
  @exclusivity(unchecked) var behaviour = GoogleNativeBehaviour()
  @exclusivity(unchecked) private var ads: [WeakAd] = []
  @exclusivity(unchecked) private var adCount = 0

  private struct WeakAd {
    weak var value: GoogleNativeAdState?
  }

  init(simulation: Simulation) {
    let fullScreen = GoogleRunState.current(in: simulation)
    let banners = GoogleBannerRunState.current(in: simulation)
    simulation.addDriver(for: .tap) { [unowned self] step in
      guard case .tap(let willLeave) = step else { return false }
      // A tap while a full-screen ad is up is the full-screen ad's; one a banner can take
      // (or that a screen over a banner stops) is the banner's.
      guard fullScreen.presented == nil,
        !banners.liveBanners.contains(where: { $0.isClickable || $0.coveringScreen() != nil })
      else { return false }
      // What the user sees before the tap is what the SDK has recorded: an ad on screen has
      // its impression before its click.
      for ad in liveAds { ad.checkScreen() }
      let targets = liveAds.compactMap { ad in ad.tapTarget().map { (ad, $0) } }
      for (ad, target) in targets.reversed() {
        if case .asset(let asset, let view) = target {
          // A control that takes touches (a button with user interaction on) keeps the
          // tap for its own actions, and the SDK sees no click.
          if let control = view as? UIControl, control.isUserInteractionEnabled, control.isEnabled {
            simulation.record(
              .observation, actor: .user, object: ad.traceName, name: .nativeAdTapTakenByControl,
              detail: "the \(Trace.typeName(of: control)) of its \(asset.traceText) asset view took the tap",
              fields: ["asset": .text(asset.traceText), "view": .text(Trace.typeName(of: control))])
            control.sendActions(for: .touchUpInside)
            return true
          }
          ad.click(on: asset, view: view, willLeave: willLeave)
          return true
        }
      }
      for (ad, target) in targets.reversed() {
        if case .noAsset = target {
          simulation.record(
            .observation, actor: .user, object: ad.traceName, name: .nativeAdTapMissedAssets,
            detail: "none of its clickable asset views is on screen")
          return true
        }
      }
      for (ad, target) in targets.reversed() {
        if case .covered(let cover) = target {
          simulation.record(
            .observation, actor: .user, object: ad.traceName, name: .nativeAdTapOutOfReach,
            detail: "\(cover) covers the native ad")
          return true
        }
      }
      return false
    }
    simulation.addDriver(for: .close) { [unowned self] _ in
      guard fullScreen.presented == nil, !banners.liveBanners.contains(where: \.isShowingClickScreen),
        let ad = liveAds.last(where: { $0.clickScreen != nil })
      else { return false }
      ad.closeClickScreen()
      return true
    }
    simulation.addObserver { [unowned self] in
      for ad in liveAds { ad.checkScreen() }
    }
  }

  static func current(in simulation: Simulation) -> GoogleNativeRunState {
    simulation.shared(GoogleNativeRunState.self) { GoogleNativeRunState(simulation: simulation) }
  }

  /// The native ads still alive, oldest first.
  var liveAds: [GoogleNativeAdState] {
    ads.compactMap(\.value)
  }

  func adopt(_ ad: GoogleNativeAdState) {
    ads.removeAll { $0.value == nil }
    ads.append(WeakAd(value: ad))
  }

  /// The number of the next ad served, counting from 1; it numbers the ad's assets.
  func nextAdNumber() -> Int {
    adCount += 1
    return adCount
  }
}
