import FakeUIKit

/// A UIKit view shown in SwiftUI: the view graph makes it once for the view's identity,
/// updates it each time the view is shown again, and dismantles it when the view goes.
///
/// The order is SwiftUI's: `makeCoordinator()` first, then `makeUIView(context:)` and
/// `updateUIView(_:context:)`; `context.coordinator` is the same object for as long as
/// the view keeps its identity; `dismantleUIView(_:coordinator:)` when it loses it.
@MainActor @preconcurrency
public protocol UIViewRepresentable: View where Body == Never {
  /// The UIKit view shown.
  associatedtype UIViewType: UIView
  /// What the view keeps between updates, often its delegate.
  associatedtype Coordinator = Void
  /// What the calls are given.
  typealias Context = UIViewRepresentableContext<Self>

  /// Makes the UIKit view, once for the view's identity.
  func makeUIView(context: Self.Context) -> Self.UIViewType
  /// Updates the UIKit view from the SwiftUI view's new values.
  func updateUIView(_ uiView: Self.UIViewType, context: Self.Context)
  /// Tears the UIKit view down as the SwiftUI view goes.
  static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator)
  /// Makes the coordinator, before the UIKit view.
  func makeCoordinator() -> Self.Coordinator
}

extension UIViewRepresentable {
  /// Nothing to tear down.
  public static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator) {}
}

extension UIViewRepresentable where Coordinator == Void {
  /// No coordinator.
  public func makeCoordinator() -> Coordinator { () }
}

/// What a representable's calls are given: its coordinator and its environment.
@MainActor
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
  /// The coordinator `makeCoordinator()` made.
  public let coordinator: Representable.Coordinator
  /// The environment the view reads.
  public let environment: EnvironmentValues
}

/// The view graph's handle on a representable.
struct RepresentableView<Representable: UIViewRepresentable>: BuiltInView {
  let representable: Representable

  func expand(into children: inout ViewChildren) {}
  var layout: ViewLayout { .platformView }

  func attach(to node: ViewNode) {
    let coordinator = representable.makeCoordinator()
    node.coordinator = coordinator
    let context = UIViewRepresentableContext<Representable>(coordinator: coordinator, environment: node.environment)
    let view = representable.makeUIView(context: context)
    node.platformView = view
    node.graph?.host.addSubview(view)
    representable.updateUIView(view, context: context)
    node.teardown.append { [unowned(unsafe) node] in
      Representable.dismantleUIView(view, coordinator: coordinator)
      view.removeFromSuperview()
      node.platformView = nil
    }
  }

  func update(node: ViewNode) {
    DynamicProperties.link(representable, to: node)
    guard let view = node.platformView as? Representable.UIViewType,
      let coordinator = node.coordinator as? Representable.Coordinator
    else { return }
    representable.updateUIView(view, context: .init(coordinator: coordinator, environment: node.environment))
  }
}

/// The built-in behaviour of a view: its own, or a representable's.
@MainActor
enum BuiltIn {
  /// How the graph shows the view, or `nil` for a view with a body.
  static func of(_ view: any View) -> (any BuiltInView)? {
    maker(of: view)?.make(view)
  }

  /// Shows the view in its node, when it is built in, as its own type.
  ///
  /// - Returns: Whether the view is built in; a view with a body is left to the caller.
  static func show(_ value: any ViewValue, in node: ViewNode, by graph: ViewGraph, attaching: Bool) -> Bool {
    // A node's view type never changes (it is part of the node's key): the node keeps
    // its type's maker from its first update.
    let maker: (any Maker)?
    if let known = node.maker {
      maker = known
    } else {
      maker = kinds[value.type] ?? Self.maker(of: value.erased)
      node.maker = .some(maker)
    }
    guard let maker else { return false }
    maker.show(value, in: node, by: graph, attaching: attaching)
    return true
  }

  /// The maker of the view's type, found once for each type.
  private static func maker(of view: any View) -> (any Maker)? {
    let type = ObjectIdentifier(Swift.type(of: view))
    if let known = kinds[type] { return known }
    let maker = findMaker(view)
    kinds[type] = maker
    return maker
  }

  /// What each view type is to the graph, found once, as the maker of its built-in
  /// behaviour (`nil` for a view with a body): a cast to a protocol looks through the
  /// type's conformances every time, while a maker casts to the type itself.
  private static var kinds: [ObjectIdentifier: (any Maker)?] = [:]

  private static func findMaker(_ view: any View) -> (any Maker)? {
    // An optional view is built in itself; a cast to another role would look inside it.
    if let builtIn = view as? any BuiltInView & View { return maker(builtIn) }
    guard !(view is any OptionalView) else { return nil }
    if let representable = view as? any UIViewRepresentable { return maker(representable) }
    if let representable = view as? any UIViewControllerRepresentable { return maker(representable) }
    return nil
  }

  private static func maker<Shown: BuiltInView & View>(_: Shown) -> any Maker { Own<Shown>() }
  private static func maker<Shown: UIViewRepresentable>(_: Shown) -> any Maker { ViewWrapper<Shown>() }
  private static func maker<Shown: UIViewControllerRepresentable>(_: Shown) -> any Maker {
    ControllerWrapper<Shown>()
  }

  /// Makes the built-in behaviour of the views of one type; an object, so that finding
  /// it copies a reference.
  @MainActor
  protocol Maker: AnyObject {
    func make(_ view: any View) -> any BuiltInView
    /// Shows the view, of the maker's type, in its node.
    func show(_ value: any ViewValue, in node: ViewNode, by graph: ViewGraph, attaching: Bool)
  }

  /// A built-in view's own behaviour.
  private final class Own<Shown: BuiltInView & View>: Maker {
    func make(_ view: any View) -> any BuiltInView { view as! Shown }
    func show(_ value: any ViewValue, in node: ViewNode, by graph: ViewGraph, attaching: Bool) {
      graph.show(unsafeDowncast(value, to: TypedViewValue<Shown>.self).view, in: node, attaching: attaching)
    }
  }

  /// A representable's UIKit view, hosted.
  private final class ViewWrapper<Shown: UIViewRepresentable>: Maker {
    func make(_ view: any View) -> any BuiltInView { RepresentableView(representable: view as! Shown) }
    func show(_ value: any ViewValue, in node: ViewNode, by graph: ViewGraph, attaching: Bool) {
      let representable = unsafeDowncast(value, to: TypedViewValue<Shown>.self).view
      graph.show(RepresentableView(representable: representable), in: node, attaching: attaching)
    }
  }

  /// A representable's UIKit view controller, hosted.
  private final class ControllerWrapper<Shown: UIViewControllerRepresentable>: Maker {
    func make(_ view: any View) -> any BuiltInView { ControllerRepresentableView(representable: view as! Shown) }
    func show(_ value: any ViewValue, in node: ViewNode, by graph: ViewGraph, attaching: Bool) {
      let representable = unsafeDowncast(value, to: TypedViewValue<Shown>.self).view
      graph.show(ControllerRepresentableView(representable: representable), in: node, attaching: attaching)
    }
  }
}
