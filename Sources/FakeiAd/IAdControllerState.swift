import AdSimulation
import FakeUIKit
import Foundation

/// What iAd's view controller additions keep for one view controller: its policy, its
/// banner container and whether it was on screen when last looked at.
///
/// The state is the delegate of the banner it manages, so a banner's loads and failures
/// move the app's content at once.
@MainActor
final class IAdControllerState: NSObject, ADBannerViewDelegate {
  /// The view controller; the state is dropped once it is gone.
  @exclusivity(unchecked) private(set) weak var controller: UIViewController?
  /// The view controller's name in the trace: its type's name.
  let name: String
  unowned let simulation: Simulation
  /// When the framework may present a full-screen ad over the view controller.
  @exclusivity(unchecked) var policy = ADInterstitialPresentationPolicy.none
  /// Whether the app has asked for banners (`canDisplayBannerAds`).
  @exclusivity(unchecked) private(set) var wantsBanners = false
  /// The container that took the view controller's view's place, once banners were enabled
  /// with the view loaded; it stays after banners are disabled, as on a device.
  @exclusivity(unchecked) private(set) weak var container: ADBannerContainerView?
  /// Whether the view controller was on screen when the framework last looked, for the
  /// automatic policy; the first look that finds it on screen counts as an appearance.
  @exclusivity(unchecked) var wasVisible = false

  init(controller: UIViewController, simulation: Simulation) {
    self.controller = controller
    self.simulation = simulation
    name = Trace.typeName(of: controller)
  }

  /// Whether the view controller's view is in a window and has finished appearing.
  var isOnScreen: Bool {
    guard let controller, controller.isViewLoaded, controller.isViewVisible else { return false }
    return controller.view.window != nil
  }

  // MARK: Banners

  /// Turns the framework's banner on or off.
  func setWantsBanners(_ wanted: Bool) {
    simulation.record(
      .property, actor: .app, object: name, name: .canDisplayBannerAds, detail: "\(wanted)")
    guard wanted != wantsBanners else { return }
    wantsBanners = wanted
    if wanted {
      attachBannerIfNeeded()
    } else if let container, container.banner != nil {
      container.removeBanner()
      simulation.record(
        .observation, actor: .sdk, object: name, name: .bannerRemoved,
        detail: "the content fills \(container.frame.timelineText)")
    }
  }

  /// The framework's banner, while it has one.
  var banner: ADBannerView? { container?.banner }

  /// Embeds the content and adds the banner, once the app wants banners and the view exists.
  ///
  /// A view controller whose view is not loaded yet is embedded when the framework next
  /// looks: when the simulation settles, or when the app reads one of the additions.
  func attachBannerIfNeeded() {
    guard wantsBanners, let controller, controller.isViewLoaded else { return }
    let container = self.container ?? embedContent(of: controller)
    guard container.banner == nil else { return }
    let banner = IAdRunState.current(in: simulation).makeForFramework(
      "the banner canDisplayBannerAds shows for \(name)"
    ) { ADBannerView(frame: .zero) }
    banner.delegate = self
    container.install(banner)
  }

  /// Puts a container where the view controller's view was and moves the view into it.
  private func embedContent(of controller: UIViewController) -> ADBannerContainerView {
    let content: UIView = controller.view
    let container = ADBannerContainerView(content: content)
    if let parent = content.superview, let index = parent.subviews.firstIndex(where: { $0 === content }) {
      parent.insertSubview(container, at: index)
    }
    container.addSubview(content)
    controller.view = container
    container.layoutContent()
    self.container = container
    simulation.record(
      .observation, actor: .sdk, object: name, name: .contentMovedIntoOriginalContentView,
      detail: "container \(container.frame.timelineText)")
    return container
  }

  /// Lays the container out again after the banner gained or lost its ad, and records
  /// where the content ends.
  private func bannerChanged(_ banner: ADBannerView) {
    guard let container, container.banner === banner else { return }
    let before = container.content.frame
    container.layoutContent()
    let after = container.content.frame
    guard before != after else { return }
    simulation.record(
      .observation, actor: .sdk, object: name, name: .contentResized,
      detail: "\(after.timelineText)")
  }

  func bannerViewDidLoadAd(_ banner: ADBannerView) {
    bannerChanged(banner)
  }

  func bannerView(_ banner: ADBannerView, didFailToReceiveAdWithError error: any Error) {
    bannerChanged(banner)
  }
}
