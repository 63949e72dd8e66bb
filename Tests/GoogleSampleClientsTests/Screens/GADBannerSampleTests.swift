import AdContracts
import FakeUIKit
import Testing

// Google's Banner sample with the GAD names, plugged in through the public subject API
// with hooks made of the sample's own button and timer actions.

let gadBanner = Subject.googleBannerScreen("GADBannerSampleViewController") { _ in
  GADBannerSampleViewController()
}

let gadBannerConsent = Subject.googleConsentScreen(
  "GADBannerSampleViewController", privacyOptionsOffered: { $0.privacySettingsButton.isEnabled },
  openPrivacyOptions: { $0.privacySettingsTapped($0.privacySettingsButton) }
) { _ in GADBannerSampleViewController() }

@Suite("Google's samples, GAD names: Banner")
struct GADBannerSampleTests {
  @Test func banner() async {
    await expectVerdicts(of: SampleApps.launching(gadBanner), VerdictTable(
        catalogue: GoogleBannerRules.all,
        exceptions: [
          // The screen runs nothing timed, so there is no activity to probe.
          "gma.banner.pauses-while-screen-presented": .unverified,
          "gma.banner.resumes-after-screen-dismissed": .unverified,
        ]))
  }

  @Test func bannerConsent() async {
    await expectVerdicts(of: SampleApps.launching(gadBannerConsent), VerdictTable(catalogue: GoogleConsentRules.all, exceptions: [:]))
  }
}
