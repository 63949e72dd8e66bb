import FakeUIKit
import FakeiAd
import Foundation

/// Independent banner client (phone): a recipe screen whose banner belongs to a small
/// coordinator object that turns the delegate's callbacks into closures.
///
/// The coordinator owns the banner and is its delegate; the screen only says where the
/// banner goes and what to do on each event. The banner always sits at the bottom edge and
/// fades in (alpha 1) when an ad loads and out (alpha 0) on a failure; the recipe text
/// ends where a shown banner begins. The step-by-step video pauses for an ad that covers
/// the screen; the kitchen timer ringing is the urgent event that cancels an ad action.
///
/// Intended to keep every banner rule.
final class RecipeViewController: UIViewController {
  let ads = BannerEventsCoordinator()
  let recipeText = UIView()
  /// Whether the step-by-step video plays (the activities probe).
  private(set) var isVideoPlaying = true
  /// Decoded step photos; cheap to decode again (the memory probe).
  private(set) var stepPhotoBytes = 5_000_000
  private var bannerShown = false

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(recipeText)
    ads.adDidLoad = { [weak self] banner in
      UIView.animate(withDuration: 0.25) { banner.alpha = 1 }
      self?.bannerShown = true
      self?.layoutRecipe()
    }
    ads.adDidFail = { [weak self] banner, _ in
      UIView.animate(withDuration: 0.25) { banner.alpha = 0 }
      self?.bannerShown = false
      self?.layoutRecipe()
    }
    ads.actionWillCoverScreen = { [weak self] in self?.isVideoPlaying = false }
    ads.actionDidFinish = { [weak self] in self?.isVideoPlaying = true }
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    let banner = ads.start(in: view, orientation: interfaceOrientation)
    bannerShown = banner.isBannerLoaded
    banner.alpha = bannerShown ? 1 : 0
    layoutRecipe()
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    ads.stop()
    bannerShown = false
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    layoutRecipe()
  }

  override func willRotate(to toInterfaceOrientation: UIInterfaceOrientation, duration: TimeInterval) {
    super.willRotate(to: toInterfaceOrientation, duration: duration)
    ads.orientationWillChange(to: toInterfaceOrientation)
  }

  override func didReceiveMemoryWarning() {
    super.didReceiveMemoryWarning()
    stepPhotoBytes = 0
  }

  /// The kitchen timer rings: the cook must see it now.
  func kitchenTimerRang() {
    ads.cancelActionIfNeeded()
  }

  private func layoutRecipe() {
    let bounds = view.bounds
    var textHeight = bounds.height
    if let banner = ads.banner {
      banner.frame.origin = CGPoint(x: 0, y: bounds.height - banner.frame.height)
      if bannerShown { textHeight -= banner.frame.height }
    }
    recipeText.frame = CGRect(x: 0, y: 0, width: bounds.width, height: textHeight)
  }
}

/// Owns a screen's banner and hands its delegate events to the screen as closures.
@MainActor
final class BannerEventsCoordinator: NSObject, ADBannerViewDelegate {
  private(set) var banner: ADBannerView?
  var adDidLoad: ((ADBannerView) -> Void)?
  var adDidFail: ((ADBannerView, any Error) -> Void)?
  var actionWillCoverScreen: (() -> Void)?
  var actionDidFinish: (() -> Void)?
  /// Whether an action may run now; the screen could say no at a bad moment.
  var mayRunAction: () -> Bool = { true }

  /// Makes the banner, invisible, and puts it in the container.
  func start(in container: UIView, orientation: UIInterfaceOrientation) -> ADBannerView {
    if let banner { return banner }
    let banner = ADBannerView(adType: .banner)!
    banner.requiredContentSizeIdentifiers = [
      ADBannerContentSizeIdentifierPortrait, ADBannerContentSizeIdentifierLandscape,
    ]
    banner.currentContentSizeIdentifier = Self.identifier(for: orientation)
    banner.alpha = 0
    banner.delegate = self
    container.addSubview(banner)
    self.banner = banner
    return banner
  }

  /// Takes the banner away for good: out of the view, no delegate, released.
  func stop() {
    banner?.delegate = nil
    banner?.removeFromSuperview()
    banner = nil
  }

  func orientationWillChange(to orientation: UIInterfaceOrientation) {
    banner?.currentContentSizeIdentifier = Self.identifier(for: orientation)
  }

  func cancelActionIfNeeded() {
    guard let banner, banner.isBannerViewActionInProgress else { return }
    banner.cancelAction()
  }

  static func identifier(for orientation: UIInterfaceOrientation) -> String {
    orientation.isLandscape ? ADBannerContentSizeIdentifierLandscape : ADBannerContentSizeIdentifierPortrait
  }

  // MARK: ADBannerViewDelegate

  func bannerViewDidLoadAd(_ banner: ADBannerView) {
    adDidLoad?(banner)
  }

  func bannerView(_ banner: ADBannerView, didFailToReceiveAdWithError error: any Error) {
    adDidFail?(banner, error)
  }

  func bannerViewActionShouldBegin(_ banner: ADBannerView, willLeaveApplication willLeave: Bool) -> Bool {
    guard mayRunAction() else { return false }
    if !willLeave { actionWillCoverScreen?() }
    return true
  }

  func bannerViewActionDidFinish(_ banner: ADBannerView) {
    actionDidFinish?()
  }
}
