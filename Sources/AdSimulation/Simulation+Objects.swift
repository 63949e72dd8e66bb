extension Simulation {
  /// A record of an object the simulation watches for release: held through its
  /// lifeline when it has one, else weakly.
  ///
  /// A class, so reading one from the list copies no reference.
  @usableFromInline
  final class TrackedObject {
    @exclusivity(unchecked) private weak var weakObject: AnyObject?
    @exclusivity(unchecked) private let held: Lifeline.Held<AnyObject>?
    let name: String
    @exclusivity(unchecked) var released = false

    init(object: AnyObject, name: String, lifeline: Lifeline?) {
      if let lifeline {
        held = Lifeline.Held(object, line: lifeline)
      } else {
        held = nil
        weakObject = object
      }
      self.name = name
    }

    /// The object while it lives.
    @usableFromInline var object: AnyObject? {
      if let held { return held.value }
      return weakObject
    }
  }

  /// Starts tracking an object and gives it a name such as `ADBannerView#1`.
  ///
  /// The simulation holds it weakly, or through its lifeline when it has one, and records a
  /// `released` event once it is gone, so a rule can tell whether the app let go of it.
  ///
  /// - Parameters:
  ///   - object: The object to track.
  ///   - typeName: The name its trace name starts with.
  ///   - lifeline: The line the object ends in its `deinit`; `nil` to hold it weakly.
  /// - Returns: The object's name in the trace.
  public func track(_ object: AnyObject, as typeName: String, lifeline: Lifeline? = nil) -> String {
    let number = (nameCounters[typeName] ?? 0) + 1
    nameCounters[typeName] = number
    let name = "\(typeName)#\(number)"
    tracked.append(TrackedObject(object: object, name: name, lifeline: lifeline))
    return name
  }

  /// Whether the tracked object with the name has been deallocated.
  public func isReleased(_ name: String) -> Bool {
    tracked.first { $0.name == name }.map { $0.object == nil } ?? false
  }

  /// The tracked objects of a type that are still alive, oldest first.
  ///
  /// Rules and fakes ask this after every step, so the positions of each type's live
  /// objects are kept as objects are tracked, and those found released are dropped.
  @inlinable
  public func liveObjects<Object: AnyObject>(of type: Object.Type) -> [Object] {
    let key = ObjectIdentifier(type)
    let slot: Int
    if let found = trackedByType.firstIndex(where: { $0.type == key }) {
      slot = found
    } else {
      trackedByType.append((key, 0, []))
      slot = trackedByType.count - 1
    }
    if trackedByType[slot].scanned < tracked.count {
      for index in trackedByType[slot].scanned..<tracked.count where tracked[index].object is Object {
        trackedByType[slot].positions.append(index)
      }
      trackedByType[slot].scanned = tracked.count
    }
    var live: [Object] = []
    live.reserveCapacity(trackedByType[slot].positions.count)
    var someReleased = false
    for index in trackedByType[slot].positions {
      if let object = tracked[index].object {
        live.append(unsafeDowncast(object, to: Object.self))
      } else {
        someReleased = true
      }
    }
    // A released object never comes back.
    if someReleased { trackedByType[slot].positions.removeAll { tracked[$0].object == nil } }
    return live
  }

  func noticeReleases() {
    for entry in tracked where !entry.released && entry.object == nil {
      entry.released = true
      record(.released, actor: .app, object: entry.name, name: "released")
    }
  }
}
