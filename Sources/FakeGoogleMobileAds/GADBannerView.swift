import AdSimulation
import FakeUIKit
import Foundation

/// A view that shows Google banner ads, answered by the simulation's script.
///
/// The app sets ``adUnitID`` and usually ``rootViewController`` and ``delegate``, then
/// calls ``load(_:)``. The script's next response for the unit answers after its latency:
/// a fill calls `bannerViewDidReceiveAd`, then `bannerViewDidRecordImpression` once the
/// banner is on screen; a failure calls `bannerView(_:didFailToReceiveAdWithError:)` with
/// the code in `GADErrorDomain`. A load without an ad unit is recorded as misuse and fails
/// with invalid-request (0); one without a root view controller loads, as the current SDK
/// does. Whether the unit refreshes is
/// the script's choice (``GoogleBannerBehaviour``). The script's `tap` step clicks a loaded
/// banner on screen and opens a full-screen view over the root view controller (or the one
/// whose view contains the banner, where none is set); `closeAd`
/// closes it. Coming on and off screen is recorded as `ad banner shown` and `ad banner
/// hidden`, with the frame. The v12 name ``BannerView`` is the same class.
@preconcurrency @MainActor
open class GADBannerView: UIView {
  /// The ad unit the banner loads from; required before ``load(_:)``.
  @exclusivity(unchecked) public var adUnitID: String? {
    didSet {
      simulation.noteUse(of: traceName, "adUnitID")
      let unit = adUnitID ?? "nil"
      simulation.record(
        .property, actor: .app, object: traceName, name: .gadBannerAdUnitID, detail: unit,
        fields: [
          "adUnitID": .text(adUnitID ?? ""), "testUnit": .flag(adUnitID.map(GoogleTestAdUnits.isTestUnit) ?? false),
        ])
    }
  }

  /// The controller the banner presents a clicked ad's full-screen view over; held weakly.
  /// Where none is set, the view controller whose view contains the banner is used.
  @exclusivity(unchecked) public weak var rootViewController: UIViewController? {
    didSet {
      simulation.noteUse(of: traceName, "rootViewController")
      let name = rootViewController.map { Trace.typeName(of: $0) } ?? "nil"
      simulation.record(
        .property, actor: .app, object: traceName, name: .gadBannerRootViewController, detail: name,
        fields: ["cleared": .flag(rootViewController == nil)])
    }
  }

  /// The block told what each impression of the banner's ads earned; called on the main
  /// actor after `bannerViewDidRecordImpression`.
  @exclusivity(unchecked) public var paidEventHandler: GADPaidEventHandler?

  /// The type of the delegate the app last set, until a callback finds it released.
  @exclusivity(unchecked) var setDelegateName: String?

  /// The object told about ads and clicks, a ``GADBannerViewDelegate`` or a
  /// ``BannerViewDelegate``; held weakly, as the real SDK does.
  @exclusivity(unchecked) public weak var delegate: (any NSObjectProtocol)? {
    didSet {
      simulation.noteUse(of: traceName, "delegate")
      let name = delegate.map { Trace.typeName(of: $0) } ?? "nil"
      setDelegateName = delegate == nil ? nil : name
      simulation.record(
        .property, actor: .app, object: traceName, name: .gadBannerDelegate, detail: name,
        fields: ["cleared": .flag(delegate == nil)])
    }
  }

