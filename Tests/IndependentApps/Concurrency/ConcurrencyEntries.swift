import AdContracts

extension IndependentApps {
  /// The apps of this folder, written Swift-concurrency first, with what their verdict
  /// tables say.
  static let concurrencyEntries: [SubjectCatalogue.Entry] = [
    .init(
      subject: quizNightRound, violates: [], unverifiable: ["gma.interstitial.never-presents-expired"],
      summary: "Quiz rounds on a Task.sleep countdown in a Foundation-only file, an interstitial at each round's end (v12, async load)."),
    .init(
      subject: quizNightHintStore, violates: [],
      summary: "Quiz hint store paying three hints in a rewarded ad's earn handler (v12, async load)."),
    .init(
      subject: quizNightConsent, violates: ["gma.consent.uses-previous-consent"],
      summary: "Quiz app's consent gate awaiting the update before any request, even with an earlier session's consent (UMP 3, async)."),
    .init(
      subject: dispatchGameLevels, violates: ["gma.interstitial.never-presents-expired"],
      summary: "Dispatch-first game: a timer source's game loop, the level's interstitial a second later from a work item (v12)."),
    .init(
      subject: dispatchGameContinue, violates: ["gma.rewarded.never-presents-expired"],
      unverifiable: [
        "gma.rewarded.no-reward-without-earning", "gma.rewarded.rewards-whatever-the-order",
        "gma.rewarded.no-reward-on-failed-present",
      ],
      summary: "Dispatch-first game's rewarded continue at game over, one life in the earn handler (v12)."),
  ]
}
