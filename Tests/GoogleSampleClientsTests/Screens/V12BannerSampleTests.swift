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
    await expectVerdicts(of: v12Banner, VerdictTable(catalogue: GoogleBannerContracts.all, exceptions: [:]))
  }

  @Test func bannerConsent() async {
    await expectVerdicts(of: v12BannerConsent, VerdictTable(catalogue: GoogleConsentContracts.all, exceptions: [:]))
  }
}