  /// The banner's size for constraints that set none: its ad size's (a fluid banner has
  /// none of its own).
  open override var intrinsicContentSize: CGSize {
    storedAdSize.isFluid
      ? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) : storedAdSize.size
  }

  /// The size of ad the banner asks for; the banner takes its dimensions.
  ///
  /// Changing it after the banner has received an ad starts a new request with the last
  /// request, as the SDK does for its own network.
  public var adSize: GADAdSize {
    get { storedAdSize }
    set { changeAdSize(to: newValue) }
  }

  /// Whether the banner loads on its own once it is in a window with its unit set, so the
  /// app need not call ``load(_:)``.
  @exclusivity(unchecked) public var isAutoloadEnabled = false {
    didSet {
      simulation.record(
        .property, actor: .app, object: traceName, name: .gadBannerAutoloadEnabled, detail: "\(isAutoloadEnabled)",
        fields: ["enabled": .flag(isAutoloadEnabled)])
    }
  }

  /// Where the last answer came from; `nil` until the first request is answered.
  @exclusivity(unchecked) public internal(set) var responseInfo: GADResponseInfo?
  /// Whether the ad shown is a collapsible one (asked for through ``GADExtras``).
  @exclusivity(unchecked) public internal(set) var isCollapsible = false

  /// The banner's name in the trace, for example `GADBannerView#1`.
  @exclusivity(unchecked) public private(set) var traceName = "GADBannerView"
  let simulation: Simulation
  @exclusivity(unchecked) var storedAdSize: GADAdSize
  /// The request the last load made, reused by refreshes and size changes.
  @exclusivity(unchecked) var lastRequest: GADRequest?
  /// The unit the last load asked for.
  @exclusivity(unchecked) var loadingUnit: String?
  /// Whether the app or autoload has asked the banner to load.
  @exclusivity(unchecked) var hasRequested = false
  /// Counts requests; an answer for an earlier request than the last is dropped.
  @exclusivity(unchecked) var requestNumber = 0
  @exclusivity(unchecked) var pendingAnswer: Simulation.TimerID?
  /// The answer on its way, handed back to the script if the banner is released first.
  @exclusivity(unchecked) var pendingResponse: Script.Response?
  @exclusivity(unchecked) var refreshTimer: Simulation.TimerID?
  /// Set when a refresh fell due while a click's screen covered the app.
  @exclusivity(unchecked) var refreshesWhenScreenCloses = false
  /// Whether the banner shows an ad.
  @exclusivity(unchecked) var hasAd = false
  /// Whether the ad shown has recorded its impression.
  @exclusivity(unchecked) var impressionRecorded = false
  /// The full-screen view a click opened, while it is up.
  @exclusivity(unchecked) var clickScreen: GADBannerClickScreenController?
  @exclusivity(unchecked) var lastVisibility: (onScreen: Bool, frame: CGRect)?

  /// Creates a banner for the size at the origin.
  public init(adSize: GADAdSize, origin: CGPoint) {
    let simulation = Simulation.required(by: "GADBannerView(adSize:origin:)")
    self.simulation = simulation
    storedAdSize = adSize
    super.init(frame: CGRect(origin: origin, size: Self.frameSize(for: adSize, current: .zero)))
    start(creation: "GADBannerView(adSize: \(adSize.timelineText))")
  }

  /// Creates a banner for the size at the top left.
  public convenience init(adSize: GADAdSize) {
    self.init(adSize: adSize, origin: .zero)
  }

  /// Creates a banner whose ad size is the frame's size (invalid for an empty frame, so
  /// the app sets ``adSize`` before loading).
  public override init(frame: CGRect) {
    let simulation = Simulation.required(by: "GADBannerView(frame:)")
    self.simulation = simulation
    storedAdSize = GADAdSizeFromCGSize(frame.size)
    super.init(frame: frame)
    start(creation: frame == .zero ? "GADBannerView()" : "GADBannerView(frame: \(frame.timelineText))")
  }

  /// Creates a banner placed in an archive, such as a storyboard; as with an empty frame,
  /// the app sets ``adSize`` before loading.
  public required init?(coder: NSCoder) {
    let simulation = Simulation.required(by: "GADBannerView(coder:)")
    self.simulation = simulation
    storedAdSize = GADAdSizeFromCGSize(.zero)
    super.init(coder: coder)
    start(creation: "GADBannerView(coder:)")
  }

  private func start(creation: String) {
    traceName = simulation.track(self, as: "GADBannerView", lifeline: lifeline)
    simulation.record(
      .created, actor: .app, object: traceName, name: .gadBannerViewCreated, detail: creation,
      fields: ["width": .number(Double(storedAdSize.size.width)), "height": .number(Double(storedAdSize.size.height))])
    GoogleBannerRunState.current(in: simulation).adopt(self)
  }

  /// The frame size a banner of the ad size takes: the size's dimensions, the current
  /// frame for the fluid size, and for an inline size its width at zero height until served.
  static func frameSize(for adSize: GADAdSize, current: CGSize) -> CGSize {
    if adSize.isFluid { return current }
    return adSize.size
  }

  private func changeAdSize(to newValue: GADAdSize) {
    simulation.noteUse(of: traceName, "adSize")
    let old = storedAdSize
    storedAdSize = newValue
    var fields: [String: Trace.Value] = [
      "width": .number(Double(newValue.size.width)), "height": .number(Double(newValue.size.height)),
    ]
    if let adaptive = newValue.adaptive { fields["adaptiveOrientation"] = .text(adaptive.orientation.rawValue) }
    simulation.record(
      .property, actor: .app, object: traceName, name: .gadBannerAdSize, detail: newValue.timelineText, fields: fields)
    super.frame.size = Self.frameSize(for: newValue, current: frame.size)
    invalidateIntrinsicContentSize()
    // A new size after an ad was shown asks for an ad of that size.
    if hasAd, !GADAdSizeEqualToSize(old, newValue), let unit = loadingUnit {
      requestAd(unit: unit, reason: "adSize changed")
    }
  }

  isolated deinit {
    lifeline.end()
    if let pendingAnswer { simulation.cancel(pendingAnswer) }
    if let pendingResponse, !simulation.isFinished { simulation.resupply(pendingResponse) }
    if let refreshTimer { simulation.cancel(refreshTimer) }
  }
}

/// The v12 name of ``GADBannerView``.
public typealias BannerView = GADBannerView

extension GADBannerView {
  /// Calls the delegate through the protocol it adopted: the names up to v11, which carry
  /// no actor mark, or the v12 ones, which belong to the main actor.
  ///
  /// A delegate the app set and nobody kept is gone (the banner holds it weakly): the
  /// first callback that finds it so records it, once.
  func tellDelegate(_ gad: (any GADBannerViewDelegate) -> Void, v12: (any BannerViewDelegate) -> Void) {
    if delegate == nil, let lost = setDelegateName {
      setDelegateName = nil
      simulation.record(
        .observation, actor: .sdk, object: traceName, name: .gadBannerDelegateGone,
        detail: "\(lost) was released; the banner holds its delegate weakly")
    }
    if let delegate = delegate as? any GADBannerViewDelegate {
      gad(delegate)
    } else if let delegate = delegate as? any BannerViewDelegate {
      v12(delegate)
    }
  }
}
