import AdSimulation
import Foundation

/// A view that lines its arranged subviews up in a row or a column, as a native ad lines up
/// its icon, headline, body and call to action.
///
/// The arranged subviews are subviews, placed at once whenever the stack view, its
/// settings or its arranged subviews change: a subview hidden, shown, removed, or whose
/// constraints change. A hidden arranged subview takes no space and keeps its frame. Along
/// the axis each takes the length its equality constraints give it (a constant, another
/// item's dimension, or its own other dimension), else its intrinsic content size, else its
/// frame's; ``Distribution-swift.enum/fillEqually`` and
/// ``Distribution-swift.enum/fillProportionally`` share the stack view's length instead.
/// Across the axis ``Alignment-swift.enum/fill`` stretches each to the stack view's
/// breadth; the other alignments keep its size and place it. The fake neither stretches nor
/// squeezes a view to fill a `.fill` stack view longer or shorter than its content, as
/// UIKit does by the views' hugging and compression priorities.
///
/// Under Auto Layout the stack view's intrinsic content size is the size its content needs
/// (UIKit gets the same from the stack view's own constraints), so constraints that pin only
/// some of its edges still size it.
@preconcurrency @MainActor
open class UIStackView: UIView {
  /// The custom spacing that goes back to ``spacing`` (see ``setCustomSpacing(_:after:)``).
  public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)
  /// The spacing that asks for the system's standard spacing, which the fake takes as 8
  /// points.
  public static let spacingUseSystem = -CGFloat(Float.leastNonzeroMagnitude)

  @exclusivity(unchecked) private var arranged: [UIView] = []
  @exclusivity(unchecked) private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
  @exclusivity(unchecked) private var isArranging = false
  /// The size each arranged subview had before the stack view stretched it, and the size
  /// the stack view last gave it: a frame that differs from the latter was set by someone
  /// else, and is the view's own size from then on.
  @exclusivity(unchecked) private var ownSizes: [ObjectIdentifier: CGSize] = [:]
  @exclusivity(unchecked) private var givenSizes: [ObjectIdentifier: CGSize] = [:]
  /// The content size last reported to the constraint layout.
  @exclusivity(unchecked) private var reportedFittingSize: CGSize?

  /// The direction the arranged subviews line up in; horizontal unless set.
  @exclusivity(unchecked) open var axis = NSLayoutConstraint.Axis.horizontal {
    didSet { if axis != oldValue { arrange() } }
  }
  /// How the arranged subviews are sized and spaced along the axis.
  @exclusivity(unchecked) open var distribution = Distribution.fill {
    didSet { if distribution != oldValue { arrange() } }
  }
  /// How the arranged subviews are sized and placed across the axis.
  @exclusivity(unchecked) open var alignment = Alignment.fill {
    didSet { if alignment != oldValue { arrange() } }
  }
  /// The space between neighbouring arranged subviews; the least space for
  /// ``Distribution-swift.enum/equalSpacing``.
  @exclusivity(unchecked) open var spacing: CGFloat = 0 {
    didSet { if spacing != oldValue { arrange() } }
  }
  /// Whether the arranged subviews sit inside ``layoutMargins`` rather than the bounds.
  @exclusivity(unchecked) open var isLayoutMarginsRelativeArrangement = false {
    didSet { if isLayoutMarginsRelativeArrangement != oldValue { arrange() } }
  }
  /// Whether spacing runs from text baselines; kept, as the fake measures no text.
  @exclusivity(unchecked) open var isBaselineRelativeArrangement = false
  /// The space inside the edges that ``isLayoutMarginsRelativeArrangement`` keeps clear
  /// (see ``UIView/layoutMargins``); a new value arranges the views again.
  open override var layoutMargins: UIEdgeInsets {
    didSet { if layoutMargins != oldValue, isLayoutMarginsRelativeArrangement { arrange() } }
  }

  /// Creates an empty horizontal stack view with the frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a stack view from an archive; the simulation has none to read, so the stack
  /// view is empty, with an empty frame.
  public required init(coder: NSCoder) {
    super.init(frame: .zero)
  }

  /// Creates a horizontal stack view that arranges the views, in order.
  public convenience init(arrangedSubviews views: [UIView]) {
    self.init(frame: .zero)
    for view in views { addArrangedSubview(view) }
  }

  /// The views the stack view arranges, in order; a view that left the stack view is no
  /// longer one.
  open var arrangedSubviews: [UIView] {
    dropDeparted()
    return arranged
  }

  /// Arranges the view after the others, adding it as a subview if it is not one.
  open func addArrangedSubview(_ view: UIView) {
    insertArrangedSubview(view, at: arrangedSubviews.count)
  }

  /// Arranges the view at the index among the arranged subviews, adding it as a subview if
  /// it is not one; an index out of range is taken as the nearest end.
  open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
    guard view !== self else { return }
    dropDeparted()
    arranged.removeAll { $0 === view }
    arranged.insert(view, at: min(max(0, stackIndex), arranged.count))
    view.translatesAutoresizingMaskIntoConstraints = false
    if view.superview !== self { addSubview(view) }
    arrange()
  }

  /// Stops arranging the view; it stays a subview, where it is, as in UIKit.
  open func removeArrangedSubview(_ view: UIView) {
    guard arranged.contains(where: { $0 === view }) else { return }
    arranged.removeAll { $0 === view }
    forget(view)
    arrange()
  }

  /// Sets the space after one arranged subview, in place of ``spacing``;
  /// ``spacingUseDefault`` goes back to it.
  open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
    let id = ObjectIdentifier(arrangedSubview)
    customSpacings[id] = spacing == Self.spacingUseDefault ? nil : spacing
    arrange()
  }

  /// The space after the arranged subview, or ``spacingUseDefault`` when it has none of
  /// its own.
  open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
    customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
  }

  /// The size the arranged subviews need, with the spacing and any margins.
  open override var intrinsicContentSize: CGSize {
    fittingSize
  }

  /// The stack view's rectangle; a new size arranges the subviews again.
  open override var frame: CGRect {
    get { super.frame }
    set {
      let oldSize = super.frame.size
      super.frame = newValue
      if super.frame.size != oldSize { arrange() }
    }
  }

  /// Lays out the subviews: those constraints place, then the arranged ones.
  open override func layoutSubviews() {
    super.layoutSubviews()
    arrange()
  }

  override func arrangementDidChange() {
    arrange()
  }

  // MARK: Private

  /// Forgets the arranged subviews that left the stack view.
  private func dropDeparted() {
    guard arranged.contains(where: { $0.superview !== self }) else { return }
    for view in arranged where view.superview !== self { forget(view) }
    arranged.removeAll { $0.superview !== self }
  }

  private func forget(_ view: UIView) {
    let id = ObjectIdentifier(view)
    customSpacings[id] = nil
    ownSizes[id] = nil
    givenSizes[id] = nil
  }

  /// The view's size before the stack view stretched it.
  private func ownSize(of view: UIView) -> CGSize {
    let id = ObjectIdentifier(view)
    let current = view.frame.size
    if givenSizes[id] == current, let own = ownSizes[id] { return own }
    ownSizes[id] = current
    return current
  }

  /// The rectangle the arranged subviews share: the bounds, or inside the margins.
  private var contentBox: CGRect {
    let box = CGRect(origin: .zero, size: frame.size)
    return isLayoutMarginsRelativeArrangement ? box.inset(by: layoutMargins) : box
  }

  /// The arranged subviews that take space.
  private var shownViews: [UIView] {
    arrangedSubviews.filter { !$0.isHidden }
  }

  /// The space after each view but the last.
  private func gaps(between views: [UIView]) -> [CGFloat] {
    views.dropLast().map { view in
      let gap = customSpacings[ObjectIdentifier(view)] ?? spacing
      return gap == Self.spacingUseSystem ? 8 : gap
    }
  }

  /// The size the arranged subviews need, with the spacing and any margins.
  private var fittingSize: CGSize {
    let views = shownViews
    let sizes = views.map(naturalSize(of:))
    let along = sizes.map { axis == .vertical ? $0.height : $0.width }
    let across = sizes.map { axis == .vertical ? $0.width : $0.height }
    let spaces = gaps(between: views).reduce(0, +)
    let length =
      distribution == .fillEqually
      ? (along.max() ?? 0) * CGFloat(views.count) + spaces : along.reduce(0, +) + spaces
    let breadth = across.max() ?? 0
    let margins = isLayoutMarginsRelativeArrangement ? layoutMargins : .zero
    return axis == .vertical
      ? CGSize(width: breadth + margins.left + margins.right, height: length + margins.top + margins.bottom)
      : CGSize(width: length + margins.left + margins.right, height: breadth + margins.top + margins.bottom)
  }

  /// Places the arranged subviews, then tells the constraint layout if the size they need
  /// changed.
  private func arrange() {
    guard !isArranging else { return }
    isArranging = true
    let views = shownViews
    if !views.isEmpty { place(views, in: contentBox) }
    isArranging = false
    let fitting = fittingSize
    if fitting != reportedFittingSize {
      reportedFittingSize = fitting
      invalidateIntrinsicContentSize()
    }
  }

  private func place(_ views: [UIView], in box: CGRect) {
    let vertical = axis == .vertical
    let sizes = views.map(naturalSize(of:))
    let natural = sizes.map { vertical ? $0.height : $0.width }
    let gaps = gaps(between: views)
    let available = vertical ? box.height : box.width
    let lengths = lengths(natural: natural, gaps: gaps, available: available)
    let starts = starts(lengths: lengths, gaps: gaps, available: available)
    let breadth = vertical ? box.width : box.height
    for (index, view) in views.enumerated() {
      let own = vertical ? sizes[index].width : sizes[index].height
      let size = alignment == .fill ? breadth : own
      let offset: CGFloat =
        switch alignment {
        case .fill, .leading, .firstBaseline: 0
        case .center: (breadth - size) / 2
        case .trailing, .lastBaseline: breadth - size
        }
      let frame =
        vertical
        ? CGRect(x: box.minX + offset, y: box.minY + starts[index], width: size, height: lengths[index])
        : CGRect(x: box.minX + starts[index], y: box.minY + offset, width: lengths[index], height: size)
      _ = ownSize(of: view)
      if view.frame != frame { view.frame = frame }
      givenSizes[ObjectIdentifier(view)] = view.frame.size
    }
  }

  /// Each view's length along the axis.
  private func lengths(natural: [CGFloat], gaps: [CGFloat], available: CGFloat) -> [CGFloat] {
    let room = max(0, available - gaps.reduce(0, +))
    switch distribution {
    case .fillEqually:
      return natural.map { _ in room / CGFloat(natural.count) }
    case .fillProportionally:
      let total = natural.reduce(0, +)
      guard total > 0 else { return natural.map { _ in room / CGFloat(natural.count) } }
      return natural.map { $0 / total * room }
    case .fill, .equalSpacing, .equalCentering:
      return natural
    }
  }

  /// Where each view starts along the axis.
  private func starts(lengths: [CGFloat], gaps: [CGFloat], available: CGFloat) -> [CGFloat] {
    var packed: [CGFloat] = []
    var position: CGFloat = 0
    let extra =
      distribution == .equalSpacing && lengths.count > 1
      ? max(0, available - lengths.reduce(0, +) - gaps.reduce(0, +)) / CGFloat(lengths.count - 1) : 0
    for (index, length) in lengths.enumerated() {
      packed.append(position)
      position += length + (index < gaps.count ? gaps[index] + extra : 0)
    }
    guard distribution == .equalCentering, let first = lengths.first, let last = lengths.last, lengths.count > 1
    else { return packed }
    // Centres evenly apart from the first view at the start to the last at the end, unless
    // that would bring two views closer than their spacing.
    let step = (available - last / 2 - first / 2) / CGFloat(lengths.count - 1)
    let centred = lengths.enumerated().map { first / 2 + CGFloat($0.offset) * step - $0.element / 2 }
    for index in gaps.indices where centred[index + 1] < centred[index] + lengths[index] + gaps[index] {
      return packed
    }
    return centred
  }

  /// The size a view takes before the stack view stretches it: from its equality
  /// constraints, else its intrinsic content size, else its own frame's (see ``ownSize(of:)``).
  private func naturalSize(of view: UIView) -> CGSize {
    let intrinsic = view.intrinsicContentSize
    let own = ownSize(of: view)
    let fixedWidth = constrainedLength(of: view, .width)
    let fixedHeight = constrainedLength(of: view, .height)
    var width = fixedWidth ?? (intrinsic.width >= 0 ? intrinsic.width : own.width)
    var height = fixedHeight ?? (intrinsic.height >= 0 ? intrinsic.height : own.height)
    if fixedWidth == nil, let ratio = ownRatio(of: view, .width, to: .height) {
      width = ratio.multiplier * height + ratio.constant
    } else if fixedHeight == nil, let ratio = ownRatio(of: view, .height, to: .width) {
      height = ratio.multiplier * width + ratio.constant
    }
    return CGSize(width: max(0, width), height: max(0, height))
  }

  /// The view's constraints on itself, strongest first.
  private func constraints(placing view: UIView, _ dimension: NSLayoutConstraint.Attribute) -> [NSLayoutConstraint] {
    view.itemConstraints.enumerated()
      .filter { $0.element.firstItem === view && $0.element.firstAttribute == dimension }
      .sorted { ($0.element.priority, -$0.offset) > ($1.element.priority, -$1.offset) }.map(\.element)
  }

  /// A dimension the view's constraints fix: an equality to a constant or to another item's
  /// dimension, clamped by inequalities to constants.
  private func constrainedLength(of view: UIView, _ dimension: NSLayoutConstraint.Attribute) -> CGFloat? {
    let placing = constraints(placing: view, dimension)
    var length: CGFloat?
    for constraint in placing where constraint.relation == .equal && constraint.secondItem !== view {
      if let other = constraint.secondItem {
        guard let size = Self.size(of: other) else { continue }
        let base: CGFloat? =
          switch constraint.secondAttribute {
          case .width: size.width
          case .height: size.height
          default: nil
          }
        guard let base else { continue }
        length = constraint.multiplier * base + constraint.constant
      } else {
        length = constraint.constant
      }
      break
    }
    guard var result = length else { return nil }
    for constraint in placing where constraint.secondItem == nil && constraint.relation != .equal {
      result =
        constraint.relation == .greaterThanOrEqual
        ? max(result, constraint.constant) : min(result, constraint.constant)
    }
    return result
  }

  /// The equality that sets one of the view's dimensions from the other: an aspect ratio.
  private func ownRatio(
    of view: UIView, _ dimension: NSLayoutConstraint.Attribute, to other: NSLayoutConstraint.Attribute
  ) -> (multiplier: CGFloat, constant: CGFloat)? {
    constraints(placing: view, dimension).first {
      $0.relation == .equal && $0.secondItem === view && $0.secondAttribute == other
    }.map { ($0.multiplier, $0.constant) }
  }

  private static func size(of item: AnyObject) -> CGSize? {
    if let view = item as? UIView { return view.bounds.size }
    if let guide = item as? UILayoutGuide { return guide.layoutFrame.size }
    return nil
  }
}
