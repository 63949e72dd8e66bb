import AdSimulation

extension Exploration {
  /// Which of a run's watches each event reaches: those that read every event, and those
  /// that name it (``Contract/Watch/names``), in the order the watches were started.
  ///
  /// An event is looked up once, by its name, rather than offered to every watch; most
  /// monitors read a handful of names among the dozens a run records.
  struct EventRoutes {
    /// The positions of the watches that read every event.
    private let everyEvent: [Int]
    /// For each name some watch reads, the positions of the watches it reaches.
    private let byName: [Trace.Event.Name: [Int]]

    /// Routes events to the watches that have the check.
    ///
    /// - Parameters:
    ///   - watches: The run's watches.
    ///   - hasCheck: Whether a watch has the check the routes are for.
    @MainActor
    init(_ watches: [(rule: Int, watch: Contract.Watch)], where hasCheck: (Contract.Watch) -> Bool) {
      // One pass in the watches' order, so every list comes out in that order: a name's
      // list starts from the watches read every event so far, and a watch that reads
      // every event joins every list made before it.
      var everyEvent: [Int] = []
      var byName: [Trace.Event.Name: [Int]] = [:]
      for position in watches.indices where hasCheck(watches[position].watch) {
        if let names = watches[position].watch.names {
          for name in names { byName[name, default: everyEvent].append(position) }
        } else {
          everyEvent.append(position)
          for index in byName.indices { byName.values[index].append(position) }
        }
      }
      self.everyEvent = everyEvent
      self.byName = byName
    }

    /// Whether no watch has the check.
    var isEmpty: Bool { everyEvent.isEmpty && byName.isEmpty }

    /// The positions of the watches the event reaches, in the order they were started.
    func positions(for event: Trace.Event) -> [Int] {
      byName.isEmpty ? everyEvent : byName[event.name] ?? everyEvent
    }
  }
}
