import AdSimulation

extension Exploration {
  /// Draws one scenario's steps from the stage's menus, from a seed.
  ///
  /// Answers take from 0.1 to 3 s most of the time and up to 20 s otherwise; time passes
  /// in short steps (up to 5 s) most often, in minutes now and then, and up to a quarter
  /// of an hour rarely, so ads age and expire. A tap leaves the app one time in three.
  public struct Generator: Sendable {
    private var random: SeededRandom
    /// The seed the generator draws from.
    public let seed: UInt64

    /// Creates a generator that draws from the seed.
    public init(seed: UInt64) {
      self.seed = seed
      random = SeededRandom(seed: seed)
    }

    /// Draws the next step from the menu.
    public mutating func step(from menu: Menu, orientation: Device.Orientation) -> Script.Step {
      let total = menu.totalWeight
      guard total > 0 else { return .advance(duration(tenths: 1...50)) }
      var roll = random.integer(in: 0...(total - 1))
      var kind = menu.entries[0].kind
      for entry in menu.entries {
        if roll < entry.weight {
          kind = entry.kind
          break
        }
        roll -= entry.weight
      }
      return step(of: kind, menu: menu, orientation: orientation)
    }

    private mutating func step(of kind: Script.Step.Kind, menu: Menu, orientation: Device.Orientation) -> Script.Step {
      switch kind {
      case .fill: return .respond(.fill(after: latency()))
      case .fail:
        let codes = menu.failureCodes.isEmpty ? [1] : menu.failureCodes
        return .respond(.fail(codes[random.integer(in: 0...(codes.count - 1))], after: latency()))
      case .advance:
        let roll = random.integer(in: 0...99)
        if roll < 60 { return .advance(duration(tenths: 1...50)) }
        if roll < 92 { return .advance(duration(tenths: 50...600)) }
        return .advance(duration(tenths: 600...9_000))
      case .tap: return .tap(willLeave: random.integer(in: 0...2) == 0)
      case .rotate:
        let others = menu.orientations.filter { $0 != orientation }
        guard !others.isEmpty else { return .advance(duration(tenths: 1...50)) }
        return .rotate(others[random.integer(in: 0...(others.count - 1))])
      case .close, .cancel, .background, .foreground, .memoryWarning, .urgentEvent, .navigateAway, .navigateBack,
        .navigateToNextAdScreen, .transition, .launch, .resignActive, .becomeActive, .busyMoment, .expire, .askToWatch,
        .scroll:
        return Script.Step(plain: kind)!
      }
    }

    private mutating func latency() -> Duration {
      random.integer(in: 0...9) < 8 ? duration(tenths: 1...30) : duration(tenths: 30...200)
    }

    private mutating func duration(tenths range: ClosedRange<Int>) -> Duration {
      .milliseconds(100 * random.integer(in: range))
    }
  }
}
