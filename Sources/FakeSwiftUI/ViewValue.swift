/// A view's value as the graph keeps it: in an object of the view's own type, so that
/// the graph shows it, and reads its properties and body, without casting or copying it.
protocol ViewValue: AnyObject {
  /// The type of the view, a part of its identity.
  var type: ObjectIdentifier { get }
  /// The view, in a box of its own, for the graph's rarer questions.
  var erased: any View { get }
  /// Whether the view is an optional view, which plays none of the built-in roles: a
  /// cast would look inside it, and act for the view it holds, which has a node of its own.
  var isOptional: Bool { get }
  /// The view as the type, where it is one.
  func cast<Role>(to role: Role.Type) -> Role?
  /// Links the view's dynamic properties to the node, then adds its body.
  @MainActor func appendBody(linkingTo node: ViewNode, into children: inout ViewChildren)
}

/// A view's value of the type `Shown`.
final class TypedViewValue<Shown: View>: ViewValue {
  /// The view.
  let view: Shown

  init(_ view: Shown) {
    self.view = view
  }

  var type: ObjectIdentifier { ObjectIdentifier(Shown.self) }

  var erased: any View { view }

  var isOptional: Bool { Shown.self is any OptionalView.Type }

  func cast<Role>(to role: Role.Type) -> Role? {
    view as? Role
  }

  @MainActor func appendBody(linkingTo node: ViewNode, into children: inout ViewChildren) {
    DynamicProperties.link(view, to: node)
    children.append(view.body)
  }
}
