import AdSimulation
import FakeUIKit
import Foundation

/// A view that shows a cycle of banner ads, answered by the simulation's script.
///
/// It starts requesting as soon as it exists, in a view hierarchy or not, and asks again
/// after every answer, failures included. The script's `expire` step takes a loaded ad
/// away with `ADError.adUnloaded` (7), after the action that covers the app if one does
/// (see `Script.Step.expire`). Its frame takes the size of its current content size
/// identifier; the app moves it but cannot resize it. Misuse the device would reject,
/// such as an identifier outside the required set, is recorded in the trace and changes
/// nothing.
@preconcurrency @MainActor
open class ADBannerView: UIView {
  /// How long the banner waits after an answer before it asks for the next ad.
  public static let refreshInterval: Duration = .seconds(30)
  /// How long a banner may stay on screen without an ad before it reports error 5.
  public static let visibleWithoutContentGrace: Duration = .seconds(12)

  /// The banner's shape.
  public let adType: ADAdType
  /// The object told about ads and actions; held weakly, as the real framework does.
  @exclusivity(unchecked) public weak var delegate: (any ADBannerViewDelegate)? {
    didSet {
      let name = delegate.map { Trace.typeName(of: $0) } ?? "nil"
      simulation.noteUse(of: traceName, "delegate")
      simulation.record(
        .property, actor: ownerActor, object: traceName, name: .delegate, detail: name,
        fields: ["cleared": .flag(delegate == nil)])
    }
  }
  /// Whether the banner has an ad to show.
  @exclusivity(unchecked) public internal(set) var isBannerLoaded = false
  /// Whether an ad the user tapped is covering the app now.
  @exclusivity(unchecked) public internal(set) var isBannerViewActionInProgress = false
  /// Reserved by the framework for future use.
  @exclusivity(unchecked) public var advertisingSection: String?

  /// The sizes the app may give the banner; iAd serves only ads that fit all of them.
  ///
  /// Implicitly unwrapped, as the framework's header imports into Swift. Setting `nil` is
  /// recorded as a misuse and keeps the sizes it had, so the property never reads `nil`.
  @exclusivity(unchecked) public var requiredContentSizeIdentifiers: Set<AnyHashable>! {
    didSet {
      requiredIdentifierStrings = nil
      if !isRevertingMisuse { requiredSizesChanged(from: oldValue ?? []) }
    }
  }
  /// The required identifiers as strings, once read, until they change.
  @exclusivity(unchecked) var requiredIdentifierStrings: Set<String>?

  /// The banner's size now; it must be one of the required identifiers.
  @exclusivity(unchecked) public var currentContentSizeIdentifier: String! {
    didSet { if !isRevertingMisuse { currentSizeChanged(from: oldValue) } }
  }

  /// The banner's name in the trace, for example `ADBannerView#1`.
  @exclusivity(unchecked) public private(set) var traceName = "ADBannerView"
  let simulation: Simulation
  @exclusivity(unchecked) var pendingLoad: Simulation.TimerID?
  /// The answer on its way, handed back to the script if the banner is released first.
  @exclusivity(unchecked) var pendingResponse: Script.Response?
  @exclusivity(unchecked) var nextCycle: Simulation.TimerID?
  @exclusivity(unchecked) var blankTimer: Simulation.TimerID?
  @exclusivity(unchecked) var lastVisibility: (onScreen: Bool, frame: CGRect)?
  /// Set when the ad expired while an action covered the app; it unloads when the action ends.
  @exclusivity(unchecked) var unloadsWhenActionEnds = false
  /// An answer that came while an action covered the app; it is delivered when the action
  /// ends, since the banner does not change what it shows during an action.
  @exclusivity(unchecked) var answerAfterAction: Script.Response?
  /// Set while a misused property is put back, so the restore is not observed as a change.
  @exclusivity(unchecked) var isRevertingMisuse = false
  /// What the framework made the banner for (`canDisplayBannerAds`); `nil` for the app's own.
  @exclusivity(unchecked) var frameworkPurpose: String?

  /// Who the trace names for changes to the banner: the SDK for its own, else the app.
  var ownerActor: Trace.Event.Actor { frameworkPurpose == nil ? .app : .sdk }

