import AdSimulation

extension GoogleRewardedInterstitialContracts {
  /// One ad on screen at a time.
  static let singlePresentation = Contract(
    "gma.rewarded-interstitial.single-presentation", .must,
    title: "The app never presents a rewarded interstitial while one is already showing.",
    guide: showSection,
    explanation: """
      The SDK shows one full-screen ad at a time and refuses a second with code 17. The \
      check shows an ad at a natural break (after its introduction), then brings another break while it is up: no \
      present call may come until the ad is dismissed.
      """,
    fix: "keep the presented ad until adDidDismissFullScreenContent(_:) and present nothing while it is up.",
    basis: .init(
      .must, .fact, section: showSection, word: nil,
      sentence: "The SDK presents one full-screen ad at a time and fails a second presentation while one is up.",
      note: "A stated fact of the SDK, which rejects the second presentation with an error; an app that tries has broken the ad's contract, so MUST.")
  ) { (run: GoogleRewardedInterstitialRun) in
    await GoogleFullScreenChecks.singlePresentation(run)
  }

  /// Each ad object is shown once.
  static let neverReusesAd = Contract(
    "gma.rewarded-interstitial.never-reuses-ad", .must,
    title: "A rewarded interstitial object is presented once and never again.",
    guide: showSection,
    explanation: """
      A rewarded interstitial is a one-time-use object: presenting it again fails with code 18. \
      The check shows an ad at a break, the user closes it, and two more breaks come: no \
      present call may be made on an ad that was presented before.
      """,
    fix: "set the ad to nil in adDidDismissFullScreenContent(_:) and in the presentation-failure callback, and load a new one.",
    basis: .init(
      .must, .fact, section: showSection, word: nil,
      sentence: "A rewarded interstitial can be shown once; showing it again needs a newly loaded object.",
      note: "A stated fact (a one-time-use object) that the SDK enforces with error 18, so MUST.")
  ) { (run: GoogleRewardedInterstitialRun) in
    await GoogleFullScreenChecks.neverReusesAd(run)
  }

  /// The content delegate is set before the ad is presented.
  static let delegateSetBeforePresent = Contract(
    "gma.rewarded-interstitial.delegate-set-before-present", .must,
    title: "The ad's fullScreenContentDelegate is set before it is presented.",
    guide: callbacksSection,
    explanation: """
      Without the delegate the app never hears of the dismissal or a failure, so it never \
      drops the ad nor loads the next. The check shows an ad at a break: at each present \
      call the ad must have a delegate.
      """,
    fix: "set ad.fullScreenContentDelegate = self when the load completes, before any present call.",
    basis: .init(
      .must, .sample, section: callbacksSection, word: nil,
      sentence: "The guide's code gives the loaded ad its content delegate at once, so the app hears every presentation event.",
      note: "Sample code; MUST because without the delegate the app cannot keep the one-time-use rules that the SDK enforces.")
  ) { (run: GoogleRewardedInterstitialRun) in
    await GoogleFullScreenChecks.delegateSetBeforePresent(run)
  }

  /// Under test the app loads only Google's demo units.
  static let testIDsUnderTest = Contract(
    "gma.rewarded-interstitial.test-ids-under-test", .must,
    title: "Under test, the app loads only Google's demo rewarded interstitial unit.",
    guide: testSection,
    explanation: """
      Live ads requested during development count as invalid traffic, and the account can \
      be suspended. The check starts the screen and brings a break: every load must ask \
      for one of Google's published demo units.
      """,
    fix: "use the rewarded interstitial demo unit ca-app-pub-3940256099942544/6978759866 in debug and test builds.",
    basis: .init(
      .must, section: testSection, word: "make sure",
      sentence: "Build and test with the demo unit, and swap in your own id only for release; not doing so risks the account.")
  ) { (run: GoogleRewardedInterstitialRun) in
    await GoogleFullScreenChecks.testIDsUnderTest(run)
  }

