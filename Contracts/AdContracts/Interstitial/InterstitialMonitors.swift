import AdSimulation

/// The invariants of the iAd full-screen rules that hold over any run.
enum InterstitialMonitors {
  /// No presentation of an ad that has not loaded: the SDK records it as misuse.
  static let presentsOnlyLoaded = Contract.Monitor { (run: InterstitialRun) in
    .eachEvent { event in
      guard event.kind == .misuse, event.text("reason") == "notLoaded" else { return nil }
      return Contract.Violation(
        expected: "a present call only once interstitialAdDidLoad has come",
        actual: "the app called \(event.name) on \(event.object) at \(event.time) s, before it loaded", at: event)
    }
  }
}
