import AdSimulation
import Foundation

/// A rectangle of the interface: frame, visibility and a place in a view hierarchy.
///
/// Only geometry and hierarchy are simulated; nothing is drawn. A view is on screen when
/// it is in a window, neither it nor an ancestor is hidden or fully transparent, and its
/// frame meets the screen (see ``isOnScreen``).
@preconcurrency @MainActor
open class UIView: UIResponder {
  @exclusivity(unchecked) private var storedFrame: CGRect {
    didSet { if storedFrame != oldValue { Simulation.noteLayoutChange() } }
  }
  /// Where the view was found on screen, kept until the layout changes (see ``isOnScreen``).
  @exclusivity(unchecked) var placement = Placement.unknown

  /// The view's rectangle in its superview's coordinates.
  ///
  /// A rectangle with a coordinate or size that is not finite (NaN, infinity) raises an
  /// exception on a device; here it is recorded as misuse and the frame stays as it was.
  open var frame: CGRect {
    get { storedFrame }
    set {
      guard Self.acceptsGeometry(newValue, of: self) else { return }
      let old = storedFrame.size
      let resized = newValue.size != old
      storedFrame = newValue
      setNeedsLayout()
      if resized, !subviews.isEmpty { autoresizeSubviews(from: old) }
      if resized, hasConstrainedSubviews { layoutConstrainedSubviews() }
    }
  }

  /// Whether a rectangle is finite; if not, records the misuse against the view.
  ///
  /// Subclasses that read a frame before storing it (a banner converting its size to
  /// points) call this first.
  public static func acceptsGeometry(_ rect: CGRect, of view: UIView) -> Bool {
    // Checked without an array: every frame the app sets comes through here.
    if rect.origin.x.isFinite, rect.origin.y.isFinite, rect.size.width.isFinite, rect.size.height.isFinite {
      return true
    }
    let values = [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height]
    Simulation.current?.record(
      .misuse, actor: .app, object: Trace.typeName(of: view), name: Simulation.nonFiniteGeometry,
      detail: "frame (\(values.map { "\($0)" }.joined(separator: ", "))) ignored; a device raises an exception")
    return false
  }

  /// Whether the view is hidden; a hidden view hides its subviews too.
  @exclusivity(unchecked) open var isHidden = false {
    didSet {
      guard isHidden != oldValue else { return }
      Simulation.noteLayoutChange()
      superview?.arrangementDidChange()
    }
  }
  /// The view's opacity from 0 to 1; 0 makes it and its subviews invisible.
  @exclusivity(unchecked) open var alpha: CGFloat = 1 {
    didSet { if alpha != oldValue { Simulation.noteLayoutChange() } }
  }
  /// A number the app may use to find the view.
  @exclusivity(unchecked) open var tag = 0
  /// Whether touches reach the view and its subviews; a view that turns it off lets them
  /// through to what is behind, as a native ad's call to action does for the SDK.
  @exclusivity(unchecked) open var isUserInteractionEnabled = true
  /// Whether the view clips its subviews to its bounds; kept, not drawn. It is the layer's
  /// ``CALayer/masksToBounds``, as in UIKit.
  open var clipsToBounds: Bool {
    get { storedLayer?.masksToBounds ?? false }
    set { layer.masksToBounds = newValue }
  }
  @exclusivity(unchecked) private var storedLayer: CALayer?
  /// The layer behind the view, made on first use; its properties are kept, not drawn.
  open var layer: CALayer {
    if let storedLayer { return storedLayer }
    let made = CALayer()
    storedLayer = made
    return made
  }
  /// How the view lays out its content in its bounds; kept, not drawn.
  @exclusivity(unchecked) open var contentMode = ContentMode.scaleToFill
  /// What of the view stretches when its superview's size changes: nothing, by default.
  @exclusivity(unchecked) open var autoresizingMask: AutoresizingMask = []
  /// Whether the view resizes its subviews by their masks when its size changes.
  @exclusivity(unchecked) open var autoresizesSubviews = true
  /// The colour behind the view's content; nil, the default, lets what is behind show.
  @exclusivity(unchecked) open var backgroundColor: UIColor?
  @exclusivity(unchecked) private var ownTintColor: UIColor?
  /// The colour of the view's highlights: its own if set, else its superview's, else the
  /// system blue; setting nil goes back to the inherited one.
  open var tintColor: UIColor! {
    get { ownTintColor ?? superview?.tintColor ?? .systemBlue }
    set { ownTintColor = newValue }
  }
  /// The view that contains this one.
  public var superview: UIView? { containingView }
  /// The view that contains this one, unretained: the container holds this view in its
  /// ``subviews`` and clears this reference when it lets go of it, in
  /// ``removeFromSuperview()`` or as it goes away. A weak reference would cost every
  /// container a side table, and every retain of it the slow path.
  @exclusivity(unchecked) nonisolated(unsafe) private unowned(unsafe) var containingView: UIView? {
    didSet { if containingView !== oldValue { Simulation.noteLayoutChange() } }
  }
  /// The views this one contains, back to front.
  @exclusivity(unchecked) public private(set) var subviews: [UIView] = []
  /// The line the view ends as it goes, made when first asked for (see ``Lifeline``).
  @exclusivity(unchecked) nonisolated(unsafe) private var lazyLifeline = Lifeline.Lazy()
  /// The line the view ends as it goes: the fakes hold views they do not own through it,
  /// as a weak reference would cost the view a side table.
  package var lifeline: Lifeline {
    lazyLifeline.line()
  }
  /// The view controller whose root view this is, if any.
  package internal(set) var owningViewController: UIViewController? {
    get { heldOwner?.value }
    set { heldOwner = newValue.map { $0.lifeline.hold($0) } }
  }
  @exclusivity(unchecked) private var heldOwner: Lifeline.Held<UIViewController>?

