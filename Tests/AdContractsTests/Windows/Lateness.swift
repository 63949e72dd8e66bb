import AdContracts

/// Something a test client does in answer to a callback or event, with the window the
/// rules give it for that.
protocol LateReaction: Hashable, Sendable, CaseIterable, RawRepresentable<String> {
  /// The window the rule that judges this reaction waits through.
  var window: Rule.Window { get }
}

/// How late a test client acts: for each of its reactions, a factor of the reaction's
/// window.
///
/// A factor of 0.5 acts halfway through the window, inside it; 1.5 acts half a window
/// after it has closed; 0 acts at once, as the bundled conforming clients do.
///
/// ```swift
/// let lateness = Lateness<BannerReaction>(0.5, [.resume: 1.5])
/// lateness.delay(of: .resume)  // 3 s: the screen window is 2 s
/// ```
struct Lateness<Reaction: LateReaction>: Sendable, CustomStringConvertible {
  /// The factor of every reaction not named in ``overrides``.
  var base: Double
  /// The reactions whose factor differs from ``base``.
  var overrides: [Reaction: Double]

  /// Creates a lateness.
  ///
  /// - Parameters:
  ///   - base: The factor of every reaction not named in `overrides`.
  ///   - overrides: The factor of each reaction that acts at its own time.
  init(_ base: Double, _ overrides: [Reaction: Double] = [:]) {
    self.base = base
    self.overrides = overrides.filter { $0.value != base }
  }

  /// The factor of the reaction's window it waits for.
  func factor(of reaction: Reaction) -> Double {
    overrides[reaction] ?? base
  }

  /// How long the client waits before the reaction.
  func delay(of reaction: Reaction) -> Duration {
    reaction.window.duration * factor(of: reaction)
  }

  /// The factors in words, for the subject's name: `all ×0.5`, or `resume ×1.5, others ×0`.
  ///
  /// Two latenesses that act alike read alike, and two that do not never do, so the name
  /// tells the harness's per-subject records apart.
  var description: String {
    let named = Reaction.allCases.compactMap { reaction in
      overrides[reaction].map { "\(reaction.rawValue) ×\(Self.text($0))" }
    }
    if named.isEmpty { return "all ×\(Self.text(base))" }
    return (named + ["others ×\(Self.text(base))"]).joined(separator: ", ")
  }

  private static func text(_ factor: Double) -> String {
    factor == factor.rounded() ? String(Int(factor)) : String(factor)
  }

  /// Runs the body after the reaction's delay, on the clock; at once when the delay is 0.
  ///
  /// The wait is a task sleeping on the clock, as a client waits for an animation or a
  /// consent refresh; the harness wakes it when virtual time gets there.
  @MainActor
  func act(
    _ reaction: Reaction, on clock: any Clock<Duration>, _ body: @escaping @MainActor @Sendable () -> Void
  ) {
    let delay = delay(of: reaction)
    guard delay > .zero else { return body() }
    Task {
      try? await clock.sleep(for: delay)
      body()
    }
  }
}
