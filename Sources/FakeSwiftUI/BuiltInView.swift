import FakeUIKit

/// A view the graph shows itself, rather than through a `body`: what it contains and how
/// it is laid out.
@MainActor
protocol BuiltInView {
  /// Adds the views this one contains, in order.
  func expand(into children: inout ViewChildren)
  /// Adds the views this one contains as its node shows them: those it keeps in its node
  /// as well (a navigation stack's pushed screens).
  func expand(into children: inout ViewChildren, in node: ViewNode)
  /// Called once the node's children match its view again.
  func didReconcile(_ node: ViewNode)
  /// How the view takes its space; a view that only holds others lets its parent lay them
  /// out (``ViewLayout/transparent``).
  var layout: ViewLayout { get }
  /// What the view does in the graph beyond its children: a modifier's action, a
  /// representable's UIKit view.
  func attach(to node: ViewNode)
  /// Called when the view is shown again with new values.
  func update(node: ViewNode)
  /// How much of the views it contains shows through it: 1 but for `opacity(_:)`.
  var opacityFactor: Double { get }
  /// Whether its second view is drawn behind its first (`background`); false but for a
  /// decorated view.
  var isBehind: Bool { get }
  /// Whether the user cannot act on the views it contains (`disabled(true)`, or an
  /// opacity nobody sees).
  var isDisabled: Bool { get }
  /// Whether the view draws something of its own that takes a touch: a colour not clear,
  /// text, an image.
  var drawsContent: Bool { get }
  /// The environment the views it contains read: the one it is given, but for a view
  /// that changes it (`environment(_:_:)`, a pushed screen's `dismiss`).
  func environment(from environment: EnvironmentValues) -> EnvironmentValues
}

extension BuiltInView {
  func expand(into children: inout ViewChildren, in node: ViewNode) { expand(into: &children) }
  func didReconcile(_ node: ViewNode) {}
  var layout: ViewLayout { .transparent }
  func attach(to node: ViewNode) {}
  func update(node: ViewNode) {}
  var opacityFactor: Double { 1 }
  var isBehind: Bool { false }
  var isDisabled: Bool { false }
  var drawsContent: Bool { false }
  func environment(from environment: EnvironmentValues) -> EnvironmentValues { environment }
}

/// The views a view contains, each with the part of its identity its place gives it.
struct ViewChildren {
  /// The views, each with its key among its siblings.
  private(set) var entries: [(key: ViewNode.Key, value: any ViewValue)] = []

  /// Adds a view at the next place.
  mutating func append<Shown: View>(_ view: Shown, branch: Int = 0) {
    entries.append(
      (
        ViewNode.Key(place: .position(entries.count), type: ObjectIdentifier(Shown.self), branch: branch),
        TypedViewValue(view)
      ))
  }

  /// Adds a view kept already (a `ViewBuilder` block's element) at the next place.
  mutating func append(_ value: any ViewValue) {
    entries.append((ViewNode.Key(place: .position(entries.count), type: value.type, branch: 0), value))
  }

  /// Adds a view known by an identifier of its own (a `ForEach` element), rather than
  /// by its place.
  mutating func append<Shown: View>(_ view: Shown, id: AnyHashable) {
    entries.append(
      (ViewNode.Key(place: .identifier(id), type: ObjectIdentifier(Shown.self), branch: 0), TypedViewValue(view)))
  }
}
