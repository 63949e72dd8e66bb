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
    let type = ObjectIdentifier(Swift.type(of: view))
    switch kinds[type] {
    case .builtIn?: return view as? any BuiltInView
    case .viewRepresentable?: return (view as? any UIViewRepresentable).map { handle($0) }
    case .controllerRepresentable?: return (view as? any UIViewControllerRepresentable).map { handle($0) }
    case .withBody?: return nil
    case nil: break
    }
    // An optional view is built in itself; a cast to another role would look inside it.
    if let builtIn = view as? any BuiltInView {
      kinds[type] = .builtIn
      return builtIn
    }
    if !(view is any OptionalView) {
      if let representable = view as? any UIViewRepresentable {
        kinds[type] = .viewRepresentable
        return handle(representable)
      }
      if let representable = view as? any UIViewControllerRepresentable {
        kinds[type] = .controllerRepresentable
        return handle(representable)
      }
    }
    kinds[type] = .withBody
    return nil
  }

  /// What each view type is to the graph, found once: casts that fail look through the
  /// type's conformances every time.
  private static var kinds: [ObjectIdentifier: Kind] = [:]

  /// What a view type is to the graph.
  private enum Kind {
    case builtIn, viewRepresentable, controllerRepresentable, withBody
  }

  private static func handle<Representable: UIViewControllerRepresentable>(
    _ representable: Representable
  ) -> any BuiltInView {
    ControllerRepresentableView(representable: representable)
  }

  private static func handle<Representable: UIViewRepresentable>(_ representable: Representable) -> any BuiltInView {
    RepresentableView(representable: representable)
  }
}
