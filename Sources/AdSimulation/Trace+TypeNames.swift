import Synchronization

extension Trace {
  /// The name of a value's type as the timeline prints it, such as `ArticleViewController`.
  ///
  /// The same as `String(describing: type(of: value))`, kept per type: the fakes name the
  /// app's delegates and views in events they record at every step.
  public static func typeName(of value: Any) -> String {
    let type = Swift.type(of: value)
    let key = ObjectIdentifier(type)
    if let name = typeNames.withLock({ $0[key] }) { return name }
    let name = String(describing: type)
    typeNames.withLock { $0[key] = name }
    return name
  }

  private static let typeNames = Mutex<[ObjectIdentifier: String]>([:])
}
