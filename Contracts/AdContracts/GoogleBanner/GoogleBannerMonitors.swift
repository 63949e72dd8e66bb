import AdSimulation
import FakeGoogleMobileAds

/// The Google banner rules that hold over any run.
enum GoogleBannerMonitors {
  /// No banner load is refused for want of a root view controller.
  ///
  /// The SDK records the refusal as a misuse; the watch claims it as this rule's finding,
  /// so exploration reports the fault once, under the rule.
  static let rootViewControllerSet = Contract.Monitor { (_: GoogleBannerRun) in
    // Every load is judged: one that finds its root view controller reaches the rule too.
    .eachEvent(named: [.gadBannerLoad, .gadBannerLoadWithoutRootViewController]) { event in
      guard event.name == .gadBannerLoadWithoutRootViewController, GoogleBannerRun.isBanner(event) else { return nil }
      return Contract.Violation(
        expected: "rootViewController set before load(_:)",
        actual: "the SDK refused \(event.object)'s load at \(event.time) s for want of one", at: event)
    }
  }
}
