import AdSimulation
import FakeUIKit

/// The iAd state of one simulation: its live ads and the drivers for taps, closing and expiry.
@MainActor
final class IAdRunState {
  @exclusivity(unchecked) private var banners: [Lifeline.Held<ADBannerView>] = []
  @exclusivity(unchecked) private var interstitials: [Lifeline.Held<ADInterstitialAd>] = []
  /// What the framework is making an ad for, while it makes one; `nil` while the app does.
  @exclusivity(unchecked) private var frameworkPurpose: String?

  init(simulation: Simulation) {
    simulation.addDriver(for: .tap) { [unowned self] step in
      guard case .tap(let willLeave) = step else { return false }
      return tap(willLeave: willLeave)
    }
    simulation.addDriver(for: .close) { [unowned self] _ in
      if let ad = liveInterstitials.last(where: \.isActionInProgress) {
        ad.endAction(reason: "closed by the user")
      } else if let banner = liveBanners.last(where: \.isBannerViewActionInProgress) {
        banner.endAction(reason: "closed by the user")
      } else if let ad = liveInterstitials.last(where: \.isPresentedModally) {
        ad.dismissByUser()
      } else {
        return false
      }
      return true
    }
    simulation.addDriver(for: .cancel) { [unowned self] _ in
      if let ad = liveInterstitials.last(where: \.isActionInProgress) {
        ad.cancelAction()
      } else if let banner = liveBanners.last(where: \.isBannerViewActionInProgress) {
        banner.cancelAction()
      } else {
        return false
      }
      return true
    }
    simulation.addDriver(for: .expire) { [unowned self] _ in
      // Every loaded ad expires, so map all of them before asking whether any did.
      let banners = liveBanners.map { $0.expireAd() }
      let interstitials = liveInterstitials.map { $0.expireNow() }
      return banners.contains(true) || interstitials.contains(true)
    }
    UIApplication.shared.beforeLeavingForeground { [unowned self] in
      for ad in liveInterstitials where ad.isActionInProgress {
        ad.endAction(reason: "the app is leaving the foreground")
      }
      for banner in liveBanners where banner.isBannerViewActionInProgress {
        banner.endAction(reason: "the app is leaving the foreground")
      }
    }
    simulation.addObserver { [unowned self] in
      // Read in place: the observer runs after every step, so it makes no list of its own.
      for held in banners { held.value?.checkVisibility() }
      for held in interstitials { held.value?.checkHost() }
    }
    _ = simulation.notificationCenter.addObserver(
      forName: UIDevice.orientationDidChangeNotification, object: nil, queue: nil
    ) { [unowned self] _ in
      MainActor.assumeIsolated {
        for held in banners { held.value?.fitHeightToOrientation() }
      }
    }
    simulation.addEventListener { [unowned self] event in
      guard event.kind == .driven, Self.rotationEventNames.contains(event.name),
        let name = liveInterstitials.last(where: \.isActionInProgress)?.traceName
          ?? liveBanners.last(where: \.isBannerViewActionInProgress)?.traceName
      else { return }
      simulation.record(
        .observation, actor: .sdk, object: name, name: .coveringAdKeepsItsOrientation)
    }
  }

  /// The names of the events of the steps that turn the device.
  private static let rotationEventNames = Set(Device.Orientation.allCases.map { Script.Step.rotate($0).eventName })

  static func current(in simulation: Simulation) -> IAdRunState {
    simulation.shared(IAdRunState.self) { IAdRunState(simulation: simulation) }
  }

  var liveBanners: [ADBannerView] {
    banners.compactMap(\.value)
  }

  var liveInterstitials: [ADInterstitialAd] {
    interstitials.compactMap(\.value)
  }

  /// Makes an ad the framework itself owns, such as the banner `canDisplayBannerAds` shows.
  ///
  /// The ad's initializer takes the purpose (``takeFrameworkPurpose()``), so its creation
  /// and the framework's own changes to it are recorded as the SDK's, not the app's.
  func makeForFramework<Ad: AnyObject>(_ purpose: String, _ make: () -> Ad) -> Ad {
    frameworkPurpose = purpose
    defer { frameworkPurpose = nil }
    return make()
  }

  /// The purpose of the ad being made for the framework, once; `nil` for the app's ads.
  func takeFrameworkPurpose() -> String? {
    defer { frameworkPurpose = nil }
    return frameworkPurpose
  }

  func adopt(_ ad: ADInterstitialAd) {
    interstitials.removeAll { $0.value == nil }
    interstitials.append(Lifeline.Held(ad, line: ad.lifeline))
  }

  func adopt(_ banner: ADBannerView) {
    banners.removeAll { $0.value == nil }
    banners.append(Lifeline.Held(banner, line: banner.lifeline))
  }

  private func tap(willLeave: Bool) -> Bool {
    guard UIApplication.shared.applicationState == .active else { return false }
    let interstitials = liveInterstitials
    if let ad = interstitials.last(where: { $0.isPresentedModally && $0.isTappable })
      ?? interstitials.last(where: \.isTappable)
    {
      ad.tap(willLeave: willLeave)
      return true
    }
    guard let banner = liveBanners.last(where: \.isTappable) else { return false }
    banner.tap(willLeave: willLeave)
    return true
  }
}
