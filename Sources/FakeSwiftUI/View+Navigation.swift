extension View {
  /// The title of the navigation bar while the view is shown; it does not change the
  /// simulated layout.
  public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
    self
  }

  /// The title of the navigation bar, as text.
  public func navigationTitle(_ title: Text) -> some View {
    self
  }

  /// How the navigation bar shows the title; it does not change the simulated layout.
  public func navigationBarTitleDisplayMode(_ mode: NavigationBarItem.TitleDisplayMode) -> some View {
    self
  }

  /// The navigation style; on a phone every style stacks the screens.
  public func navigationViewStyle<Style>(_ style: Style) -> some View {
    self
  }

  /// Puts the items the closure builds in the navigation bar: their buttons take taps
  /// like any other, and take no space of the content.
  public func toolbar<Items: View>(@ViewBuilder content: () -> Items) -> some View {
    ToolbarView(content: self, items: content())
  }
}

/// The navigation bar's item settings.
public enum NavigationBarItem {
  /// How the title is shown.
  public enum TitleDisplayMode: Sendable {
    /// As the system decides.
    case automatic
    /// Small, in the bar.
    case inline
    /// Large, under the bar.
    case large
  }
}

/// The navigation style of a stack of screens on a phone.
public struct StackNavigationViewStyle: Sendable {
  /// The style.
  public init() {}
}

/// The view `toolbar` makes: the content, and the bar's items, which take no space.
struct ToolbarView<Content: View, Items: View>: View, BuiltInView {
  typealias Body = Never
  let content: Content
  let items: Items

  func expand(into children: inout ViewChildren) {
    children.append(content)
    children.append(BarItems(content: items))
  }
}

/// A navigation bar's items: in the bar, not in the content's layout.
struct BarItems<Content: View>: View, BuiltInView {
  typealias Body = Never
  let content: Content

  func expand(into children: inout ViewChildren) { children.append(content) }
  var layout: ViewLayout { .empty }
}
