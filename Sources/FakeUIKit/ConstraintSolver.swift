import Foundation

/// Places the subviews of one superview from their constraints, each once, a sibling it is
/// placed against first (see ``NSLayoutConstraint`` for the subset solved).
@MainActor
struct ConstraintSolver {
  /// One constraint as it bears on the view being placed: `attribute relation value`, or,
  /// for one of the view's dimensions against the other, `multiplier × own + constant`.
  private struct Term {
    var attribute: NSLayoutConstraint.Attribute
    var relation: NSLayoutConstraint.Relation
    var priority: UILayoutPriority
    var value: CGFloat?
    var own: (attribute: NSLayoutConstraint.Attribute, multiplier: CGFloat, constant: CGFloat)?
  }

  let superview: UIView
  private var placed: Set<ObjectIdentifier> = []
  private var placing: Set<ObjectIdentifier> = []
  /// The superview's edges left open, for its content to say where they are: a scroll
  /// view's far content edges (bottom, trailing), or the bottom of a view sized by its
  /// content.
  private let openEdges: Set<NSLayoutConstraint.Attribute>
  /// The superview's size as the subviews read it, when it is not its bounds' yet.
  private let superviewSize: CGSize?
  /// The constraints that close the superview's far edges on a subview, to read once the
  /// subviews are placed: `edge = multiplier × attribute of view + constant`.
  private var closings: [Closing] = []

  /// A far edge of the superview set against an attribute of a subview.
  private struct Closing {
    var vertical: Bool
    var view: UIView
    var attribute: NSLayoutConstraint.Attribute
    var multiplier: CGFloat
    var constant: CGFloat
  }

  /// A solver for the superview's subviews; a scroll view's far edges are its content's,
  /// which its subviews' constraints close.
  init(superview: UIView) {
    self.superview = superview
    openEdges = superview is UIScrollView ? [.bottom, .trailing, .right] : []
    superviewSize = nil
  }

  /// A solver that sizes the superview by its content: its far edges open, its width the
  /// one given.
  private init(fitting superview: UIView, width: CGFloat) {
    self.superview = superview
    openEdges = [.bottom]
    superviewSize = CGSize(width: width, height: 0)
  }

  /// The size the subviews' constraints give the superview's content, in each direction
  /// some constraint closes; call after placing the subviews.
  func contentExtent() -> (width: CGFloat?, height: CGFloat?) {
    var width: CGFloat?
    var height: CGFloat?
    for closing in closings {
      let rect = closing.view.frame
      let value: CGFloat
      switch closing.attribute {
      case .left, .leading: value = rect.minX
      case .right, .trailing: value = rect.maxX
      case .top: value = rect.minY
      case .bottom: value = rect.maxY
      case .centerX: value = rect.midX
      case .centerY: value = rect.midY
      case .width: value = rect.width
      case .height: value = rect.height
      case .notAnAttribute: value = 0
      }
      let edge = closing.multiplier * value + closing.constant
      if closing.vertical { height = max(height ?? edge, edge) } else { width = max(width ?? edge, edge) }
    }
    return (width, height)
  }

  /// The height the view's content gives it at the width, when constraints to its bottom
  /// edge close its constrained subviews; `nil` otherwise.
  static func fittingHeight(of view: UIView, width: CGFloat) -> CGFloat? {
    guard view.hasConstrainedSubviews, !(view is UIScrollView), !(view is UIStackView) else { return nil }
    var solver = ConstraintSolver(fitting: view, width: width)
    for subview in view.subviews where subview.isPlacedByConstraints { solver.place(subview) }
    return solver.contentExtent().height
  }

  /// Sets the view's frame from its constraints.
  mutating func place(_ view: UIView) {
    let id = ObjectIdentifier(view)
    guard !placed.contains(id), !placing.contains(id) else { return }
    placing.insert(id)
    let terms = view.itemConstraints.compactMap { term(of: $0, for: view) }.enumerated()
      .sorted { ($0.element.priority, -$0.offset) > ($1.element.priority, -$1.offset) }.map(\.element)
    var size = size(of: terms, intrinsic: view.intrinsicContentSize, current: view.frame.size)
    // A height no constraint sets: a label's text wrapped at its width, or what the
    // view's own content needs.
    var fitted = false
    if !hasHeight(terms) {
      if let label = view as? UILabel {
        size.height = label.textSize(wrappedAt: size.width).height
      } else if view.intrinsicContentSize.height < 0,
        let height = Self.fittingHeight(of: view, width: clamp(size.width, .width, terms))
      {
        size.height = height
        fitted = true
      }
    }
    let width = clamp(size.width, .width, terms)
    let height = clamp(size.height, .height, terms)
    let x = position(
      leading: [.leading, .left], trailing: [.trailing, .right], center: .centerX, terms, size: width,
      current: view.frame.minX)
    let y = position(
      leading: [.top], trailing: [.bottom], center: .centerY, terms, size: height, current: view.frame.minY)
    placing.remove(id)
    placed.insert(id)
    let frame = CGRect(x: x, y: y, width: max(0, width), height: max(0, height))
    if frame != view.frame {
      view.frame = frame
    } else if fitted {
      // Sizing it placed its subviews against open edges: place them again in the frame.
      view.layoutConstrainedSubviews()
    }
  }