  /// Whether the view's frame is its own (true, the default) or its constraints place it.
  @exclusivity(unchecked) open var translatesAutoresizingMaskIntoConstraints = true {
    didSet { if !itemConstraints.isEmpty { superview?.layoutConstrainedSubviews() } }
  }
  /// The active constraints that place this view, or place another against it.
  @exclusivity(unchecked) var itemConstraints: [NSLayoutConstraint] = []
  /// The active constraints this view holds, as the nearest common ancestor of their items.
  @exclusivity(unchecked) var heldConstraints: [NSLayoutConstraint] = []
  /// Whether a subview has ever had constraints, so a new size lays the subviews out again.
  @exclusivity(unchecked) var hasConstrainedSubviews = false
  /// Whether the constraint layout of the subviews is under way.
  @exclusivity(unchecked) var isLayingOutSubviews = false
  /// The safe area guide, made on first use.
  @exclusivity(unchecked) var safeAreaGuide: UILayoutGuide?
  /// The margins guide, made on first use.
  @exclusivity(unchecked) var marginsGuide: UILayoutGuide?
  /// The layout margins the app set, if it set them.
  @exclusivity(unchecked) var ownLayoutMargins: UIEdgeInsets?
  /// The content hugging and compression resistance priorities the app set, if any.
  @exclusivity(unchecked) var contentPriorities: ContentPriorities?

