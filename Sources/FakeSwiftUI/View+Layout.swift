import FakeUIKit

extension View {
  /// Puts the view in a frame of the width, the height, or both; the view is offered
  /// that size and centred in it, whatever the alignment.
  public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
    LayoutView(content: self, layout: .frame(width: width, height: height))
  }

  /// Insets the view by the length on the edges (16 points where no length is given).
  public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    let inset = length ?? 16
    return LayoutView(
      content: self,
      layout: .padding(
        UIEdgeInsets(
          top: edges.contains(.top) ? inset : 0, left: edges.contains(.leading) ? inset : 0,
          bottom: edges.contains(.bottom) ? inset : 0, right: edges.contains(.trailing) ? inset : 0)))
  }

  /// Insets the view by the length on every edge.
  public func padding(_ length: CGFloat) -> some View {
    padding(.all, length)
  }
}

/// A view laid out in a frame or with padding.
struct LayoutView<Content: View>: View, BuiltInView {
  typealias Body = Never
  let content: Content
  let layout: ViewLayout

  func expand(into children: inout ViewChildren) {
    children.append(content)
  }
}

/// Where a view sits in the space it is given.
public struct Alignment: Sendable, Hashable {
  let horizontal: Int
  let vertical: Int

  /// Centred.
  public static let center = Alignment(horizontal: 0, vertical: 0)
  /// At the top, centred across.
  public static let top = Alignment(horizontal: 0, vertical: -1)
  /// At the bottom, centred across.
  public static let bottom = Alignment(horizontal: 0, vertical: 1)
  /// At the leading edge, centred down.
  public static let leading = Alignment(horizontal: -1, vertical: 0)
  /// At the trailing edge, centred down.
  public static let trailing = Alignment(horizontal: 1, vertical: 0)
}

/// An edge of a view.
public enum Edge: Int8, Sendable, Hashable, CaseIterable {
  /// The top edge.
  case top
  /// The leading edge.
  case leading
  /// The bottom edge.
  case bottom
  /// The trailing edge.
  case trailing

  /// A set of edges.
  public struct Set: OptionSet, Sendable, Hashable {
    /// The edges, one bit each.
    public let rawValue: Int8
    /// Creates a set from its bits.
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// The top edge.
    public static let top = Set(rawValue: 1 << 0)
    /// The leading edge.
    public static let leading = Set(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = Set(rawValue: 1 << 2)
    /// The trailing edge.
    public static let trailing = Set(rawValue: 1 << 3)
    /// Top and bottom.
    public static let vertical: Set = [.top, .bottom]
    /// Leading and trailing.
    public static let horizontal: Set = [.leading, .trailing]
    /// Every edge.
    public static let all: Set = [.top, .leading, .bottom, .trailing]
  }
}
