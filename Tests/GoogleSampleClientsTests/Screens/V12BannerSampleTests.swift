import AdContracts
import FakeUIKit
import Testing

// Google's Banner sample with the v12 names, plugged in through the public subject API
// with hooks made of the sample's own button and timer actions.

let v12Banner = Subject.googleBannerScreen("BannerSampleViewController") { _ in
  BannerSampleViewController()
}

let v12BannerConsent = Subject.googleConsentScreen(
  "BannerSampleViewController", privacyOptionsOffered: { $0.privacySettingsButton.isEnabled },
  openPrivacyOptions: { $0.privacySettingsTapped($0.privacySettingsButton) }
) { _ in BannerSampleViewController() }

@Suite("Google's samples, v12 names: Banner")
struct V12BannerSampleTests {
  @Test func banner() async {
    await expectVerdicts(of: SampleApps.launching(v12Banner), VerdictTable(
        catalogue: GoogleBannerRules.all,
        exceptions: [
          // The sample: it asks for a 375-point adaptive size whatever the screen's width.
          "gma.banner.adaptive-size-matches-width": .warn,
          // The sample: the v12 screen has no rotation handler (the GAD one reloads).
          "gma.banner.reloads-after-rotation": .warn,
          // The screen runs nothing timed, so there is no activity to probe.
          "gma.banner.pauses-while-screen-presented": .unverified,
          "gma.banner.resumes-after-screen-dismissed": .unverified,
        ]))
  }

  @Test func bannerConsent() async {
    await expectVerdicts(of: SampleApps.launching(v12BannerConsent), VerdictTable(catalogue: GoogleConsentRules.all, exceptions: [:]))
  }
}
