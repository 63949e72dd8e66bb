import Foundation

extension UIView {
  /// Resizes the subviews that place themselves by their frames after this view's size
  /// changed from the old one, as UIKit does: along each axis, the change is shared among
  /// the parts the subview's ``autoresizingMask`` lets stretch, in proportion to their
  /// sizes (equally when they have none).
  func autoresizeSubviews(from old: CGSize) {
    guard autoresizesSubviews, old != frame.size else { return }
    let new = frame.size
    for subview in subviews where subview.translatesAutoresizingMaskIntoConstraints {
      let mask = subview.autoresizingMask
      guard !mask.isEmpty else { continue }
      let place = subview.frame
      let x = Self.stretched(
        place.origin.x, place.size.width, from: old.width, to: new.width,
        flexible: (
          mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)
        ))
      let y = Self.stretched(
        place.origin.y, place.size.height, from: old.height, to: new.height,
        flexible: (
          mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)
        ))
      let resized = CGRect(x: x.origin, y: y.origin, width: x.length, height: y.length)
      if resized != place { subview.frame = resized }
    }
  }

  /// The origin and length along one axis once the superview's length changed, the change
  /// shared among the flexible parts: the leading margin, the length, the trailing margin.
  static func stretched(
    _ origin: CGFloat, _ length: CGFloat, from old: CGFloat, to new: CGFloat,
    flexible: (leading: Bool, length: Bool, trailing: Bool)
  ) -> (origin: CGFloat, length: CGFloat) {
    let change = new - old
    let parts = [
      flexible.leading ? max(origin, 0) : nil, flexible.length ? max(length, 0) : nil,
      flexible.trailing ? max(old - origin - length, 0) : nil,
    ]
    let count = parts.compactMap { $0 }.count
    guard change != 0, count > 0 else { return (origin, length) }
    let total = parts.reduce(0) { $0 + ($1 ?? 0) }
    let shares = parts.map { part -> CGFloat in
      guard let part else { return 0 }
      return total > 0 ? part / total : 1 / CGFloat(count)
    }
    return (origin + change * shares[0], max(0, length + change * shares[1]))
  }
}
