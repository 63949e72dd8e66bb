import AdSimulation
import Foundation

extension LaunchJob {
  /// A play of a script in a fresh launch, as ``Exploration`` plays one in its process.
  struct PlayRequest: Codable, Sendable {
    /// The script, in its JSON form.
    var script: String
    /// The ids of the rules whose monitors watch.
    var monitors: [String]
    /// The generator's seed, when the steps are drawn as the play goes.
    var generatorSeed: UInt64?
    /// How many steps to draw.
    var steps: Int
    /// The rule whose detection ends the play: `nil` for the first of any, `""` for none.
    var stopKey: String?
    /// Whether the reply carries the trace; `nil` reads as yes.
    var tracing: Bool?

    /// Plays the script on the subject in this launch.
    @MainActor
    func perform(on subject: Subject, catalogue: Catalogue) async -> Reply {
      let script: Script
      do {
        script = try Script.decode(self.script)
      } catch {
        return .problem("the launch could not read its script: \(error)")
      }
      let rules = monitors.compactMap { catalogue.rule(withID: $0) }
      guard rules.count == monitors.count else {
        return .problem("the launch's catalogue lacks some of the rules \(monitors)")
      }
      let stop: Exploration.Stop = stopKey.map { $0.isEmpty ? .never : .key($0) } ?? .first
      let playthrough = await Exploration.Player.playHere(
        script, on: subject, monitors: rules, drawing: generatorSeed.map(Exploration.Generator.init(seed:)),
        steps: steps, until: stop)
      return .playthrough(PlayReply(playthrough, tracing: tracing ?? true))
    }
  }

  /// What a play in a fresh launch saw: the steps it took, each rule it found broken, and,
  /// when asked, the trace.
  struct PlayReply: Codable, Sendable {
    /// One rule found broken.
    struct Found: Codable, Sendable {
      var key: String
      var expected: String
      var actual: String
      /// The sequence number of the event the rule broke at, if it names one.
      var event: Int?
      var step: Int
    }

    var script: String
    var found: [Found]
    /// The trace, unless the request said it is not read: then each found rule names no
    /// event.
    var trace: Trace?
    /// The newer names the app used, which the trace's JSON leaves out.
    var spellings: [Simulation.Spelling]
    /// The ids of the rules whose properties the play reached.
    var reached: [String]
    /// The step count at which each of `reached` was first seen reached.
    var reachedSteps: [Int]

    init(_ playthrough: Exploration.Playthrough, tracing: Bool = true) {
      script = playthrough.script.jsonText()
      found = playthrough.detections.map {
        Found(
          key: $0.key, expected: $0.violation.expected, actual: $0.violation.actual,
          event: $0.violation.event?.sequence, step: $0.step)
      }
      trace = tracing ? playthrough.trace : nil
      spellings = tracing ? playthrough.trace.spellings : []
      reached = playthrough.reached.map(\.rule)
      reachedSteps = playthrough.reached.map(\.step)
    }

    /// The playthrough as the asking process would have seen it, its rules found in
    /// `monitors`.
    func playthrough(monitors: [Rule]) throws -> Exploration.Playthrough {
      let script = try Script.decode(self.script)
      var trace = self.trace ?? Trace()
      trace.spellings = spellings
      let detections = found.map { found in
        let event = found.event.flatMap { sequence in
          trace.events.indices.contains(sequence - 1) ? trace.events[sequence - 1] : nil
        }
        return Exploration.Detection(
          key: found.key, rule: monitors.first { $0.id == found.key },
          violation: Rule.Violation(expected: found.expected, actual: found.actual, at: event), step: found.step)
      }
      return Exploration.Playthrough(
        script: script, detections: detections, trace: trace,
        reached: zip(reached, reachedSteps).map { (rule: $0, step: $1) })
    }
  }
}
