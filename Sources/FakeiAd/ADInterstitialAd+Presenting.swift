import AdSimulation
import FakeUIKit
import Foundation

extension ADInterstitialAd {
  /// How much shorter than the screen a host view may be: room for bars above and below.
  public static let hostViewMaximumShortfall: CGFloat = 113

  /// Presents the loaded ad modally over the view controller; the user dismisses it.
  ///
  /// Presenting an ad that has not loaded, or from a view controller outside the window or
  /// already presenting another, is recorded as a misuse and does nothing.
  public func present(from viewController: UIViewController!) {
    simulation.record(.call, actor: .app, object: traceName, name: .presentFrom)
    noteUse("present(from:)")
    guard isLoaded else {
      misuse("present(from:)", "the ad has not loaded; the device would throw", reason: "notLoaded")
      return
    }
    guard case .none = presentation else {
      misuse("present(from:)", "the ad is already presented")
      return
    }
    guard let viewController, viewController.view.window != nil else {
      misuse("present(from:)", "the view controller is not in a window")
      return
    }
    guard viewController.presentedViewController == nil else {
      misuse("present(from:)", "the view controller is already presenting another; nothing is shown")
      return
    }
    presentModally(over: viewController)
  }

  /// Shows the loaded ad full screen over the view controller, which must be in a window
  /// and presenting nothing; the user dismisses it with the script's `closeAd` step.
  ///
  /// ``present(from:)`` checks those conditions first; the view controller additions check
  /// them before they show their own ad this way.
  func presentModally(over viewController: UIViewController, detail: String = "") {
    let adController = ADInterstitialViewController()
    // The ad takes the whole screen: the screen under it is told it disappeared.
    adController.modalPresentationStyle = .fullScreen
    presentation = .modal(adController)
    viewController.present(adController, animated: true)
    simulation.record(
      .observation, actor: .sdk, object: traceName, name: .adPresentedModally, detail: detail)
  }

  /// Presents the loaded ad inside the view, as a page of the app's content.
  ///
  /// The view must be in a view controller's hierarchy (otherwise a misuse), as wide as the
  /// screen, no taller than the screen and at most 113 points shorter, for the current
  /// orientation and idiom.
  ///
  /// - Returns: Whether the ad could be presented.
  @discardableResult
  public func present(in containerView: UIView!) -> Bool {
    simulation.record(.call, actor: .app, object: traceName, name: .presentIn)
    noteUse("present(in:)")
    guard isLoaded else {
      misuse("present(in:)", "the ad has not loaded; the device would throw", reason: "notLoaded")
      return answer(false, "not loaded")
    }
    guard let containerView, containerView.isInViewControllerHierarchy else {
      misuse("present(in:)", "the view is not in a view controller's hierarchy; the device would throw", raises: true)
      return answer(false, "no view controller")
    }
    if let problem = Self.hostProblem(containerView) {
      return answer(false, problem)
    }
    if case .inView(let old, let content) = presentation {
      if old.view === containerView { return answer(true, "already there") }
      content.removeBySDK()
    } else if case .modal = presentation {
      misuse("present(in:)", "the ad is presented modally")
      return answer(false, "presented modally")
    }
    let content = ADInterstitialContentView(ad: self, frame: containerView.bounds)
    containerView.addSubview(content)
    content.isPlaced = true
    presentation = .inView(host: WeakView(view: containerView), content: content)
    return answer(true, "in \(Trace.typeName(of: containerView)) \(containerView.frameInWindow.timelineText)")
  }

  private func answer(_ result: Bool, _ detail: String) -> Bool {
    simulation.record(
      .observation, actor: .sdk, object: traceName, name: result ? .presentInAccepted : .presentInRefused,
      detail: detail)
    return result
  }

  /// Records a misuse of the ad, with a short reason rules can read (`notLoaded`), marked
  /// as a call a device answers with an exception when `raises`.
  ///
  /// Presenting an unloaded ad throws on a device too, but it is left unmarked: the MUST rule
  /// `iad.interstitial.presents-only-loaded` judges that call itself, so the gate fails on it,
  /// and the rest of the run's rules still say what else the app gets right or wrong.
  func misuse(_ name: Trace.Event.Name, _ detail: String, reason: String? = nil, raises: Bool = false) {
    var fields: [String: Trace.Value] = raises ? Trace.Event.raisingFields : [:]
    if let reason { fields["reason"] = .text(reason) }
    simulation.record(.misuse, actor: .app, object: traceName, name: name, detail: detail, fields: fields)
  }

