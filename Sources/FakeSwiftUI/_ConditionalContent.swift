/// One of two views, as a `ViewBuilder` makes of an `if`-`else` or a `switch`.
///
/// The branches have identities of their own: a change of branch takes the shown view
/// away, with its state, and shows the other from scratch.
nonisolated public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
  /// Which branch is shown.
  public enum Storage {
    /// The first branch.
    case trueContent(TrueContent)
    /// The second branch.
    case falseContent(FalseContent)
  }

  /// The branch shown.
  public let storage: Storage
}

extension _ConditionalContent: BuiltInView {
  func expand(into children: inout ViewChildren) {
    switch storage {
    case .trueContent(let view): children.append(view, branch: 1)
    case .falseContent(let view): children.append(view, branch: 2)
    }
  }
}
