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
    await expectVerdicts(of: gadCollapsibleBanner, VerdictTable(catalogue: GoogleBannerContracts.all, exceptions: [:]))
  }
}
