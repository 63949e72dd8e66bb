import AdSimulation

extension Exploration {
  /// The steps that make sense on a stage now, each with a weight, and what the random
  /// ones draw from.
  ///
  /// Each kind's stage offers its menu (``Stage/explorationMenu()``), weighting up the
  /// steps that act in the current state: a tap while an ad is on screen, a close while
  /// one covers the app, an answer while a request waits.
  ///
  /// ```swift
  /// var menu = Exploration.Menu.basic(for: simulation)
  /// menu.add(.tap, weight: isAdOnScreen ? 6 : 1)
  /// ```
  public struct Menu: Sendable, Hashable {
    /// One step kind and how likely it is against the others.
    public struct Entry: Sendable, Hashable {
      /// The step.
      public var kind: Script.Step.Kind
      /// Its weight; a step with weight 4 is drawn four times as often as one with 1.
      public var weight: Int
    }

    /// The steps on offer, in the order they were added.
    public private(set) var entries: [Entry] = []
    /// The error codes a failing answer draws from.
    public var failureCodes: [Int]
    /// The orientations a rotation turns to.
    public var orientations: [Device.Orientation]

    /// Creates an empty menu.
    public init(failureCodes: [Int] = [1, 2, 3], orientations: [Device.Orientation] = Device.Orientation.allCases) {
      self.failureCodes = failureCodes
      self.orientations = orientations
      // Menus are made before every step; one allocation holds any kind's steps.
      entries.reserveCapacity(Script.Step.Kind.allCases.count)
    }

    /// Offers a step with the weight; a weight of 0 or less leaves it off.
    public mutating func add(_ kind: Script.Step.Kind, weight: Int) {
      guard weight > 0 else { return }
      entries.append(Entry(kind: kind, weight: weight))
    }

    /// The steps the user takes on the app's own screen: none can come while the app is
    /// not active.
    public static let userInput: Set<Script.Step.Kind> = [
      .tap, .close, .cancel, .navigateAway, .navigateBack, .navigateToNextAdScreen, .transition, .urgentEvent,
      .busyMoment, .askToWatch, .scroll,
    ]

    /// Takes the steps of the kinds off the menu.
    public mutating func remove(_ kinds: Set<Script.Step.Kind>) {
      entries.removeAll { kinds.contains($0.kind) }
    }

    /// The sum of the weights.
    public var totalWeight: Int { entries.reduce(0) { $0 + $1.weight } }

    /// The answers and the passing of time every kind has: an answer weighted up while a
    /// request waits and rare otherwise, time passing, and expiry.
    @MainActor
    public static func basic(
      for simulation: Simulation, failureCodes: [Int] = [1, 2, 3],
      orientations: [Device.Orientation] = Device.Orientation.allCases
    ) -> Menu {
      var menu = Menu(failureCodes: failureCodes, orientations: orientations)
      // An answer acts at once while a request waits; one queued ahead acts later, so it
      // comes now and then, and never while another is already queued.
      let waiting = simulation.waitingRequestCount > 0
      let queued = simulation.queuedResponseCount > 0
      menu.add(.fill, weight: waiting ? 8 : queued ? 0 : 1)
      menu.add(.fail, weight: waiting ? 3 : 0)
      menu.add(.advance, weight: 6)
      menu.add(.expire, weight: 1)
      return menu
    }
  }
}

extension Stage {
  /// The steps that make sense now: answers, time, taps, closes, the app's lifecycle and
  /// the device's events, with the answers weighted up while a request waits.
  ///
  /// Each bundled kind's stage offers its own; a kind defined elsewhere gets this one
  /// unless its stage offers better.
  public func explorationMenu() -> Exploration.Menu {
    var menu = Exploration.Menu.basic(for: simulation)
    for kind: Script.Step.Kind in [.tap, .close, .background, .foreground, .rotate, .memoryWarning] {
      menu.add(kind, weight: 1)
    }
    return menu
  }
}
