import AdSimulation
import FakeUIKit

/// The Google banner state of one simulation: its behaviour, its live banners, and the
/// drivers that click them (`tap`) and close a click's screen (`closeAd`).
///
/// The drivers are added after ``GoogleRunState``'s, so they are tried first; each gives the
/// step up (returns false) when no banner can take it, and a tap goes to a full-screen ad
/// on screen rather than to a banner under it.
@MainActor
final class GoogleBannerRunState {
  /// The behaviour the script set; by default banners never refresh.
  @exclusivity(unchecked) var behaviour = GoogleBannerBehaviour()
  @exclusivity(unchecked) private var banners: [Lifeline.Held<GADBannerView>] = []

  init(simulation: Simulation) {
    let fullScreen = GoogleRunState.current(in: simulation)
    simulation.addDriver(for: .tap) { [unowned self] step in
      guard case .tap(let willLeave) = step else { return false }
      // A tap while a full-screen ad is up is the full-screen ad's.
      guard fullScreen.presented == nil else { return false }
      guard let banner = liveBanners.last(where: \.isClickable) else {
        // A banner with its ad on screen, under a screen that covers it: the user's tap
        // cannot reach it, as on a device.
        guard
          let (banner, cover) = liveBanners.compactMap({ banner in banner.coveringScreen().map { (banner, $0) } }).last
        else { return false }
        simulation.record(
          .observation, actor: .user, object: banner.traceName, name: .tapOutOfReach,
          detail: "\(cover) covers the banner")
        return true
      }
      banner.click(willLeave: willLeave)
      return true
    }
    simulation.addDriver(for: .close) { [unowned self] _ in
      guard fullScreen.presented == nil, let banner = liveBanners.last(where: { $0.clickScreen != nil }) else {
        return false
      }
      banner.closeClickScreen()
      return true
    }
    simulation.addObserver { [unowned self] in
      // Read in place: the observer runs after every step, so it makes no list of its own.
      for held in banners { held.value?.checkScreen() }
    }
  }

  static func current(in simulation: Simulation) -> GoogleBannerRunState {
    simulation.shared(GoogleBannerRunState.self) { GoogleBannerRunState(simulation: simulation) }
  }

  /// The banners still alive, oldest first.
  var liveBanners: [GADBannerView] {
    banners.compactMap(\.value)
  }

  func adopt(_ banner: GADBannerView) {
    banners.removeAll { $0.value == nil }
    banners.append(banner.lifeline.hold(banner))
  }
}
