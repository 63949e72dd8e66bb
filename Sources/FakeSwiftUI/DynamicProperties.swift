@_spi(Reflection) import Swift

/// Links the dynamic properties of views to their nodes before each body evaluation.
///
/// A view type's stored properties are read from its type's metadata once, as SwiftUI
/// reads them: the plan keeps where each dynamic property lies in the value, so each
/// evaluation loads just those properties.
@MainActor
enum DynamicProperties {
  /// A stored property that is, or holds, dynamic properties.
  private struct Field {
    /// The property's position among the value's stored properties, from 1.
    let position: Int
    /// Where the property lies in the value, in bytes.
    let offset: Int
    /// The property's type.
    let type: Any.Type
    /// The property's type when the property links itself (`@State`, `@StateObject` and
    /// the like), or `nil` when it holds properties that do (a custom `DynamicProperty`,
    /// an app).
    let linker: (any NodeLinkedProperty.Type)?
  }

  /// The plan of each type read so far: its fields with dynamic properties, or `nil` for
  /// a type whose stored properties cannot be read from its metadata (a class, an enum).
  private static var plans: [ObjectIdentifier: [Field]?] = [:]

  /// Links every dynamic property of the value (a view or a view modifier), including
  /// those inside properties of its own (a custom `DynamicProperty` holding a `@State`, the
  /// app whose window group a window shows).
  static func link<Value>(_ value: Value, to node: ViewNode) {
    link(value, to: node, base: 0)
  }

  /// Links the properties of the value, numbering their slots from the base on.
  private static func link<Value>(_ value: Value, to node: ViewNode, base: Int) {
    guard let fields = plan(of: Value.self) else {
      linkByMirror(value, to: node, base: base)
      return
    }
    guard !fields.isEmpty else { return }
    withUnsafePointer(to: value) { pointer in
      let start = UnsafeRawPointer(pointer)
      for field in fields {
        let slot = base + field.position
        // A property that links itself is read as its own type, with no box and no cast.
        if let linker = field.linker {
          linker.link(at: start + field.offset, to: node, slot: slot)
        } else {
          linkInside(load(field.type, at: start + field.offset), to: node, slot: slot)
        }
      }
    }
  }

  /// Links the properties a property holds, in slots of their own past the view's.
  private static func linkInside(_ property: Any, to node: ViewNode, slot: Int) {
    func open<Property>(_ property: Property) { link(property, to: node, base: slot * 64) }
    _openExistential(property, do: open)
  }

  /// The fields of the type that hold dynamic properties, read once for each type.
  private static func plan(of type: Any.Type) -> [Field]? {
    let key = ObjectIdentifier(type)
    if let plan = plans[key] { return plan }
    var fields: [Field] = []
    var position = 0
    let readable = _forEachField(of: type, options: []) { _, offset, fieldType, _ in
      position += 1
      if let linker = fieldType as? any NodeLinkedProperty.Type {
        fields.append(Field(position: position, offset: offset, type: fieldType, linker: linker))
      } else if fieldType is any DynamicProperty.Type || fieldType is any App.Type {
        fields.append(Field(position: position, offset: offset, type: fieldType, linker: nil))
      }
      return true
    }
    let plan: [Field]? = readable && !(type is AnyClass) ? fields : nil
    plans[key] = plan
    return plan
  }

  /// The value of the type stored at the address.
  private static func load(_ type: Any.Type, at address: UnsafeRawPointer) -> Any {
    func read<Property>(_: Property.Type) -> Any { address.assumingMemoryBound(to: Property.self).pointee }
    return read(type)
  }

  /// Links the properties of a value whose metadata gives no stored properties to read,
  /// through its mirror.
  private static func linkByMirror(_ value: Any, to node: ViewNode, base: Int) {
    var slot = base
    for child in Mirror(reflecting: value).children {
      slot += 1
      if let property = child.value as? any NodeLinkedProperty {
        property.link(to: node, slot: slot)
      } else if child.value is any DynamicProperty || child.value is any App {
        linkInside(child.value, to: node, slot: slot)
      }
    }
  }
}
