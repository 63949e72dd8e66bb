import AdSimulation
import FakeUIKit

extension Subject {
  /// Plays a script against the client, on the stage its rules use, and returns the trace.
  ///
  /// Banner and full-screen clients get their screen in a navigation stack in a key
  /// window; an app open client becomes `UIApplication.shared.delegate` (treated as a
  /// returning user when it has that hook) and waits for the script's `launch` step.
  /// The script's device is used as written: a full-screen client wants `"idiom": "pad"`.
  ///
  /// ```swift
  /// let trace = await subject.play(try Script.load(contentsOf: url))
  /// print(trace.timeline().joined(separator: "\n"))
  /// ```
  public func play(_ script: Script) async -> Trace {
    await Simulation.run(script) { simulation in
      let stage = setup.makeStage(in: simulation, devices: devices)
      stage.prepareToPlay()
      await simulation.play()
      let trace = simulation.trace
      stage.tearDown()
      return trace
    }
  }
}