  /// What is wrong with a host view's size, or `nil` when it may host an ad.
  public static func hostProblem(_ view: UIView) -> String? {
    let screen = UIScreen.main.bounds
    let size = view.bounds.size
    if size.width != screen.width {
      return "width \(size.width.pointsText) is not the screen's \(screen.width.pointsText)"
    }
    if size.height > screen.height {
      return "height \(size.height.pointsText) is taller than the screen's \(screen.height.pointsText)"
    }
    if size.height < screen.height - hostViewMaximumShortfall {
      return
        "height \(size.height.pointsText) is more than \(hostViewMaximumShortfall.pointsText) points shorter than the screen's \(screen.height.pointsText)"
    }
    return nil
  }

  /// The app's view that hosts the ad, while it is presented in a view.
  public var hostView: UIView? {
    if case .inView(let host, _) = presentation { return host.view }
    return nil
  }

  /// Whether the ad is presented modally now.
  public var isPresentedModally: Bool {
    if case .modal = presentation { return true }
    return false
  }

  /// Whether the user can see the ad now.
  var isVisible: Bool {
    switch presentation {
    case .none: false
    case .modal: true
    case .inView(let host, _): host.view?.isOnScreen == true
    }
  }

  /// The user dismisses a modal ad: it goes, and its content expires.
  func dismissByUser() {
    guard case .modal(let controller) = presentation else { return }
    controller.dismiss(animated: true)
    presentation = .none
    simulation.record(.observation, actor: .user, object: traceName, name: .adDismissed)
    unload(reason: "dismissed by the user")
  }

  /// Takes the ad's own view out of the host, or its controller off the screen.
  func removeContent() {
    switch presentation {
    case .inView(_, let content): content.removeBySDK()
    case .modal(let controller): controller.dismiss(animated: false)
    case .none: break
    }
    presentation = .none
  }

  /// Keeps the ad's view the size of its host, and unloads an expired ad once the host has
  /// left the screen.
  func checkHost() {
    if case .inView(let host, let content) = presentation, let bounds = host.view?.bounds,
      content.frame != bounds
    {
      content.follow(bounds)
    }
    guard expiryDue, !isActionInProgress else { return }
    switch presentation {
    case .modal: return  // It unloads when the user dismisses it.
    case .inView(let host, _) where host.view?.isOnScreen == true: return
    default: unload(reason: "expired")
    }
  }
}

/// The view controller a modal full-screen ad is shown in.
final class ADInterstitialViewController: UIViewController {}

/// The ad's own view inside the app's host view; the app must leave it alone.
final class ADInterstitialContentView: UIView {
  @exclusivity(unchecked) private weak var ad: ADInterstitialAd?
  @exclusivity(unchecked) var isPlaced = false
  @exclusivity(unchecked) private var isSDKChange = false

  init(ad: ADInterstitialAd, frame: CGRect) {
    self.ad = ad
    super.init(frame: frame)
  }

  /// Not made from archives; the framework makes these in code alone.
  required init?(coder: NSCoder) { nil }

  override var frame: CGRect {
    didSet { noteTouch("frame", frame.timelineText) }
  }

  override var isHidden: Bool {
    didSet { noteTouch("isHidden", "\(isHidden)") }
  }

  override var alpha: CGFloat {
    didSet { noteTouch("alpha", "\(alpha)") }
  }

  override func willMove(toSuperview newSuperview: UIView?) {
    if newSuperview == nil { noteTouch("removeFromSuperview()", "") }
  }

  /// Resizes the view to its host's bounds, as the ad's own layout does.
  func follow(_ bounds: CGRect) {
    isSDKChange = true
    frame = bounds
    isSDKChange = false
  }

  func removeBySDK() {
    isSDKChange = true
    removeFromSuperview()
    isSDKChange = false
  }

  private func noteTouch(_ member: String, _ value: String) {
    guard isPlaced, !isSDKChange, let ad else { return }
    ad.simulation.record(
      .observation, actor: .app, object: ad.traceName, name: .appChangedTheAdsView,
      detail: value.isEmpty ? member : "\(member) = \(value)")
  }
}
