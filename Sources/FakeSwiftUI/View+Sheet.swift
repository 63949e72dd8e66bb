import AdSimulation
import FakeUIKit

extension View {
  /// Presents the content over the view's screen while the binding is true, in a hosting
  /// controller of its own; dismissing it sets the binding back and runs `onDismiss`.
  ///
  /// A sheet is a page sheet: the screen under it stays, and its views are not told they
  /// disappeared (no `onDisappear`), as in SwiftUI.
  public func sheet<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    PresentationView(
      content: self, isPresented: isPresented, onDismiss: onDismiss, style: .pageSheet, makeContent: content)
  }

  /// Presents the content over the whole screen while the binding is true; dismissing it
  /// sets the binding back and runs `onDismiss`. The views under it are told they
  /// disappeared, and appeared again at the dismissal.
  public func fullScreenCover<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    PresentationView(
      content: self, isPresented: isPresented, onDismiss: onDismiss, style: .fullScreen, makeContent: content)
  }
}

/// The view `sheet` and `fullScreenCover` make.
struct PresentationView<Content: View, Presented: View>: View, BuiltInView {
  typealias Body = Never
  let content: Content
  let isPresented: Binding<Bool>
  let onDismiss: (() -> Void)?
  /// How the content is presented: a page sheet or a full-screen cover.
  let style: UIModalPresentationStyle
  let makeContent: () -> Presented

  func expand(into children: inout ViewChildren) {
    children.append(content)
  }

  func update(node: ViewNode) {
    let wanted = isPresented.wrappedValue
    let (binding, onDismiss, makeContent, style) = (isPresented, onDismiss, makeContent, style)
    node.graph?.afterUpdate { [held = node.held] in
      guard let node = held.value, let presenter = node.graph?.presentingController else { return }
      let shown = node.slots[PresentationSlot.position] as? UIViewController
      if wanted, shown?.presentingViewController == nil {
        let controller = UIHostingController(rootView: makeContent())
        // The presented views reach their presenter's environment, and can dismiss it.
        var environment = node.environment
        environment.dismiss = DismissAction { [weak controller] in
          guard let controller, controller.presentingViewController != nil else { return }
          controller.dismiss(animated: true)
          binding.wrappedValue = false
          onDismiss?()
        }
        controller.inheritedEnvironment = environment
        node.slots[PresentationSlot.position] = controller
        controller.modalPresentationStyle = style
        presenter.present(controller, animated: true)
      } else if !wanted, let shown, shown.presentingViewController != nil {
        shown.dismiss(animated: true)
        node.slots[PresentationSlot.position] = nil
        onDismiss?()
      }
    }
  }
}

/// Where a presentation modifier keeps the controller it presented.
enum PresentationSlot {
  static var position: Int { -7 }
}

/// Dismisses the presentation a view stands in, or takes its screen off the navigation
/// stack: `@Environment(\.dismiss) private var dismiss`, then `dismiss()`.
public struct DismissAction: Sendable {
  let action: @MainActor @Sendable () -> Void

  /// Dismisses.
  @MainActor public func callAsFunction() {
    action()
  }
}

extension EnvironmentValues {
  /// Dismisses the presentation the view stands in; nothing outside one.
  public var dismiss: DismissAction {
    get { self[DismissKey.self] }
    set { self[DismissKey.self] = newValue }
  }
}

/// The environment key of ``EnvironmentValues/dismiss``.
private enum DismissKey: EnvironmentKey {
  static var defaultValue: DismissAction { DismissAction {} }
}
