extension Trace {
  /// The name of a value's type as the timeline prints it, such as `ArticleViewController`.
  ///
  /// The same text as `String(describing: type(of: value))`, read straight from the
  /// runtime's type name without the protocol searches that `String(describing:)` makes
  /// first: the fakes name the app's delegates and views in events they record at every
  /// step.
  public static func typeName(of value: Any) -> String {
    _typeName(Swift.type(of: value), qualified: false)
  }
}
