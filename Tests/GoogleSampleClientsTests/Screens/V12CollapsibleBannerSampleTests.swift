import AdContracts
import FakeUIKit
import Testing

// Google's CollapsibleBanner sample with the v12 names, plugged in through the public subject API
// with hooks made of the sample's own button and timer actions.

let v12CollapsibleBanner = Subject.googleBannerScreen("CollapsibleBannerSampleViewController") { _ in
  CollapsibleBannerSampleViewController()
}

@Suite("Google's samples, v12 names: CollapsibleBanner")
struct V12CollapsibleBannerSampleTests {
  @Test func collapsibleBanner() async {
    await expectVerdicts(of: v12CollapsibleBanner, VerdictTable(catalogue: GoogleBannerContracts.all, exceptions: [:]))
  }
}
