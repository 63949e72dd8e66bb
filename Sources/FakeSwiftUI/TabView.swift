/// Screens the user moves between with a tab bar: `TabView { … .tabItem { Text("Games") } }`.
///
/// A tab's screen is made the first time it is selected and keeps its state after; only
/// the selected one is shown and takes input. Moving to a tab tells the one left that it
/// disappeared and the one reached that it appeared, as a tab bar controller does.
public struct TabView<SelectionValue: Hashable, Content: View>: View {
  let selection: Binding<SelectionValue>?
  let content: Content

  /// Tabs of the views the closure builds, the selection following the binding.
  public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
    self.selection = selection
    self.content = content()
  }
}

extension TabView where SelectionValue == Int {
  /// Tabs of the views the closure builds, the first selected.
  public init(@ViewBuilder content: () -> Content) {
    self.selection = nil
    self.content = content()
  }
}

extension View {
  /// The tab bar item of the view inside a `TabView`: its label's text is the tab's title.
  public func tabItem<Label: View>(@ViewBuilder _ label: () -> Label) -> some View {
    TabItemView(content: self, title: ButtonCollector.texts(in: label()).joined(separator: " "))
  }

  /// The value that selects the view in a `TabView` bound to a selection.
  public func tag<V: Hashable>(_ tag: V) -> some View {
    TagView(content: self, tag: AnyHashable(tag))
  }
}

/// A view with a tab bar item.
struct TabItemView<Content: View>: View, BuiltInView, TabItemReading {
  typealias Body = Never
  let content: Content
  let title: String

  func expand(into children: inout ViewChildren) { children.append(content) }
  var tabTitle: String? { title }
  var tabTag: AnyHashable? { (content as? any TabItemReading)?.tabTag }
}

/// A view with a selection tag.
struct TagView<Content: View>: View, BuiltInView, TabItemReading {
  typealias Body = Never
  let content: Content
  let tag: AnyHashable

  func expand(into children: inout ViewChildren) { children.append(content) }
  var tabTitle: String? { (content as? any TabItemReading)?.tabTitle }
  var tabTag: AnyHashable? { tag }
}

/// What a tab's view says of its tab.
@MainActor
protocol TabItemReading {
  var tabTitle: String? { get }
  var tabTag: AnyHashable? { get }
}

/// The tabs a tab view has shown, kept in its node.
@MainActor
final class TabState {
  var selected = 0
  var visited: Set<Int> = [0]
}

/// A tab view as the graph and the user's hooks reach it.
@MainActor
protocol TabContainer {
  /// The tabs' views, in order.
  var tabs: [any View] { get }
  /// Selects the tab at the position, through the binding where there is one.
  func select(_ position: Int, in node: ViewNode)
}

extension TabView: BuiltInView, TabContainer {
  var tabs: [any View] {
    var children = ViewChildren()
    children.append(content)
    return ButtonCollector.flatten(children.entries.map(\.value.erased))
  }

  func expand(into children: inout ViewChildren) {}

  func expand(into children: inout ViewChildren, in node: ViewNode) {
    let state = node.tabState
    let tabs = tabs
    if let selection,
      let position = tabs.firstIndex(where: {
        ($0 as? any TabItemReading)?.tabTag == AnyHashable(selection.wrappedValue)
      })
    {
      state.selected = position
      state.visited.insert(position)
    }
    for (position, tab) in tabs.enumerated() where state.visited.contains(position) {
      children.append(tab, id: position)
    }
  }

  func didReconcile(_ node: ViewNode) {
    let selected = node.tabState.selected
    for child in node.children {
      guard case .identifier(let id) = child.key.place, let position = id.base as? Int else { continue }
      node.graph?.setCovered(child, position != selected)
    }
  }

  var layout: ViewLayout { .tabs }

  func select(_ position: Int, in node: ViewNode) {
    let tabs = tabs
    guard tabs.indices.contains(position) else { return }
    if let selection, let tag = (tabs[position] as? any TabItemReading)?.tabTag, let value = tag.base as? SelectionValue
    {
      selection.wrappedValue = value
    }
    node.tabState.selected = position
    node.tabState.visited.insert(position)
    node.invalidate()
  }
}

extension ViewNode {
  /// The tab view's state, made on first use.
  var tabState: TabState {
    if let state = slots[TabSlot.position] as? TabState { return state }
    let state = TabState()
    slots[TabSlot.position] = state
    return state
  }
}

/// Where a tab view keeps its state.
enum TabSlot {
  static var position: Int { -9 }
}
