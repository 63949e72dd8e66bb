import FakeUIKit

/// Which view takes a touch at a point: the frontmost that shows something there.
///
/// The views that take touches are those that draw: colours (not clear), text, images and
/// representables' UIKit views, in the order they are drawn, later ones in front (a
/// `ZStack`'s later children, an overlay over its content, a background behind it). A view
/// at no opacity, or covered by a pushed screen, draws nothing.
@MainActor
enum HitTesting {
  /// The views that draw, back to front, each with the frame it draws in.
  static func surfaces(from root: ViewNode) -> [ViewNode] {
    var found: [ViewNode] = []
    collect(root, into: &found)
    return found
  }

  private static func collect(_ node: ViewNode, into found: inout [ViewNode]) {
    guard !node.isCovered, node.opacityFactor >= 0.001 else { return }
    if draws(node) { found.append(node) }
    let children = node.drawsDecorationBehind ? Array(node.children.reversed()) : node.children
    for child in children { collect(child, into: &found) }
  }

  private static func draws(_ node: ViewNode) -> Bool {
    node.platformView != nil || node.drawsContent
  }

  /// Whether a touch at the centre of the button's frame reaches it: the frontmost view
  /// drawing there is inside the button. A button with no frame (in a bar) is in reach.
  static func reaches(_ button: ViewNode, surfaces: [ViewNode]) -> Bool {
    let frame = drawnFrame(of: button)
    guard frame.width > 0, frame.height > 0 else { return true }
    let point = CGPoint(x: frame.midX, y: frame.midY)
    guard let front = surfaces.last(where: { $0.frame.contains(point) }) else { return true }
    var node: ViewNode? = front
    while let current = node {
      if current === button { return true }
      node = current.parent
    }
    return false
  }
}

extension HitTesting {
  /// Where a view draws: its frame, or for a view the layout passes through (a button
  /// around its label), the frames of what it contains.
  static func drawnFrame(of node: ViewNode) -> CGRect {
    if node.frame.width > 0, node.frame.height > 0 { return node.frame }
    return node.children.reduce(CGRect.null) { union, child in
      let frame = drawnFrame(of: child)
      return frame.isNull || frame.isEmpty ? union : union.union(frame)
    }
  }
}
