import AdSimulation
import FakeUIKit

/// The iAd state of one simulation: its live ads and the drivers for taps and closing.
@MainActor
final class IAdStage {
  unowned let simulation: Simulation
  private var banners: [WeakBanner] = []

  private struct WeakBanner {
    weak var value: ADBannerView?
  }

  init(simulation: Simulation) {
    self.simulation = simulation
    simulation.setDriver(for: .tap) { [unowned self] step in
      guard case .tap(let willLeave) = step else { return false }
      return tap(willLeave: willLeave)
    }
    simulation.setDriver(for: .close) { [unowned self] _ in
      guard let banner = liveBanners.last(where: \.isBannerViewActionInProgress) else {
        return false
      }
      banner.endAction(reason: "closed by the user")
      return true
    }
    simulation.setDriver(for: .cancel) { [unowned self] _ in
      guard let banner = liveBanners.last(where: \.isBannerViewActionInProgress) else {
        return false
      }
      banner.cancelAction()
      return true
    }
    UIApplication.shared.beforeLeavingForeground { [unowned self] in
      for banner in liveBanners where banner.isBannerViewActionInProgress {
        banner.endAction(reason: "the app is leaving the foreground")
      }
    }
    simulation.addObserver { [unowned self] in
      for banner in liveBanners { banner.checkVisibility() }
    }
    simulation.addEventListener { [unowned self] event in
      guard event.kind == .driven, event.name.hasPrefix("rotate("),
        let banner = liveBanners.last(where: \.isBannerViewActionInProgress)
      else { return }
      simulation.record(
        .observation, actor: .sdk, object: banner.traceName, name: "covering ad keeps its orientation")
    }
  }

  static func current(in simulation: Simulation) -> IAdStage {
    simulation.shared(IAdStage.self) { IAdStage(simulation: simulation) }
  }

  var liveBanners: [ADBannerView] {
    banners.compactMap(\.value)
  }

  func adopt(_ banner: ADBannerView) {
    banners.removeAll { $0.value == nil }
    banners.append(WeakBanner(value: banner))
  }

  private func tap(willLeave: Bool) -> Bool {
    guard UIApplication.shared.applicationState == .active,
      let banner = liveBanners.last(where: \.isTappable)
    else { return false }
    banner.tap(willLeave: willLeave)
    return true
  }
}
