import AdContracts
import IndependentApps
import Testing

/// The news reader that loads its interstitials in tasks with the v12 names.
@MainActor
@Suite struct MixedAsyncInterstitialScreenTests {
  /// The verdicts the reader should earn.
  static var expectation: Expectation { Expectation(catalogue: GoogleInterstitialRules.all) }

  @Test func readerKeepsEveryInterstitialRule() async {
    await judge(IndependentApps.asyncInterstitialScreen, Self.expectation)
  }
}
