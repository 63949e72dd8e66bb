import AdSimulation

extension Exploration {
  /// Which of a run's watches each event reaches: those that read every event, and those
  /// that name it (``Rule/Watch/names``), in the order the watches were started.
  ///
  /// An event is looked up once, by its name's digest in a sorted table, rather than
  /// offered to every watch; most monitors read a handful of names among the dozens a run
  /// records. A subject's runs start the same watches run after run, so the routes of the
  /// last watches routed are kept and used again while the watches read the same names.
  struct EventRoutes {
    /// The positions of the watches that read every event.
    private let everyEvent: [Int]
    /// The names some watch reads, in the order of their digests.
    private let names: [Trace.Event.Name]
    /// The digests of ``names``, in the same order, searched without hashing.
    private let digests: [UInt64]
    /// For each of ``names``, the positions of the watches it reaches.
    private let lists: [[Int]]

    /// Routes events to the watches that have the check.
    ///
    /// - Parameters:
    ///   - watches: The run's watches.
    ///   - hasCheck: Whether a watch has the check the routes are for.
    @MainActor
    init(_ watches: [(rule: Int, watch: Rule.Watch)], where hasCheck: (Rule.Watch) -> Bool) {
      // What decides the routes: for each watch, whether it has the check and the names it
      // reads, as their digests (sorted: a set's order differs from run to run).
      var signature: [UInt64] = []
      signature.reserveCapacity(watches.count * 4)
      for (_, watch) in watches {
        guard hasCheck(watch) else {
          signature.append(0)
          continue
        }
        guard let names = watch.names else {
          signature.append(1)
          continue
        }
        signature.append(2 + UInt64(names.count))
        let start = signature.count
        for name in names { signature.append(name.textDigest) }
        signature[start...].sort()
      }
      if let kept = Self.kept.first(where: { $0.signature == signature }) {
        self = kept.routes
        return
      }
      self.init(building: watches, where: hasCheck)
      // A run routes twice (events as recorded, and once settled); a few are kept.
      if Self.kept.count >= 4 { Self.kept.removeFirst() }
      Self.kept.append((signature, self))
    }

    /// The routes of the last watches routed, with what decided them.
    @MainActor private static var kept: [(signature: [UInt64], routes: EventRoutes)] = []

    @MainActor
    private init(building watches: [(rule: Int, watch: Rule.Watch)], where hasCheck: (Rule.Watch) -> Bool) {
      // One pass in the watches' order, so every list comes out in that order: a name's
      // list starts from the watches that read every event so far, and a watch that reads
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
      let sorted = byName.sorted { $0.key.textDigest < $1.key.textDigest }
      self.everyEvent = everyEvent
      names = sorted.map(\.key)
      digests = sorted.map(\.key.textDigest)
      lists = sorted.map(\.value)
    }

    /// Whether no watch has the check.
    var isEmpty: Bool { everyEvent.isEmpty && names.isEmpty }

    /// The positions of the watches the event reaches, in the order they were started.
    func positions(for event: Trace.Event) -> [Int] {
      guard !digests.isEmpty else { return everyEvent }
      let digest = event.name.textDigest
      var low = 0
      var high = digests.count
      while low < high {
        let middle = (low + high) / 2
        if digests[middle] < digest { low = middle + 1 } else { high = middle }
      }
      // Names whose digests are equal are told apart by their text.
      while low < digests.count, digests[low] == digest {
        if names[low] == event.name { return lists[low] }
        low += 1
      }
      return everyEvent
    }
  }
}
