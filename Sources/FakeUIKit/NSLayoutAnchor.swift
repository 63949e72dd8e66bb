import Foundation

/// One attribute of a view or layout guide, to make constraints from:
/// `banner.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor)`.
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
  /// The view or layout guide.
  weak var item: AnyObject?
  /// Its attribute.
  let attribute: NSLayoutConstraint.Attribute

  init(item: AnyObject, attribute: NSLayoutConstraint.Attribute) {
    self.item = item
    self.attribute = attribute
    super.init()
  }

  func constraint(
    _ relation: NSLayoutConstraint.Relation, to anchor: NSLayoutAnchor<AnchorType>?, multiplier: CGFloat = 1,
    constant: CGFloat
  ) -> NSLayoutConstraint {
    NSLayoutConstraint(
      item: item as Any, attribute: attribute, relatedBy: relation, toItem: anchor?.item,
      attribute: anchor?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
  }

  /// This anchor equal to the other.
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    constraint(.equal, to: anchor, constant: 0)
  }

  /// This anchor equal to the other plus the constant.
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
    constraint(.equal, to: anchor, constant: c)
  }

  /// This anchor at least the other.
  open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    constraint(.greaterThanOrEqual, to: anchor, constant: 0)
  }

  /// This anchor at least the other plus the constant.
  open func constraint(
    greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
  ) -> NSLayoutConstraint {
    constraint(.greaterThanOrEqual, to: anchor, constant: c)
  }

  /// This anchor at most the other.
  open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    constraint(.lessThanOrEqual, to: anchor, constant: 0)
  }

  /// This anchor at most the other plus the constant.
  open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint
  {
    constraint(.lessThanOrEqual, to: anchor, constant: c)
  }
}

/// A horizontal anchor: leading, trailing, left, right or centre.
@preconcurrency @MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

/// A vertical anchor: top, bottom or centre.
@preconcurrency @MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

/// A width or height anchor, which can also be set to a constant or a multiple.
@preconcurrency @MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
  /// This dimension equal to the constant.
  open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
    constraint(.equal, to: nil, constant: c)
  }

  /// This dimension at least the constant.
  open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    constraint(.greaterThanOrEqual, to: nil, constant: c)
  }

  /// This dimension at most the constant.
  open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    constraint(.lessThanOrEqual, to: nil, constant: c)
  }

  /// This dimension a multiple of the other.
  open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
    constraint(.equal, to: anchor, multiplier: m, constant: 0)
  }

  /// This dimension a multiple of the other plus the constant.
  open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
    -> NSLayoutConstraint
  {
    constraint(.equal, to: anchor, multiplier: m, constant: c)
  }
}

/// The anchors of a view or a layout guide.
@MainActor
protocol LayoutAnchored: AnyObject {}

extension LayoutAnchored {
  func xAnchor(_ attribute: NSLayoutConstraint.Attribute) -> NSLayoutXAxisAnchor {
    NSLayoutXAxisAnchor(item: self, attribute: attribute)
  }
  func yAnchor(_ attribute: NSLayoutConstraint.Attribute) -> NSLayoutYAxisAnchor {
    NSLayoutYAxisAnchor(item: self, attribute: attribute)
  }
  func dimension(_ attribute: NSLayoutConstraint.Attribute) -> NSLayoutDimension {
    NSLayoutDimension(item: self, attribute: attribute)
  }
}