  /// Creates a banner of the standard shape, sized for portrait; the frame's size is ignored.
  public override init(frame: CGRect) {
    let simulation = Simulation.required(by: "ADBannerView(frame:)")
    self.simulation = simulation
    adType = .banner
    requiredContentSizeIdentifiers = Self.defaultRequiredIdentifiers
    currentContentSizeIdentifier = ADBannerContentSizeIdentifierPortrait
    super.init(frame: frame)
    traceName = simulation.track(self, as: "ADBannerView", lifeline: lifeline)
    super.frame.size = Self.size(fromBannerContentSizeIdentifier: ADBannerContentSizeIdentifierPortrait)
    if sizesItself { super.frame.size = CGSize(width: simulation.device.screenSize.width, height: selfSizedHeight) }
    start(creation: "ADBannerView(frame: \(frame == .zero ? ".zero" : frame.timelineText))")
  }

  /// Creates a banner placed in an archive, such as a storyboard: a standard banner, as
  /// ``init(frame:)`` makes it.
  public required init?(coder: NSCoder) {
    let simulation = Simulation.required(by: "ADBannerView(coder:)")
    self.simulation = simulation
    adType = .banner
    requiredContentSizeIdentifiers = Self.defaultRequiredIdentifiers
    currentContentSizeIdentifier = ADBannerContentSizeIdentifierPortrait
    super.init(coder: coder)
    traceName = simulation.track(self, as: "ADBannerView", lifeline: lifeline)
    super.frame.size = Self.size(fromBannerContentSizeIdentifier: ADBannerContentSizeIdentifierPortrait)
    if sizesItself { super.frame.size = CGSize(width: simulation.device.screenSize.width, height: selfSizedHeight) }
    start(creation: "ADBannerView(coder:)")
  }

  /// Creates a banner of the shape.
  ///
  /// Implicitly unwrapped, as the framework's header imports into Swift, so both
  /// `let banner: ADBannerView = ADBannerView(adType: .banner)` and `if let` compile. The
  /// fake never fails to make one.
  public init!(adType type: ADAdType) {
    let simulation = Simulation.required(by: "ADBannerView(adType:)")
    self.simulation = simulation
    adType = type
    requiredContentSizeIdentifiers = Self.defaultRequiredIdentifiers
    currentContentSizeIdentifier = ADBannerContentSizeIdentifierPortrait
    super.init(frame: .zero)
    traceName = simulation.track(self, as: "ADBannerView", lifeline: lifeline)
    super.frame.size =
      type == .mediumRectangle
      ? CGSize(width: 320, height: 250)
      : Self.size(fromBannerContentSizeIdentifier: ADBannerContentSizeIdentifierPortrait)
    if sizesItself { super.frame.size = CGSize(width: simulation.device.screenSize.width, height: selfSizedHeight) }
    start(creation: "ADBannerView(adType: .\(type == .banner ? "banner" : "mediumRectangle"))")
  }

  private func start(creation: String) {
    let stage = IAdRunState.current(in: simulation)
    frameworkPurpose = stage.takeFrameworkPurpose()
    simulation.record(
      .created, actor: ownerActor, object: traceName, name: Trace.Event.Name(rawValue: creation),
      detail: "required \(requiredSizesText)" + (frameworkPurpose.map { "; \($0)" } ?? ""))
    stage.adopt(self)
    requestAd()
  }

  /// The banner's frame; setting it moves the banner, but its size stays fixed (from iOS 6,
  /// its width follows the app and its height stays the device's banner height).
  open override var frame: CGRect {
    get { super.frame }
    set {
      guard Self.acceptsGeometry(newValue, of: self) else { return }
      if sizesItself {
        let size = CGSize(width: newValue.width > 0 ? newValue.width : super.frame.width, height: selfSizedHeight)
        if newValue.height != size.height, newValue.height != 0 {
          simulation.record(
            .property, actor: .app, object: traceName, name: .frame,
            detail: "height \(newValue.height.pointsText) ignored; the banner is \(size.height.pointsText) high")
        }
        super.frame = CGRect(origin: newValue.origin, size: size)
        return
      }
      let size = super.frame.size
      if newValue.size != size, size != .zero {
        simulation.record(
          .property, actor: ownerActor, object: traceName, name: .frame,
          detail:
            "size \(newValue.width.pointsText)×\(newValue.height.pointsText) ignored; banners keep their content size")
      }
      super.frame = CGRect(origin: newValue.origin, size: size == .zero ? newValue.size : size)
    }
  }

