import AdContracts
import IndependentApps
import Testing

/// The magazine that presents its interstitial from a story page already popped off the
/// navigation stack.
///
/// No rule names the presenting controller: the bug shows as the ad never appearing at the
/// break, which `gma.interstitial.shown-at-break` judges.
@MainActor
@Suite struct MixedPresentFromHiddenTests {
  /// Why the rules that need an ad on screen cannot be judged.
  static let noAdEverShows =
    "the planted bug keeps every ad off screen, so the check never reaches its precondition (an ad shown)"

  /// The verdicts the magazine should earn.
  static var expectation: Expectation {
    Expectation(
      catalogue: GoogleInterstitialRules.all,
      exceptions: [
        "gma.interstitial.single-presentation": (.unverified, Self.noAdEverShows),
        "gma.interstitial.never-reuses-ad": (.unverified, Self.noAdEverShows),
        "gma.interstitial.reloads-after-dismiss": (.unverified, Self.noAdEverShows),
      ],
      planted: ["gma.interstitial.shown-at-break"])
  }

  @Test func magazinePresentsFromAPoppedPage() async {
    await judge(IndependentApps.presentFromHidden, Self.expectation)
  }
}
