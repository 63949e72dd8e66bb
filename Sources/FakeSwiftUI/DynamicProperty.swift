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

extension NodeLinkedProperty {
  /// Links the property stored at the address, read in place as its own type.
  static func link(at address: UnsafeRawPointer, to node: ViewNode, slot: Int) {
    address.assumingMemoryBound(to: Self.self).pointee.link(to: node, slot: slot)
  }
}
