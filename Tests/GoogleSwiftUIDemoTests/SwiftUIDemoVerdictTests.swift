import AdContracts
import FakeGoogleMobileAds
import FakeSwiftUI
import Testing

/// The demo's banner screen, hosted as a SwiftUI app hosts it, plugged in as a Google
/// banner screen.
let swiftUIDemoBanner = Subject.googleBannerScreen("BannerContentView") { _ in
  UIHostingController(rootView: BannerContentView(navigationTitle: "Banner"))
}

@Suite("Google's SwiftUI demo, judged")
struct SwiftUIDemoVerdictTests {
  /// The banner screen earns what Google's UIKit banner sample earns: every rule passes but
  /// those its published code leaves out.
  @Test func banner() async {
    let expected: [String: Report.Status] = [
      // The demo asks for a 375-point adaptive size whatever the screen's width.
      "gma.banner.adaptive-size-matches-width": .warn,
      // The demo asks for no new size when the device rotates.
      "gma.banner.reloads-after-rotation": .warn,
      // The screen runs nothing timed, so there is no activity to probe.
      "gma.banner.pauses-while-screen-presented": .unverified,
      "gma.banner.resumes-after-screen-dismissed": .unverified,
    ]
    for contract in GoogleBannerContracts.all {
      let report = await contract.run(against: swiftUIDemoBanner)
      let want = expected[contract.id] ?? .pass
      #expect(report.status == want, "\(contract.id): \(report.text)\n\(report.timeline.joined(separator: "\n"))")
    }
  }
}
