/// An object that announces its changes before they happen, as ad managers kept as view
/// models do (`final class AdManager: NSObject, ObservableObject`).
///
/// The usual `objectWillChange` is made on first use and shared with the object's
/// `@Published` properties, which fire it before each change, as Combine does. An object
/// with no `@Published` property gets a fresh publisher each time, which never fires on
/// its own.
public protocol ObservableObject: AnyObject {
  /// The publisher fired before a change.
  associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
  where ObjectWillChangePublisher.Failure == Never

  /// Fires just before the object changes.
  var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
  /// The publisher the object's `@Published` properties fire before each change.
  public var objectWillChange: ObservableObjectPublisher {
    var found: ObservableObjectPublisher?
    var unset: [any PublishedProperty] = []
    for property in PublishedFields.properties(of: self) {
      if let publisher = property.objectWillChange {
        found = found ?? publisher
      } else {
        unset.append(property)
      }
    }
    let publisher = found ?? ObservableObjectPublisher()
    for property in unset { property.objectWillChange = publisher }
    return publisher
  }
}

/// A `@Published` property, as the usual `objectWillChange` finds it.
protocol PublishedProperty {
  /// The publisher the property fires before each change, once one is installed.
  var objectWillChange: ObservableObjectPublisher? { get nonmutating set }
}
