import AdSimulation

extension Exploration {
  /// Reduces a script that breaks a rule to a smallest one that still breaks it.
  ///
  /// It replays candidates, each on a fresh stage, and keeps any that still breaks the
  /// same rule: first dropping runs of steps (halves, then quarters, down to single
  /// steps), then joining neighbouring waits into one, then making each step simpler
  /// (shorter waits and answers, in whole seconds where that still fails; a tap that
  /// stays in the app). It repeats until a round changes nothing or its replays run out.
  /// Every replay is deterministic, so the same script always shrinks the same way.
  struct Shrinker {
    let subject: Subject
    let monitors: [Rule]
    /// The finding id the candidates must still produce.
    let key: String
    /// The most replays one shrink may take.
    var budget = 2_000

    /// The smallest script found that still breaks the rule.
    @MainActor
    mutating func shrink(_ script: Script) async -> Script {
      var steps = script.steps
      var rounds = 0
      var changed = true
      while changed, rounds < 8, budget > 0 {
        changed = false
        rounds += 1
        changed = await dropRuns(&steps, of: script) || changed
        changed = await joinWaits(&steps, of: script) || changed
        changed = await simplifySteps(&steps, of: script) || changed
      }
      var shrunk = script
      shrunk.steps = steps
      shrunk.name = script.name + ", shrunk"
      return shrunk
    }

    /// The steps the candidate took up to its failure, or `nil` when it does not fail.
    @MainActor
    private mutating func failing(_ steps: [Script.Step], of script: Script) async -> [Script.Step]? {
      guard budget > 0 else { return nil }
      budget -= 1
      var candidate = script
      candidate.steps = steps
      let played = await Player.play(candidate, on: subject, monitors: monitors, until: .key(key), tracing: false)
      return played.detections.contains { $0.key == key } ? played.script.steps : nil
    }

    @MainActor
    private mutating func dropRuns(_ steps: inout [Script.Step], of script: Script) async -> Bool {
      var changed = false
      var size = max(1, steps.count / 2)
      while size >= 1 {
        var start = 0
        while start < steps.count {
          var candidate = steps
          candidate.removeSubrange(start..<min(steps.count, start + size))
          if let kept = await failing(candidate, of: script) {
            steps = kept
            changed = true
          } else {
            start += size
          }
        }
        size /= 2
      }
      return changed
    }

    @MainActor
    private mutating func joinWaits(_ steps: inout [Script.Step], of script: Script) async -> Bool {
      var changed = false
      var index = 0
      while index + 1 < steps.count {
        if case .advance(let first) = steps[index], case .advance(let second) = steps[index + 1] {
          var candidate = steps
          candidate.replaceSubrange(index...(index + 1), with: [.advance(first + second)])
          if let kept = await failing(candidate, of: script) {
            steps = kept
            changed = true
            continue
          }
        }
        index += 1
      }
      return changed
    }

    @MainActor
    private mutating func simplifySteps(_ steps: inout [Script.Step], of script: Script) async -> Bool {
      var changed = false
      var index = 0
      while index < steps.count {
        switch steps[index] {
        case .tap(willLeave: true):
          changed = await tryStep(.tap(willLeave: false), at: index, in: &steps, of: script) || changed
        case .advance(let duration):
          if let shorter = await shortest(duration, at: index, in: steps, of: script, { .advance($0) }) {
            steps[index] = .advance(shorter)
            changed = true
          }
        case .respond(let response) where response.latency > .zero:
          if let shorter = await shortest(
            response.latency, at: index, in: steps, of: script,
            {
              var quicker = response
              quicker.latency = $0
              return .respond(quicker)
            })
          {
            var quicker = response
            quicker.latency = shorter
            steps[index] = .respond(quicker)
            changed = true
          }
        default:
          break
        }
        index += 1
      }
      return changed
    }

    @MainActor
    private mutating func tryStep(
      _ step: Script.Step, at index: Int, in steps: inout [Script.Step], of script: Script
    ) async -> Bool {
      var candidate = steps
      candidate[index] = step
      guard let kept = await failing(candidate, of: script) else { return false }
      steps = kept
      return true
    }

    /// The shortest duration still failing found by halving toward zero in whole tenths of
    /// a second, preferring whole seconds; `nil` when nothing shorter fails.
    @MainActor
    private mutating func shortest(
      _ duration: Duration, at index: Int, in steps: [Script.Step], of script: Script,
      _ make: (Duration) -> Script.Step
    ) async -> Duration? {
      func fails(_ tenths: Int64, _ shrinker: inout Shrinker) async -> Bool {
        var candidate = steps
        candidate[index] = make(.milliseconds(tenths * 100))
        return await shrinker.failing(candidate, of: script) != nil
      }
      let original = duration.wholeMilliseconds / 100
      var best: Int64?
      if original > 0, await fails(0, &self) { return .zero }
      var low: Int64 = 0
      var high = original
      while high - low > 1, budget > 0 {
        let middle = (low + high) / 2
        if await fails(middle, &self) {
          high = middle
          best = middle
        } else {
          low = middle
        }
      }
      if let found = best, found % 10 != 0 {
        let whole = (found + 9) / 10 * 10
        if whole < original, await fails(whole, &self) { best = whole }
      }
      return best.map { .milliseconds($0 * 100) }
    }
  }
}
