/// A piece of an app's interface, described by a value: SwiftUI's `View`.
///
/// A view declares what it shows in ``body``; the view graph evaluates the body again
/// whenever the state it reads changes, and keeps the state of each view by where the
/// view stands in its parent (its structural identity), as SwiftUI does. The built-in
/// views (``Text``, ``VStack``, ``UIViewRepresentable`` and the others) have no body of
/// their own: the graph knows how to show them.
@MainActor @preconcurrency
public protocol View {
  /// The type of the view's content.
  associatedtype Body: View

  /// The view's content, evaluated again when the state it reads changes.
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
  /// A built-in view has no body; reading it is a programming error.
  public var body: Never { fatalError("Never has no body") }
}

extension View where Body == Never {
  /// A built-in view has no body: the view graph shows it directly.
  public var body: Never { fatalError("\(Self.self) is shown by the view graph and has no body") }
}
