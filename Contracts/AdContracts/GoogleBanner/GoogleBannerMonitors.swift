import AdSimulation
import FakeGoogleMobileAds

/// The invariant of the Google banner rules that holds over any run.
enum GoogleBannerMonitors {
  /// No banner comes on screen before it has received an ad.
  static let hiddenUntilLoaded = Contract.Monitor { (run: GoogleBannerRun) in
    .eachEvent(named: [.gadBannerShown]) { event in
      guard event.name == .gadBannerShown, GoogleBannerRun.isBanner(event), event.flag("hasAd") == false else {
        return nil
      }
      return Contract.Violation(
        expected: "the banner off screen until bannerViewDidReceiveAd",
        actual: "\(event.object) came on screen empty at \(event.time) s, before any ad", at: event)
    }
  }
}
