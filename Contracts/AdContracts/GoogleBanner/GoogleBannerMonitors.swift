import AdSimulation
import FakeGoogleMobileAds

/// The Google banner rules that hold over any run.
enum GoogleBannerMonitors {
  /// Every banner load finds its root view controller set, and none is refused for want
  /// of one.
  ///
  /// A load with no root view controller breaks the rule even when the SDK refuses it for
  /// another reason first (no ad unit). The SDK records the refusal as a misuse; the watch
  /// claims it as this rule's finding, so exploration reports the fault once, under the
  /// rule.
  static let rootViewControllerSet = Contract.Monitor { (_: GoogleBannerRun) in
    // Every load is judged: one that finds its root view controller reaches the rule too.
    .eachEvent(named: [.gadBannerLoad, .gadBannerLoadWithoutRootViewController]) { event in
      guard GoogleBannerRun.isBanner(event) else { return nil }
      if event.name == .gadBannerLoad {
        guard event.flag("rootViewControllerSet") == false else { return nil }
        return Contract.Violation(
          expected: "rootViewController set before load(_:)",
          actual: "\(event.object) loaded at \(event.time) s with no root view controller", at: event)
      }
      return Contract.Violation(
        expected: "rootViewController set before load(_:)",
        actual: "the SDK refused \(event.object)'s load at \(event.time) s for want of one", at: event)
    }
  }
}
