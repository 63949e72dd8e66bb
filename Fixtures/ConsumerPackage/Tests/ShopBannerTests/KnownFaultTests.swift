import AdContractsTesting
import ShopBanner
import Testing

/// Proves a broken rule is reported at this file's line, not inside the library.
@Test func failureIsReportedAtTheCallersLine() async throws {
  let rule = try #require(Catalogue.rule(withID: "iad.banner.hidden-after-failure"))
  let faulty = Subject.iAdBannerScreen("KeepsEmptyBanner") { _ in CheckoutViewControllerThatKeepsEmptyBanner() }
  let line = #line + 2
  await withKnownIssue {
    await rule.expectConformance(of: faulty)
  } matching: { issue in
    issue.sourceLocation?.fileID == "ShopBannerTests/KnownFaultTests.swift"
      && issue.sourceLocation?.line == line
      && issue.description.contains(
        "Expected the banner off screen within 2.0 s of bannerView(_:didFailToReceiveAdWithError:)")
  }
}
