import AdSimulation

/// A stack of screens: the root view, and the destinations navigation links push on it.
///
/// Every screen of the stack keeps its state while another covers it, as in a
/// `UINavigationController`; only the top one is laid out and takes input. A screen
/// covered by a push is told it disappeared, and told it appeared when it is uncovered.
public struct NavigationStack<Root: View>: View {
  let root: Root

  /// A stack with the root view at its bottom.
  public init(@ViewBuilder root: () -> Root) {
    self.root = root()
  }
}

/// The older stack of screens, with the same behaviour on a phone.
public struct NavigationView<Content: View>: View {
  let content: Content

  /// A stack with the content at its bottom.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }
}

extension NavigationStack: BuiltInView, NavigationContainer {
  func appendRoot(to children: inout ViewChildren) { children.append(root, id: 0) }
}

extension NavigationView: BuiltInView, NavigationContainer {
  func appendRoot(to children: inout ViewChildren) { children.append(content, id: 0) }
}

/// A view that keeps a stack of screens.
@MainActor
protocol NavigationContainer: BuiltInView {
  /// Adds the screen at the bottom, as its own type.
  func appendRoot(to children: inout ViewChildren)
}

extension NavigationContainer {
  func expand(into children: inout ViewChildren) {
    appendRoot(to: &children)
  }

  /// The screens, bottom first, each known by its depth.
  func expand(into children: inout ViewChildren, in node: ViewNode) {
    appendRoot(to: &children)
    for (depth, destination) in node.navigationPath.destinations.enumerated() {
      // A pushed screen's `dismiss` takes it, and what was pushed over it, off the stack.
      let pop = DismissAction { [held = node.held] in
        guard let node = held.value, node.navigationPath.destinations.count > depth else { return }
        node.navigationPath.destinations.removeSubrange(depth...)
        node.invalidate()
      }
      children.append(PushedScreen(content: AnyView(_fromAny: destination), dismiss: pop), id: depth + 1)
    }
  }

  /// Covers every screen but the top one.
  func didReconcile(_ node: ViewNode) {
    for (index, child) in node.children.enumerated() {
      node.graph?.setCovered(child, index < node.children.count - 1)
    }
  }

  var layout: ViewLayout { .navigation }
}

/// The screens pushed on a navigation stack, kept in its node.
@MainActor
final class PushedScreens {
  var destinations: [any View] = []
}

extension ViewNode {
  /// The screens this navigation node has pushed, made on first use.
  var navigationPath: PushedScreens {
    if let path = slots[NavigationSlot.position] as? PushedScreens { return path }
    let path = PushedScreens()
    slots[NavigationSlot.position] = path
    return path
  }

  /// The nearest navigation stack above the node.
  var enclosingNavigation: ViewNode? {
    var current = parent
    while let node = current {
      if node.role((any NavigationContainer).self) != nil { return node }
      current = node.parent
    }
    return nil
  }
}

/// Where a navigation stack keeps its pushed screens.
enum NavigationSlot {
  static var position: Int { -5 }
}

/// A button that pushes its destination on the nearest navigation stack.
public struct NavigationLink<Label: View, Destination: View>: View {
  let destination: Destination
  let label: Label

  /// A link showing the label that pushes the destination.
  public init(destination: Destination, @ViewBuilder label: () -> Label) {
    self.destination = destination
    self.label = label()
  }

  /// A link showing the label that pushes the destination the closure builds.
  public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
    self.init(destination: destination(), label: label)
  }
}

extension NavigationLink where Label == Text {
  /// A link showing the title that pushes the destination.
  public init<S: StringProtocol>(_ title: S, destination: Destination) {
    self.init(destination: destination) { Text(title) }
  }

  /// A link showing the title that pushes the destination the closure builds.
  public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
    self.init(destination: destination()) { Text(title) }
  }
}

extension NavigationLink: BuiltInView, Tappable {
  func expand(into children: inout ViewChildren) {
    children.append(label)
  }

  func tap(in node: ViewNode) {
    guard let navigation = node.enclosingNavigation else { return }
    navigation.navigationPath.destinations.append(destination)
    navigation.invalidate()
  }
}

/// A screen pushed on a navigation stack, whose `dismiss` pops it.
struct PushedScreen: View, BuiltInView {
  typealias Body = Never
  let content: AnyView
  let dismiss: DismissAction

  func expand(into children: inout ViewChildren) {
    children.append(content)
  }

  func environment(from environment: EnvironmentValues) -> EnvironmentValues {
    var changed = environment
    changed.dismiss = dismiss
    return changed
  }
}
