import FakeUIKit

/// A view whose content is made from the space it is given: `GeometryReader { proxy in … }`.
///
/// The content reads the size the reader was laid out at: it is first made once the
/// update's layout has sized the reader, and when a later layout gives the reader another
/// size (a rotation), it is made again at once and laid out anew, within the same update,
/// as SwiftUI sizes before it draws.
public struct GeometryReader<Content: View>: View {
  let content: (GeometryProxy) -> Content

  /// A reader whose content the closure makes from the reader's size.
  public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
    self.content = content
  }
}

/// The space a geometry reader was given.
public struct GeometryProxy {
  /// The reader's size.
  public let size: CGSize
  /// The safe area's insets at the reader's edges.
  public let safeAreaInsets: EdgeInsets
  let frameInHost: CGRect

  /// The reader's frame in a coordinate space; here the hosting view's, whatever the space.
  public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
    frameInHost
  }
}

/// Insets at a view's four edges.
public struct EdgeInsets: Hashable, Sendable {
  /// The top inset.
  public var top: CGFloat
  /// The leading inset.
  public var leading: CGFloat
  /// The bottom inset.
  public var bottom: CGFloat
  /// The trailing inset.
  public var trailing: CGFloat

  /// Insets of the amounts.
  public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }
}

/// A coordinate space a frame is read in.
public enum CoordinateSpace: Hashable, Sendable {
  /// The whole screen.
  case global
  /// The view's own.
  case local
}

extension GeometryReader: BuiltInView {
  func expand(into children: inout ViewChildren) {}

  func expand(into children: inout ViewChildren, in node: ViewNode) {
    node.graph?.noteGeometryReader(node)
    // A new reader has no size yet: its content is made once the update's layout has
    // given it one, as SwiftUI makes it while laying out. A reader's size is the space
    // offered, whatever its content, so the layout needs no content to size it.
    guard node.slots[GeometrySlot.position] != nil else {
      node.slots[GeometrySlot.position] = SeenSize(nil)
      return
    }
    let frame = node.frame
    children.append(content(GeometryProxy(size: frame.size, safeAreaInsets: EdgeInsets(), frameInHost: frame)))
    node.slots[GeometrySlot.position] = SeenSize(frame.size)
  }

  var layout: ViewLayout { .geometry }
}

/// The size a geometry reader's content was last made at, or `nil` before it was made.
final class SeenSize {
  let size: CGSize?
  init(_ size: CGSize?) { self.size = size }
}

/// Where a geometry reader keeps that size.
enum GeometrySlot {
  static var position: Int { -6 }
}
