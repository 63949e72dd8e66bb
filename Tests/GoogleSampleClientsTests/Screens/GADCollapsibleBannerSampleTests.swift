import AdContracts
import FakeUIKit
import Testing

// Google's CollapsibleBanner sample with the GAD names, plugged in through the public subject API
// with hooks made of the sample's own button and timer actions.

let gadCollapsibleBanner = Subject.googleBannerScreen("GADCollapsibleBannerSampleViewController") { _ in
  GADCollapsibleBannerSampleViewController()
}

@Suite("Google's samples, GAD names: CollapsibleBanner")
struct GADCollapsibleBannerSampleTests {
  @Test func collapsibleBanner() async {
    await expectVerdicts(of: SampleApps.launching(gadCollapsibleBanner), VerdictTable(
        catalogue: GoogleBannerRules.all,
        exceptions: [
          // Real: the screen has no rotation handler (no viewWillTransition), so its adaptive
          // banner keeps the portrait size after a rotation; the banner sample does reload.
          "gma.banner.reloads-after-rotation": .warn,
          // Real limit: the screen runs no timed activity (no game, no video), so there is
          // nothing to pause and no activitiesRunning probe to give; the rules cannot judge.
          "gma.banner.pauses-while-screen-presented": .unverified,
          "gma.banner.resumes-after-screen-dismissed": .unverified,
        ]))
  }
}