  /// Whether constraints set the height: an equality on it, on both vertical edges, or
  /// on it against the width.
  private func hasHeight(_ terms: [Term]) -> Bool {
    let equalities = terms.filter { $0.relation == .equal }
    if equalities.contains(where: { $0.attribute == .height }) { return true }
    return equalities.contains { $0.attribute == .top } && equalities.contains { $0.attribute == .bottom }
  }

  /// The view's size: the required constraints first, then the others, then its
  /// intrinsic size, then its current one; a dimension set against the other (an aspect
  /// ratio) once the other is known.
  private func size(of terms: [Term], intrinsic: CGSize, current: CGSize) -> CGSize {
    let required = terms.filter { $0.priority == .required }
    let optional = terms.filter { $0.priority != .required }
    var width: CGFloat?
    var height: CGFloat?
    for group in [required, optional] {
      width = width ?? fixed(.width, edges: [(.leading, .trailing), (.left, .right)], group)
      height = height ?? fixed(.height, edges: [(.top, .bottom)], group)
      if width == nil, let height, let own = own(.width, of: .height, group) {
        width = own.multiplier * height + own.constant
      }
      if height == nil, let width, let own = own(.height, of: .width, group) {
        height = own.multiplier * width + own.constant
      }
    }
    if width == nil, let height, let own = own(.width, of: .height, terms) {
      width = own.multiplier * height + own.constant
    }
    let finalHeight = height ?? (intrinsic.height >= 0 ? intrinsic.height : current.height)
    if width == nil, let own = own(.width, of: .height, terms) { width = own.multiplier * finalHeight + own.constant }
    let finalWidth = width ?? (intrinsic.width >= 0 ? intrinsic.width : current.width)
    if height == nil, let own = own(.height, of: .width, terms) {
      return CGSize(width: finalWidth, height: own.multiplier * finalWidth + own.constant)
    }
    return CGSize(width: finalWidth, height: finalHeight)
  }

  /// A dimension from an equality on it, or from equalities on two opposite edges.
  private func fixed(
    _ dimension: NSLayoutConstraint.Attribute, edges: [(NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute)],
    _ terms: [Term]
  ) -> CGFloat? {
    if let value = equal([dimension], terms) { return value }
    for pair in edges {
      if let start = equal([pair.0], terms), let end = equal([pair.1], terms) { return end - start }
    }
    return nil
  }

  /// The equality that sets one of the view's dimensions against the other.
  private func own(
    _ dimension: NSLayoutConstraint.Attribute, of other: NSLayoutConstraint.Attribute, _ terms: [Term]
  ) -> (multiplier: CGFloat, constant: CGFloat)? {
    for term in terms where term.relation == .equal && term.attribute == dimension {
      if let own = term.own, own.attribute == other { return (own.multiplier, own.constant) }
    }
    return nil
  }

  private func position(
    leading: [NSLayoutConstraint.Attribute], trailing: [NSLayoutConstraint.Attribute],
    center: NSLayoutConstraint.Attribute, _ terms: [Term], size: CGFloat, current: CGFloat
  ) -> CGFloat {
    var origin = current
    if let value = equal(leading, terms) {
      origin = value
    } else if let value = equal(trailing, terms) {
      origin = value - size
    } else if let value = equal([center], terms) {
      origin = value - size / 2
    }
    for term in terms where term.relation != .equal {
      guard let value = term.value else { continue }
      let bound: CGFloat
      if leading.contains(term.attribute) {
        bound = value
      } else if trailing.contains(term.attribute) {
        bound = value - size
      } else if term.attribute == center {
        bound = value - size / 2
      } else {
        continue
      }
      origin = term.relation == .greaterThanOrEqual ? max(origin, bound) : min(origin, bound)
    }
    return origin
  }