  /// The size the banner takes within the space offered: from iOS 6 the offered width at
  /// the device's banner height; before, its content size.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    sizesItself ? CGSize(width: size.width, height: selfSizedHeight) : frame.size
  }

  /// Records the move in the trace.
  ///
  /// Whether the banner is visible is judged when the app's code returns to the simulation
  /// (after each step, timer and callback), as a device judges it when it draws: adding a
  /// banner and moving it off screen in the same call never shows it.
  open override func didMoveToSuperview() {
    super.didMoveToSuperview()
    let name = superview.map { Trace.typeName(of: $0) } ?? "nil"
    if superview != nil { simulation.noteUse(of: traceName, "added to a view") }
    simulation.record(
      .property, actor: ownerActor, object: traceName, name: .superview, detail: name,
      fields: ["cleared": .flag(superview == nil)])
  }

  // MARK: Loading

  /// Asks the script for the next ad.
  func requestAd() {
    nextCycle = nil
    guard !simulation.isFinished else { return }
    let simulation = self.simulation
    simulation.requestResponse { [held = lifeline.hold(self)] response in
      // A banner released while it waited leaves the answer to the next request.
      guard let self = held.value else { return simulation.resupply(response) }
      self.pendingResponse = response
      self.pendingLoad = simulation.schedule(after: response.latency, "\(self.traceName) answer") {
        [held = self.lifeline.hold(self)] in held.value?.receive(response)
      }
    }
  }

  func receive(_ response: Script.Response) {
    pendingLoad = nil
    guard !isBannerViewActionInProgress else {
      // The request went out before the user tapped; its answer waits for the action.
      answerAfterAction = response
      return
    }
    pendingResponse = nil
    // A new answer replaces the expired ad, or its failure already took it away.
    unloadsWhenActionEnds = false
    var outcome = response.outcome
    if case .fill = outcome, let maximum = simulation.script.inventoryMaximumRequiredSizes,
      requiredIdentifiers.count > maximum
    {
      outcome = .fail(code: ADError.Code.inventoryUnavailable.rawValue)
    }
    switch outcome {
    case .fill:
      simulation.record(.callback, actor: .sdk, object: traceName, name: .bannerViewWillLoadAd)
      delegate?.bannerViewWillLoadAd(self)
      isBannerLoaded = true
      simulation.record(
        .callback, actor: .sdk, object: traceName, name: .bannerViewDidLoadAd,
        detail: "isBannerLoaded = true")
      delegate?.bannerViewDidLoadAd(self)
    case .fail(let code):
      fail(with: ADError(ADError.Code(rawValue: code) ?? .unknown))
    }
    scheduleNextCycle()
  }

  func fail(with error: ADError) {
    isBannerLoaded = false
    simulation.record(
      .callback, actor: .sdk, object: traceName,
      name: .bannerViewDidFailToReceiveAdWithError, detail: error.description,
      fields: ["code": .integer(error.code.rawValue)])
    delegate?.bannerView(self, didFailToReceiveAdWithError: error)
  }

  func scheduleNextCycle() {
    guard nextCycle == nil, pendingLoad == nil, !isBannerViewActionInProgress else { return }
    nextCycle = simulation.schedule(after: Self.refreshInterval, "\(traceName) refresh") {
      [held = lifeline.hold(self)] in held.value?.requestAd()
    }
  }

  isolated deinit {
    lifeline.end()
    if let pendingLoad { simulation.cancel(pendingLoad) }
    if let pendingResponse, !simulation.isFinished { simulation.resupply(pendingResponse) }
    if let nextCycle { simulation.cancel(nextCycle) }
    if let blankTimer { simulation.cancel(blankTimer) }
  }
}
