/// Builds a view from the statements of a closure or a `body`: SwiftUI's `ViewBuilder`.
///
/// Several statements make a ``TupleView``, an `if` without `else` an optional view, an
/// `if`-`else` or a `switch` a ``_ConditionalContent`` whose two branches have identities
/// of their own, as in SwiftUI: switching branches replaces the view and its state.
@resultBuilder
public enum ViewBuilder {
  /// An empty closure: nothing to show.
  public static func buildBlock() -> EmptyView { EmptyView() }

  /// One statement: the view itself.
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

  /// Several statements: the views in order.
  public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)>
  {
    var count = 0
    for _ in repeat each content { count += 1 }
    var elements: [any ViewValue] = []
    elements.reserveCapacity(count)
    for view in repeat each content { elements.append(TypedViewValue(view)) }
    return TupleView((repeat each content), elements: elements)
  }

  /// A view statement.
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

  /// An `if` without an `else`.
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

  /// The first branch of an `if`-`else` or a `switch`.
  public static func buildEither<TrueContent: View, FalseContent: View>(
    first: TrueContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(storage: .trueContent(first))
  }

  /// The second branch of an `if`-`else` or a `switch`.
  public static func buildEither<TrueContent: View, FalseContent: View>(
    second: FalseContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(storage: .falseContent(second))
  }

  /// An `if #available` branch.
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}