  /// The space the view keeps clear inside its safe area for its content: 8 points on
  /// every side unless the app sets it; a view controller's root view keeps 16 points at
  /// its sides on a phone and 20 on a wider screen, and none at the top and bottom, as
  /// UIKit's minimum margins for a controller's view give.
  open var layoutMargins: UIEdgeInsets {
    get {
      if let ownLayoutMargins { return ownLayoutMargins }
      guard owningViewController != nil else { return UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) }
      let side: CGFloat = UIScreen.main.bounds.width >= 600 ? 20 : 16
      return UIEdgeInsets(top: 0, left: side, bottom: 0, right: side)
    }
    set {
      ownLayoutMargins = newValue
      Simulation.noteLayoutChange()
    }
  }

  /// The size the view's content needs, for constraints that set no size;
  /// ``noIntrinsicMetric`` in a dimension it does not need.
  open var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }

  /// Tells the layout the intrinsic content size changed: a view its constraints place
  /// takes the new size at once.
  open func invalidateIntrinsicContentSize() {
    guard !translatesAutoresizingMaskIntoConstraints, !itemConstraints.isEmpty else {
      superview?.arrangementDidChange()
      return
    }
    // The superviews its constraints place may be sized by their content, this view's
    // among it: each is laid out again, from the highest down.
    var chain: [UIView] = []
    var current = superview
    while let view = current {
      chain.append(view)
      guard view.isPlacedByConstraints else { break }
      current = view.superview
    }
    for view in chain.reversed() { view.layoutConstrainedSubviews() }
  }

  /// Called when a subview may need placing again without its constraints changing: after
  /// the constraint layout of the subviews, when a subview is hidden or shown, leaves, or
  /// changes its intrinsic size. A stack view arranges its subviews again; others do nothing.
  func arrangementDidChange() {}

  /// Creates a view with the frame.
  public init(frame: CGRect) {
    storedFrame = .zero
    super.init()
    if Self.acceptsGeometry(frame, of: self) { storedFrame = frame }
  }

  /// Creates a view from an archive; the simulation has none to read, so the view starts
  /// with an empty frame.
  public required init?(coder: NSCoder) {
    storedFrame = .zero
    super.init()
  }

  // A view going away takes its subviews out of its hierarchy without telling them.
  deinit {
    lazyLifeline.end()
    for view in subviews { view.containingView = nil }
    Simulation.noteLayoutChange()
  }

  /// Creates a view with an empty frame.
  public convenience override init() {
    self.init(frame: .zero)
  }

  /// The view's own rectangle: its frame's size at the origin.
  open var bounds: CGRect {
    CGRect(origin: .zero, size: frame.size)
  }

  /// The size the view would like within the space offered; a plain view keeps its own.
  open func sizeThatFits(_ size: CGSize) -> CGSize {
    bounds.size
  }

  /// Resizes the view to the size it would like within its current size.
  public func sizeToFit() {
    frame.size = sizeThatFits(bounds.size)
  }

  /// The view's centre in its superview's coordinates.
  public var center: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set {
      frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2)
    }
  }

  /// The window the view is in, if any.
  open var window: UIWindow? {
    var view: UIView? = self
    while let current = view {
      if let window = current as? UIWindow { return window }
      view = current.superview
    }
    return nil
  }

  /// Adds a view on top of this view's subviews, moving it from any previous superview.
  open func addSubview(_ view: UIView) {
    insertSubview(view, at: subviews.count)
  }

  /// Inserts a view among the subviews at the index, moving it from any previous superview.
  open func insertSubview(_ view: UIView, at index: Int) {
    guard view !== self else { return }
    let wasInWindow = view.window != nil
    view.willMove(toSuperview: self)
    if let old = view.superview {
      old.subviews.removeAll { $0 === view }
    }
    if view.superview !== self { view.dropConstraintsLeavingSubtree() }
    subviews.insert(view, at: min(max(0, index), subviews.count))
    view.containingView = self
    if !view.itemConstraints.isEmpty {
      hasConstrainedSubviews = true
      layoutConstrainedSubviews()
    }
    view.didMoveToSuperview()
    if wasInWindow != (view.window != nil) { view.notifyWindowChange() }
    setNeedsLayout()
  }

  /// Inserts a view just below one of the subviews, or on top when that is not a subview.
  open func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
    guard view.superview !== self else {
      // Already here: only its place among the siblings changes.
      subviews.removeAll { $0 === view }
      subviews.insert(view, at: subviews.firstIndex { $0 === sibling } ?? subviews.count)
      return
    }
    insertSubview(view, at: subviews.firstIndex { $0 === sibling } ?? subviews.count)
  }

  /// The view, or the first of its descendants depth first, whose ``tag`` is the value.
  open func viewWithTag(_ tag: Int) -> UIView? {
    if self.tag == tag { return self }
    for subview in subviews {
      if let found = subview.viewWithTag(tag) { return found }
    }
    return nil
  }

  /// Brings a subview to the front.
  open func bringSubviewToFront(_ view: UIView) {
    guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
    subviews.append(subviews.remove(at: index))
  }

  /// Removes the view from its superview.
  open func removeFromSuperview() {
    guard let parent = superview else { return }
    let wasInWindow = window != nil
    willMove(toSuperview: nil)
    dropConstraintsLeavingSubtree()
    parent.subviews.removeAll { $0 === self }
    containingView = nil
    didMoveToSuperview()
    if wasInWindow { notifyWindowChange() }
    parent.arrangementDidChange()
  }

  private func notifyWindowChange() {
    didMoveToWindow()
    for subview in subviews { subview.notifyWindowChange() }
  }

  /// Whether the view is, or is inside, the root view of a view controller.
  public var isInViewControllerHierarchy: Bool {
    var current: UIView? = self
    while let view = current {
      if view.owningViewController != nil { return true }
      current = view.superview
    }
    return false
  }

  /// Whether the view is this view or inside it.
  public func isDescendant(of view: UIView) -> Bool {
    var current: UIView? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.superview
    }
    return false
  }

  /// Called before the view moves to a new superview, or `nil` when it is removed.
  open func willMove(toSuperview newSuperview: UIView?) {}
  /// Called after the view moved to a new superview or was removed.
  open func didMoveToSuperview() {}
  /// Called after the view entered or left a window.
  open func didMoveToWindow() {}

  /// Lays out the subviews: those placed by constraints here; override to position others,
  /// calling `super` first.
  open func layoutSubviews() {
    if hasConstrainedSubviews { layoutConstrainedSubviews() }
  }

  /// Lays the view out again now; the simulation has no deferred layout pass.
  open func setNeedsLayout() {}

  /// Lays the view and its subviews out at once; a view controller's root view tells its
  /// controller, with `viewWillLayoutSubviews()` before and `viewDidLayoutSubviews()` after,
  /// as UIKit's layout pass does.
  ///
  /// A call made while the controller is already laying out (from its own
  /// `viewDidLayoutSubviews()`) lays the views out without calling it again, as UIKit
  /// finds nothing left to lay out then.
  open func layoutIfNeeded() {
    guard let owner = owningViewController, !owner.isLayingOut else { return layOutTree() }
    owner.isLayingOut = true
    defer { owner.isLayingOut = false }
    owner.viewWillLayoutSubviews()
    layoutSubviews()
    for subview in subviews { subview.layoutIfNeeded() }
    owner.viewDidLayoutSubviews()
  }

  /// Lays the view and every view below it out, telling no view controller: the
  /// simulation's own passes, which call the controllers' callbacks themselves.
  package func layOutTree() {
    layoutSubviews()
    for subview in subviews { subview.layOutTree() }
  }
}
