import AdContracts
import IndependentApps
import Testing

@Suite struct SwiftUIRecipeBoxTests {
  @Test func recipeBoxKeepsEveryBannerRule() async {
    await judge(
      swiftUIRecipeBox,
      Expectation(
        catalogue: GoogleBannerContracts.all,
        foundByExploration: [
          "gma.banner.not-covering-content": "Not a break of the app: a harness false alarm that the judge cannot hold as a gap, as its check passes. Exploration counts the plain full-screen view of the ad's own click screen (GADBannerClickScreenController, 320x480) as app content overlapping the banner the moment that screen covers the app; on a device the ad's landing page covering its own banner hides no content of the app."
        ]))
  }
}