  /// After a dismissal, the next ad loads.
  static let reloadsAfterDismiss = Contract(
    "gma.rewarded-interstitial.reloads-after-dismiss", .should,
    title: "After a rewarded interstitial is dismissed, the app drops it and loads the next.",
    guide: callbacksSection,
    explanation: """
      A shown rewarded interstitial is spent; the next break needs a new one loaded ahead. The user \
      closes an ad shown at a break, and a new load must start within the request window \
      (10 s) of adDidDismissFullScreenContent.
      """,
    fix: "in adDidDismissFullScreenContent(_:), set the ad to nil and load the next one.",
    basis: .init(
      .should, .sample, section: sampleSection, word: nil,
      sentence: "The sample clears its ad when it is dismissed and loads a fresh one for the next game.",
      note: "Sample code with no word of obligation, so SHOULD; loading ahead is what lets the next break show an ad.")
  ) { (run: GoogleRewardedInterstitialRun) in
    await GoogleFullScreenChecks.reloadsAfterDismiss(run)
  }

  /// After a failed presentation, the next ad loads.
  static let reloadsAfterPresentFailure = Contract(
    "gma.rewarded-interstitial.reloads-after-present-failure", .should,
    title: "After a presentation fails, the app drops the ad and loads the next.",
    guide: callbacksSection,
    explanation: """
      A failed presentation leaves the ad unusable. Before the break the check arranges for \
      the presentation to fail in a mediation adapter (code 22), a failure \
      canPresent(fromRootViewController:) cannot foresee; a new load must start within the \
      request window (10 s) of ad(_:didFailToPresentFullScreenContentWithError:).
      """,
    fix: "in ad(_:didFailToPresentFullScreenContentWithError:), set the ad to nil and load the next one.",
    basis: .init(
      .should, .sample, section: sampleSection, word: nil,
      sentence: "The sample clears its ad when a presentation fails, as it does on a dismissal.",
      note: "Sample code with no word of obligation, so SHOULD.")
  ) { (run: GoogleRewardedInterstitialRun) in
    await GoogleFullScreenChecks.reloadsAfterPresentFailure(run)
  }

  /// A failed load does not stop the app from loading again.
  static let recoversAfterLoadFailure = Contract(
    "gma.rewarded-interstitial.recovers-after-load-failure", .should,
    title: "After a failed load, the app loads again by the next break.",
    guide: loadSection,
    explanation: """
      An app that sets a loading flag and never clears it on an error shows no rewarded interstitial \
      again. The first load fails with noFill (1); by the next natural break a new load \
      must have started, or start within the request window (10 s) of it.
      """,
    fix: "clear the loading state on every path out of the load, the error path included, and load again at the next break.",
    basis: .init(
      .should, .sample, section: loadSection, word: nil,
      sentence: "The guide's load code only logs a failed load; the sample asks again when the next game starts.",
      note: "Sample code with no word of obligation, so SHOULD.")
  ) { (run: GoogleRewardedInterstitialRun) in
    await GoogleFullScreenChecks.recoversAfterLoadFailure(run)
  }

  /// No retry loop after failures.
  static let noRetryStorm = Contract(
    "gma.rewarded-interstitial.no-retry-storm", .should,
    title: "A failed rewarded interstitial load is not retried in a tight loop.",
    guide: loadSection,
    explanation: """
      Retrying at once from the failure handler hammers the ad server and the battery. The \
      check answers five loads in a row with noFill (1) and lets a minute pass: the app may \
      retry once at once, not twice, and its retries must back off.
      """,
    fix: "after a failure, wait for the next break or a backed-off timer before loading again.",
    basis: .init(
      .should, .sample, section: loadSection, word: nil,
      sentence: "The sample does not retry a failed load from its handler; it loads again at the next game.",
      note: "Sample code with no word of obligation, so SHOULD.")
  ) { (run: GoogleRewardedInterstitialRun) in
    await GoogleFullScreenChecks.noRetryStorm(run)
  }
}
