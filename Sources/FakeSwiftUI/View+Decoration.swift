extension View {
  /// Puts the view behind this one, at this one's size.
  public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
    DecoratedView(content: self, decoration: background, isBehind: true)
  }

  /// Puts the view the closure builds behind this one, at this one's size.
  public func background<Background: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> Background
  ) -> some View {
    DecoratedView(content: self, decoration: content(), isBehind: true)
  }

  /// Puts the view in front of this one, at this one's size.
  public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
    DecoratedView(content: self, decoration: overlay, isBehind: false)
  }

  /// Puts the view the closure builds in front of this one, at this one's size.
  public func overlay<Overlay: View>(alignment: Alignment = .center, @ViewBuilder content: () -> Overlay) -> some View {
    DecoratedView(content: self, decoration: content(), isBehind: false)
  }

  /// Lets the view reach under the safe area: at the root, the view is laid out in the
  /// whole screen.
  public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
    SafeAreaView(content: self)
  }

  /// Lets the view reach under the safe area at the edges (the older spelling).
  public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
    SafeAreaView(content: self)
  }
}

/// The parts of the safe area a view may ignore.
public struct SafeAreaRegions: OptionSet, Sendable {
  /// The regions, one bit each.
  public let rawValue: Int
  /// Creates a set from its bits.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// The container's safe area: bars and the screen's edges.
  public static let container = SafeAreaRegions(rawValue: 1)
  /// The keyboard's.
  public static let keyboard = SafeAreaRegions(rawValue: 2)
  /// Every region.
  public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// A view with another behind it (`background`) or in front of it (`overlay`), at its size.
struct DecoratedView<Content: View, Decoration: View>: View, BuiltInView {
  typealias Body = Never
  let content: Content
  let decoration: Decoration
  let isBehind: Bool

  func expand(into children: inout ViewChildren) {
    children.append(content)
    children.append(decoration)
  }

  var layout: ViewLayout { .decorated }
}

/// A view that reaches under the safe area.
struct SafeAreaView<Content: View>: View, BuiltInView {
  typealias Body = Never
  let content: Content

  func expand(into children: inout ViewChildren) {
    children.append(content)
  }
}

/// A view that the root lays out in the whole screen.
@MainActor
protocol IgnoringSafeArea {}

extension SafeAreaView: IgnoringSafeArea {}
