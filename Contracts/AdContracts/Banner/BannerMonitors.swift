import AdSimulation

/// The invariants of the banner rules that hold over any run.
enum BannerMonitors {
  /// No banner is visible before its first ad, for any length of time.
  static let hiddenUntilLoaded = Contract.Monitor { (run: BannerRun) in
    .afterEachStep {
      guard let exposure = run.blankExposures.first(where: { !$0.afterLoad }) else { return nil }
      return Contract.Violation(
        expected: "the banner off screen until bannerViewDidLoadAd",
        actual: "\(exposure.banner) was visible at \(exposure.frame.timelineText) from \(exposure.since) s, before any ad loaded",
        at: run.shownEvent(of: exposure))
    }
  }

  /// A banner that has had an ad is never visible without one for longer than the screen
  /// window (2 s).
  static let hiddenAfterFailure = Contract.Monitor { (run: BannerRun) in
    .afterEachStep {
      let window = Window.screen.duration
      guard let exposure = run.blankExposures.first(where: {
        $0.afterLoad && $0.since.duration(to: $0.ended ?? run.now) > window
      }) else { return nil }
      let failure = run.failures.last { $0.event.object == exposure.banner && $0.event.time <= exposure.since }
      let after = failure.map { "after the failure at \($0.event.time) s" } ?? "from \(exposure.since) s"
      let until = exposure.ended.map { "until \($0) s" } ?? "still up at \(run.now) s"
      let complaint = run.failures.first {
        $0.isVisibleWithoutContent && $0.event.object == exposure.banner && $0.event.time > exposure.since
      }
      let sdk = complaint.map { "; the SDK reported error 5 at \($0.event.time) s" } ?? ""
      return Contract.Violation(
        expected: "the banner off screen within \(window.shortText) of bannerView(_:didFailToReceiveAdWithError:)",
        actual: "\(exposure.banner) stayed visible with no ad at \(exposure.frame.timelineText) for \(exposure.since.duration(to: exposure.ended ?? run.now).shortText) \(after), \(until)\(sdk)",
        at: run.lastEvent(atOrBefore: exposure.since.advanced(by: window)))
    }
  }
}
