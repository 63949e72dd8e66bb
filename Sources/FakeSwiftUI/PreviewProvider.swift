/// A view's previews for Xcode's canvas: compiled, never shown here.
@MainActor @preconcurrency
public protocol PreviewProvider {
  /// The type of the previews.
  associatedtype Previews: View
  /// The previews.
  @ViewBuilder @MainActor @preconcurrency static var previews: Self.Previews { get }
}
