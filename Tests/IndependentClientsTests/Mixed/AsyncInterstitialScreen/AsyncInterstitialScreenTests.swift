import AdContracts
import FakeUIKit
import Testing

/// The news reader that loads its interstitials in tasks with the v12 names.
@MainActor
@Suite struct MixedAsyncInterstitialScreenTests {
  nonisolated static let reader = Subject.googleInterstitialScreen(
    "AsyncInterstitialScreen", readsTimeFromContext: true,
    naturalBreak: { $0.storyFinished() }, contentProgress: { $0.storyNumber }
  ) { context in
    AsyncInterstitialScreen(now: context.now)
  }

  @Test func readerKeepsEveryInterstitialRule() async {
    await judge(Self.reader, Expectation(catalogue: GoogleInterstitialContracts.all))
  }
}
