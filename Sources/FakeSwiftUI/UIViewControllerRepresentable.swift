import FakeUIKit

/// A UIKit view controller shown in SwiftUI: made once for the view's identity, added as a
/// child of the hosting controller with its view in the hosting view, updated each time
/// the SwiftUI view is shown again, and dismantled when it goes.
///
/// The controller is told its view appeared once it is in the window, as a child's is.
@MainActor @preconcurrency
public protocol UIViewControllerRepresentable: View where Body == Never {
  /// The UIKit view controller shown.
  associatedtype UIViewControllerType: UIViewController
  /// What the controller keeps between updates, often its delegate.
  associatedtype Coordinator = Void
  /// What the calls are given.
  typealias Context = UIViewControllerRepresentableContext<Self>

  /// Makes the view controller, once for the view's identity.
  func makeUIViewController(context: Self.Context) -> Self.UIViewControllerType
  /// Updates the view controller from the SwiftUI view's new values.
  func updateUIViewController(_ uiViewController: Self.UIViewControllerType, context: Self.Context)
  /// Tears the view controller down as the SwiftUI view goes.
  static func dismantleUIViewController(_ uiViewController: Self.UIViewControllerType, coordinator: Self.Coordinator)
  /// Makes the coordinator, before the view controller.
  func makeCoordinator() -> Self.Coordinator
}

extension UIViewControllerRepresentable {
  /// Nothing to tear down.
  public static func dismantleUIViewController(
    _ uiViewController: Self.UIViewControllerType, coordinator: Self.Coordinator
  ) {}
}

extension UIViewControllerRepresentable where Coordinator == Void {
  /// No coordinator.
  public func makeCoordinator() -> Coordinator { () }
}

/// What a view controller representable's calls are given: its coordinator and its
/// environment.
@MainActor
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
  /// The coordinator `makeCoordinator()` made.
  public let coordinator: Representable.Coordinator
  /// The environment the view reads.
  public let environment: EnvironmentValues
}

/// The view graph's handle on a view controller representable.
struct ControllerRepresentableView<Representable: UIViewControllerRepresentable>: BuiltInView {
  let representable: Representable

  func expand(into children: inout ViewChildren) {}
  var layout: ViewLayout { .platformView }

  func attach(to node: ViewNode) {
    let coordinator = representable.makeCoordinator()
    node.coordinator = coordinator
    let context = UIViewControllerRepresentableContext<Representable>(
      coordinator: coordinator, environment: node.environment)
    let controller = representable.makeUIViewController(context: context)
    node.graph?.presentingController?.addChild(controller)
    node.graph?.host.addSubview(controller.view)
    node.platformView = controller.view
    node.slots[ControllerSlot.position] = controller
    representable.updateUIViewController(controller, context: context)
    if controller.view.window != nil {
      controller.beginAppearance()
      controller.endAppearance()
    }
    node.teardown.append { [unowned(unsafe) node] in
      if controller.view.window != nil {
        controller.beginDisappearance()
        controller.endDisappearance()
      }
      Representable.dismantleUIViewController(controller, coordinator: coordinator)
      controller.view.removeFromSuperview()
      controller.removeFromParent()
      node.platformView = nil
      node.slots[ControllerSlot.position] = nil
    }
  }

  func update(node: ViewNode) {
    DynamicProperties.link(representable, to: node)
    guard let controller = node.slots[ControllerSlot.position] as? Representable.UIViewControllerType,
      let coordinator = node.coordinator as? Representable.Coordinator
    else { return }
    representable.updateUIViewController(
      controller, context: .init(coordinator: coordinator, environment: node.environment))
  }
}

/// Where a view controller representable keeps its controller.
enum ControllerSlot {
  static var position: Int { -8 }
}
