/// A property of a view that the view graph keeps or watches for it: `@State`,
/// `@StateObject`, `@ObservedObject`, `@Environment`, `@EnvironmentObject`.
public protocol DynamicProperty {
  /// Called before the view's body is evaluated; nothing to do for most properties.
  mutating func update()
}

extension DynamicProperty {
  /// Nothing to do.
  public mutating func update() {}
}

/// A property the view graph links to the node of the view that declares it.
@MainActor
protocol NodeLinkedProperty {
  /// Links the property to its storage in the node, at its position among the view's
  /// properties.
  func link(to node: ViewNode, slot: Int)
}

/// Links the dynamic properties of views to their nodes before each body evaluation.
@MainActor
enum DynamicProperties {
  /// The types found to have no dynamic property: their values are not read again.
  private static var typesWithout: Set<ObjectIdentifier> = []

  /// Links every dynamic property of the value (a view or a view modifier), including
  /// those inside properties of its own (a custom `DynamicProperty` holding a `@State`, the
  /// app whose window group a window shows).
  static func link(_ value: Any, to node: ViewNode) {
    let type = ObjectIdentifier(Swift.type(of: value))
    guard !typesWithout.contains(type) else { return }
    if !link(value, to: node, base: 0) { typesWithout.insert(type) }
  }

  /// Links the properties from the base position on; whether there was any to link.
  private static func link(_ value: Any, to node: ViewNode, base: Int) -> Bool {
    var slot = base
    var found = false
    for child in Mirror(reflecting: value).children {
      slot += 1
      if let property = child.value as? any NodeLinkedProperty {
        property.link(to: node, slot: slot)
        found = true
      } else if child.value is any DynamicProperty || child.value is any App {
        found = link(child.value, to: node, base: slot * 64) || found
      }
    }
    return found
  }
}
