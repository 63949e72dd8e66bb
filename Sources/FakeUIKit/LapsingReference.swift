import AdSimulation

/// A reference to an object of the app's, such as a delegate, that lapses when the object
/// goes, as a weak reference does: through the object's lifeline when it is a view or a view
/// controller (which a weak reference would cost a side table), else weakly.
package struct LapsingReference<Value> {
  private weak var weakObject: AnyObject?
  private var held: Lifeline.Held<AnyObject>?

  /// Refers to the value's object, or to nothing.
  @MainActor
  package init(_ value: Value?) {
    guard let value else { return }
    let object = value as AnyObject
    if let view = object as? UIView {
      held = view.lifeline.hold(object)
    } else if let controller = object as? UIViewController {
      held = controller.lifeline.hold(object)
    } else {
      weakObject = object
    }
  }

  /// The value while its object lives.
  package var value: Value? {
    guard let object = held?.value ?? weakObject else { return nil }
    return object as? Value
  }
}
