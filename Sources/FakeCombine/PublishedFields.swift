@_spi(Reflection) import Swift
import Synchronization

/// Where the `@Published` properties of each class lie, read from its metadata once, so
/// the usual `objectWillChange` finds them without reflecting the object each time.
enum PublishedFields {
  /// A stored property of a `@Published` type: where it lies in the object, and its type.
  private struct Field: @unchecked Sendable {
    let offset: Int
    let type: Any.Type
  }

  /// The fields found for each class, with its superclasses', or `nil` for a class whose
  /// fields its metadata does not give, which is reflected instead.
  private static let plans = Mutex<[ObjectIdentifier: [Field]?]>([:])

  /// The object's `@Published` properties, its own class's first, then its superclasses'.
  static func properties(of object: AnyObject) -> [any PublishedProperty] {
    guard let fields = plan(of: type(of: object)) else { return reflected(object) }
    guard !fields.isEmpty else { return [] }
    let start = UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque())
    return withExtendedLifetime(object) {
      fields.compactMap { field in load(field.type, at: start + field.offset) as? any PublishedProperty }
    }
  }

  /// The standard library's `.classType` option, a mutable static there: the fields of a
  /// class's instances.
  private static let classFields = _EachFieldOptions(rawValue: 1 << 0)

  private static func plan(of type: AnyClass) -> [Field]? {
    let key = ObjectIdentifier(type)
    if let plan = plans.withLock({ $0[key] }) { return plan }
    var fields: [Field] = []
    var readable = true
    var current: AnyClass? = type
    while let cls = current, readable {
      readable = _forEachField(of: cls, options: classFields) { _, offset, fieldType, _ in
        if fieldType is any PublishedProperty.Type { fields.append(Field(offset: offset, type: fieldType)) }
        return true
      }
      current = _getSuperclass(cls)
    }
    let plan: [Field]? = readable ? fields : nil
    plans.withLock { $0[key] = plan }
    return plan
  }

  /// The value of the type stored at the address.
  private static func load(_ type: Any.Type, at address: UnsafeRawPointer) -> Any {
    func read<Property>(_: Property.Type) -> Any { address.assumingMemoryBound(to: Property.self).pointee }
    return read(type)
  }

  /// The object's `@Published` properties, found through its mirror.
  private static func reflected(_ object: AnyObject) -> [any PublishedProperty] {
    var found: [any PublishedProperty] = []
    var mirror: Mirror? = Mirror(reflecting: object)
    while let current = mirror {
      found += current.children.compactMap { $0.value as? any PublishedProperty }
      mirror = current.superclassMirror
    }
    return found
  }
}
