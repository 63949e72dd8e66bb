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
      let stage: (any Stage)?
      switch kind {
      case .banner:
        stage = banner.map { BannerRun(simulation: simulation, setup: $0, devices: devices) }
      case .interstitial:
        stage = interstitial.map { InterstitialRun(simulation: simulation, setup: $0, devices: devices) }
      case .appOpen:
        let run = appOpen.map { AppOpenRun(simulation: simulation, setup: $0, devices: devices) }
        if let run, let hook = run.setup.returningUser, let app = run.app { hook(app) }
        stage = run
      }
      await simulation.play()
      let trace = simulation.trace
      stage?.tearDown()
      return trace
    }
  }
}
