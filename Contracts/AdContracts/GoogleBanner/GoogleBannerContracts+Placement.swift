import AdSimulation
import FakeGoogleMobileAds
import FakeUIKit

extension GoogleBannerContracts {
  /// The banner on screen overlaps none of the content.
  static let notCoveringContent = Contract(
    "gma.banner.not-covering-content", .should,
    title: "The banner does not cover the app's content.",
    guide: placementSection,
    explanation: """
      An ad laid over the content hides it, and taps meant for the content land on the \
      ad. The check shows an ad and looks at every visible view of the screen that is \
      neither an ancestor nor a subview of a GADBannerView on screen (or only at the \
      subject's contentViews, when it names them), in each orientation the app supports \
      (after a rotation, once the screen window of 2 s has let the layout settle), and \
      fails if one overlaps the banner.
      """,
    fix: "lay the content out above the banner (or below it, for a banner at the top) so the two never share a point, in viewDidLayoutSubviews() and whenever the banner shows or changes size.",
    basis: .init(
      .should, section: "AdMob policy help › Ad placement", word: "should not",
      sentence: "Ads are not to float over or hide the app's content, nor appear suddenly on top of it.",
      note: "Policy guidance on placement; the rule reads it for the banner's own frame against the content views.")
  ) { (run: GoogleBannerRun) in
    guard await run.showAd(answers: 3) != nil else {
      return .unmet(.bannerOnScreen, run.whyNoBannerOnScreen())
    }
    var checked = 0
    for orientation in run.orientations {
      if orientation != run.simulation.device.orientation { await run.perform(.rotate(orientation)) }
      _ = await run.waitUntil(.screen) { overlap(run) == nil && run.loadedBannerOnScreen != nil }
      // The rule's property (GoogleBannerMonitors.notCoveringContent) judges the run: an
      // overlap that outlasts the screen window breaks it.
      if let (view, banner) = overlap(run) {
        await run.perform(.advance(Window.screen.duration))
        await run.runPastWindow()
        return .pass(
          "\(String(describing: type(of: view))) at \(view.frameInWindow.timelineText) overlapped \(banner.traceName) in \(orientation.rawValue)")
      }
      guard let banner = run.loadedBannerOnScreen, let window = banner.window else {
        return .unmet(.bannerOnScreen, "no loaded banner was on screen in \(orientation.rawValue)")
      }
      checked += ContentOverlap.candidates(for: banner, in: window, contentViews: run.contentViews()).count
    }
    return .pass("no content view overlapped the banner in \(run.devices.orientationsText) (\(checked) views checked)")
  }

  /// The first view of the app's content that overlaps a banner on screen, with the banner.
  @MainActor
  static func overlap(_ run: GoogleBannerRun) -> (UIView, GADBannerView)? {
    ContentOverlap.first(among: run.banners, contentViews: run.contentViews()).map { ($0.view, $0.banner) }
  }
}
