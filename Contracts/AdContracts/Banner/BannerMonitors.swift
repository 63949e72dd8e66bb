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
      let until = exposure.ended.map { "until \($0) s" } ?? "to \(run.now) s"
      return Contract.Violation(
        expected: "the banner off screen within \(window.shortText) of losing its ad",
        actual: "\(exposure.banner) stayed visible with no ad at \(exposure.frame.timelineText) from \(exposure.since) s \(until)",
        at: run.lastEvent(atOrBefore: exposure.since.advanced(by: window)))
    }
  }
}
