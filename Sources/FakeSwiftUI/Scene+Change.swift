/// The scene modifiers app code puts on its window group: `onChange(of:)`, most often of
/// the app's `scenePhase`, where an app shows an app open ad as it comes to the front.
extension Scene {
  /// Runs the action with the new value when the value changes between two evaluations
  /// of the app's body.
  public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some Scene {
    ModifiedScene(base: self) { AnyView($0.onChange(of: value, perform: action)) }
  }

  /// Runs the action with the old and the new value when the value changes between two
  /// evaluations of the app's body, and with the value twice as the window first shows
  /// when `initial` is true.
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
  ) -> some Scene {
    ModifiedScene(base: self) { AnyView($0.onChange(of: value, initial: initial, action)) }
  }

  /// Runs the action when the value changes between two evaluations of the app's body,
  /// and as the window first shows when `initial` is true.
  public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some Scene {
    ModifiedScene(base: self) { AnyView($0.onChange(of: value, initial: initial, action)) }
  }
}

/// A scene with a modifier: the window group inside it shows its content modified.
struct ModifiedScene<Base: Scene>: Scene, WindowScene {
  typealias Body = Never
  let base: Base
  let modify: @MainActor (AnyView) -> AnyView

  var body: Never { fatalError("a modified scene is shown by the app and has no body") }

  func windowContent() -> AnyView {
    guard let window = SwiftUIApp.windowScene(of: base) else { return AnyView(EmptyView()) }
    return modify(window.windowContent())
  }
}
