import AdSimulation
import Foundation

/// A rule for where a view goes: `first.attribute = multiplier × second.attribute + constant`,
/// or `≤` / `≥`, as Google's banner samples pin a banner to the bottom of the safe area.
///
/// The fake solves the subset ad code uses, at once rather than in a deferred layout pass:
/// a view's edges, centre and size against its superview, the superview's safe area or
/// layout guides, a sibling, or a constant. A view with
/// `translatesAutoresizingMaskIntoConstraints` false and active constraints takes its size
/// from width and height constraints, or from two edges, or from its intrinsic content size,
/// and its place from an edge or its centre; inequalities then clamp. Constraints of lower
/// priority fill only what the required ones leave open. The layout follows when a
/// constraint is activated, deactivated or changes its constant, when the view joins its
/// superview, when the superview's frame changes, and on `layoutIfNeeded()`.
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
  /// A part of a view's rectangle a constraint relates.
  public enum Attribute: Int, Sendable {
    /// No attribute: the constraint's second item is a constant.
    case notAnAttribute = 0
    /// The left edge.
    case left = 1
    /// The right edge.
    case right = 2
    /// The top edge.
    case top = 3
    /// The bottom edge.
    case bottom = 4
    /// The leading edge: the left one, as the fake lays out left to right.
    case leading = 5
    /// The trailing edge: the right one.
    case trailing = 6
    /// The width.
    case width = 7
    /// The height.
    case height = 8
    /// The horizontal centre.
    case centerX = 9
    /// The vertical centre.
    case centerY = 10
  }

  /// How the two sides compare.
  public enum Relation: Int, Sendable {
    /// The first side is at most the second.
    case lessThanOrEqual = -1
    /// The sides are equal.
    case equal = 0
    /// The first side is at least the second.
    case greaterThanOrEqual = 1
  }

  /// The item the constraint places: a view or a layout guide.
  public private(set) weak var firstItem: AnyObject?
  /// The first item's attribute.
  public let firstAttribute: Attribute
  /// How the sides compare.
  public let relation: Relation
  /// The item the first is placed against, or nil for a constant.
  public private(set) weak var secondItem: AnyObject?
  /// The second item's attribute.
  public let secondAttribute: Attribute
  /// The factor on the second item's attribute.
  public let multiplier: CGFloat
  /// The amount added; changing it moves the views at once.
  @exclusivity(unchecked) open var constant: CGFloat {
    didSet { if isActive, constant != oldValue { NSLayoutConstraint.relayout(around: [self]) } }
  }
  /// How much the constraint matters.
  @exclusivity(unchecked) open var priority = UILayoutPriority.required
  /// A name for the constraint, for the app's own use.
  @exclusivity(unchecked) open var identifier: String?
  /// Whether the constraint takes part in layout; setting it activates or deactivates it.
  open var isActive: Bool {
    get { holder != nil }
    set { newValue ? NSLayoutConstraint.activate([self]) : NSLayoutConstraint.deactivate([self]) }
  }
  /// The view that holds the constraint while it is active: the items' nearest common
  /// ancestor.
  weak var holder: UIView?

  /// A constraint `item.attribute relation multiplier × toItem.attribute + constant`.
  public init(
    item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
    attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
  ) {
    firstItem = view1 as AnyObject
    firstAttribute = attr1
    self.relation = relation
    secondItem = view2.map { $0 as AnyObject }
    secondAttribute = attr2
    self.multiplier = multiplier
    constant = c
    super.init()
  }

  /// Activates each constraint: its common ancestor holds it, and the views move.
  ///
  /// Items with no common ancestor make a device raise an exception; here the constraint
  /// is recorded as misuse and left inactive.
  public class func activate(_ constraints: [NSLayoutConstraint]) {
    var activated: [NSLayoutConstraint] = []
    for constraint in constraints where constraint.holder == nil {
      guard let holder = constraint.commonAncestor() else {
        constraint.recordNoCommonAncestor()
        continue
      }
      constraint.holder = holder
      holder.heldConstraints.append(constraint)
      for view in constraint.placedViews {
        view.itemConstraints.append(constraint)
        view.superview?.hasConstrainedSubviews = true
      }
      activated.append(constraint)
    }
    relayout(around: activated)
  }

  /// Deactivates each constraint; the views take the places the remaining constraints give
  /// them.
  public class func deactivate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints {
      guard let holder = constraint.holder else { continue }
      holder.heldConstraints.removeAll { $0 === constraint }
      for view in constraint.placedViews { view.itemConstraints.removeAll { $0 === constraint } }
      constraint.holder = nil
    }
    relayout(around: constraints)
  }

  /// The views among the items (a layout guide places nothing).
  var placedViews: [UIView] {
    [firstItem as? UIView, secondItem as? UIView].compactMap { $0 }
  }

  /// Lays out again the superviews of the views the constraints place.
  static func relayout(around constraints: [NSLayoutConstraint]) {
    var seen: Set<ObjectIdentifier> = []
    for view in constraints.flatMap(\.placedViews) {
      guard let superview = view.superview, seen.insert(ObjectIdentifier(superview)).inserted else { continue }
      superview.layoutConstrainedSubviews()
    }
  }

  /// The view an item is, or owns when it is a layout guide.
  static func view(of item: AnyObject?) -> UIView? {
    (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
  }

  private func commonAncestor() -> UIView? {
    guard let first = Self.view(of: firstItem) else { return nil }
    guard secondItem != nil else { return first }
    guard let second = Self.view(of: secondItem) else { return nil }
    var ancestors: Set<ObjectIdentifier> = []
    var view: UIView? = first
    while let current = view {
      ancestors.insert(ObjectIdentifier(current))
      view = current.superview
    }
    view = second
    while let current = view {
      if ancestors.contains(ObjectIdentifier(current)) { return current }
      view = current.superview
    }
    return nil
  }

  private func recordNoCommonAncestor() {
    let names = [firstItem, secondItem].compactMap { $0 }.map { String(describing: type(of: $0)) }
    Simulation.current?.record(
      .misuse, actor: .app, object: "NSLayoutConstraint", name: .constraintWithoutCommonAncestor,
      detail: "\(names.joined(separator: " and ")) have no common ancestor, so the constraint was not activated;"
        + " a device raises an exception. Add both views to the hierarchy first")
  }
}