  private func clamp(_ value: CGFloat, _ dimension: NSLayoutConstraint.Attribute, _ terms: [Term]) -> CGFloat {
    var result = value
    for term in terms where term.attribute == dimension && term.relation != .equal {
      guard let bound = term.value else { continue }
      result = term.relation == .greaterThanOrEqual ? max(result, bound) : min(result, bound)
    }
    return result
  }

  /// The value of the strongest equality on one of the attributes.
  private func equal(_ attributes: [NSLayoutConstraint.Attribute], _ terms: [Term]) -> CGFloat? {
    terms.first { $0.relation == .equal && attributes.contains($0.attribute) && $0.value != nil }?.value
  }

  /// The constraint as it bears on the view, nil when it does not place it.
  private mutating func term(of constraint: NSLayoutConstraint, for view: UIView) -> Term? {
    let first = constraint.firstItem
    let second = constraint.secondItem
    if first === view, second === view {
      return Term(
        attribute: constraint.firstAttribute, relation: constraint.relation, priority: constraint.priority,
        own: (constraint.secondAttribute, constraint.multiplier, constraint.constant))
    }
    if first === view, let second, second === superview, openEdges.contains(constraint.secondAttribute),
      constraint.multiplier != 0
    {
      // The view closes the open edge: `edge = (attribute - constant) / multiplier`.
      closings.append(
        Closing(
          vertical: constraint.secondAttribute == .bottom, view: view, attribute: constraint.firstAttribute,
          multiplier: 1 / constraint.multiplier, constant: -constraint.constant / constraint.multiplier))
      return nil
    }
    if second === view, let first, first === superview, openEdges.contains(constraint.firstAttribute) {
      closings.append(
        Closing(
          vertical: constraint.firstAttribute == .bottom, view: view, attribute: constraint.secondAttribute,
          multiplier: constraint.multiplier, constant: constraint.constant))
      return nil
    }
    if first === view {
      let other = second.map { value(of: constraint.secondAttribute, of: $0) } ?? 0
      return Term(
        attribute: constraint.firstAttribute, relation: constraint.relation, priority: constraint.priority,
        value: constraint.multiplier * other + constraint.constant)
    }
    // A constraint places its first item; it places the second only when the first is
    // not placed by constraints (`view.bottomAnchor.constraint(equalTo: banner.bottomAnchor)`).
    if second === view, let first, constraint.multiplier != 0, (first as? UIView)?.isPlacedByConstraints != true {
      let other = value(of: constraint.firstAttribute, of: first)
      let flipped: NSLayoutConstraint.Relation =
        switch constraint.relation {
        case .equal: .equal
        case .lessThanOrEqual: constraint.multiplier > 0 ? .greaterThanOrEqual : .lessThanOrEqual
        case .greaterThanOrEqual: constraint.multiplier > 0 ? .lessThanOrEqual : .greaterThanOrEqual
        }
      return Term(
        attribute: constraint.secondAttribute, relation: flipped, priority: constraint.priority,
        value: (other - constraint.constant) / constraint.multiplier)
    }
    return nil
  }

  /// The attribute of a view or layout guide, in the superview's coordinates; a sibling
  /// that constraints place is placed first.
  private mutating func value(of attribute: NSLayoutConstraint.Attribute, of item: AnyObject) -> CGFloat {
    let rect: CGRect
    if let view = item as? UIView {
      if view === superview {
        // A scroll view's edges mean its content's, wherever the content is scrolled to.
        rect = CGRect(origin: .zero, size: superviewSize ?? superview.bounds.size)
      } else if view.superview === superview {
        if view.isPlacedByConstraints { place(view) }
        rect = view.frame
      } else {
        rect = view.convert(view.bounds, to: superview)
      }
    } else if let guide = item as? UILayoutGuide, let owner = guide.owningView {
      rect = owner === superview ? guide.layoutFrame : owner.convert(guide.layoutFrame, to: superview)
    } else {
      return 0
    }
    switch attribute {
    case .left, .leading: return rect.minX
    case .right, .trailing: return rect.maxX
    case .top: return rect.minY
    case .bottom: return rect.maxY
    case .centerX: return rect.midX
    case .centerY: return rect.midY
    case .width: return rect.width
    case .height: return rect.height
    case .notAnAttribute: return 0
    }
  }
}
