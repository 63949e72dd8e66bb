/// A value carried into main-actor work by a fake's nonisolated entry point.
///
/// The fakes' nonisolated API takes what the app hands it (a completion handler, a
/// delegate, a request) and uses it on the main actor within the same call or later on
/// the same main queue, so the value never crosses threads; this box says so to the
/// compiler, which cannot see that the run keeps to one queue.
package struct Unchecked<Value>: @unchecked Sendable {
  /// The value.
  package let value: Value

  /// Boxes a value.
  package init(_ value: Value) {
    self.value = value
  }
}
