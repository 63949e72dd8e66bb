/// A mark a fake object holds for its whole life and ends as it goes away, so the
/// simulation can tell a live object from a released one without a weak reference to it.
///
/// A weak reference gives its target a side table, which makes every retain and release of
/// that object slower for the rest of its life; the harness reads the fakes' banners, ads
/// and views thousands of times a second, so those it watches carry a lifeline instead. The
/// object ends its lifeline in its `deinit`; ``Lifeline/Held`` reads the object only while
/// the line is alive.
public final class Lifeline: @unchecked Sendable {
  /// Whether the object that holds the line is still alive.
  @exclusivity(unchecked) public private(set) var isAlive = true

  /// Makes a live line.
  public init() {}

  /// Marks the object gone; call it from the object's `deinit`.
  public func end() {
    isAlive = false
  }

  /// A lifeline made when first asked for, for objects most of which nothing holds
  /// through one (the views and controllers of a screen).
  public struct Lazy: Sendable {
    private var made: Lifeline?

    /// No line yet.
    public init() {}

    /// The line, made now if it was not.
    public mutating func line() -> Lifeline {
      if let made { return made }
      let line = Lifeline()
      made = line
      return line
    }

    /// Ends the line, if one was made; call it from the object's `deinit`.
    public func end() {
      made?.end()
    }
  }

  /// A reference to the object that holds this line, for a closure the object schedules
  /// (in place of a `[weak self]` capture).
  public func hold<Object: AnyObject>(_ object: Object) -> Held<Object> {
    Held(object, line: self)
  }

  /// A reference to an object that reads `nil` once the object's lifeline has ended, like a
  /// weak reference, without making the object a weak reference's target.
  ///
  /// Sendable as a weak reference is: it reads the object on the actor that reads it.
  public struct Held<Object: AnyObject>: @unchecked Sendable {
    private unowned(unsafe) let object: Object
    private let line: Lifeline

    /// Holds the object while its line is alive.
    public init(_ object: Object, line: Lifeline) {
      self.object = object
      self.line = line
    }

    /// The object, or `nil` once it has gone.
    @inline(__always)
    public var value: Object? { line.isAlive ? object : nil }
  }
}
