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
  ]
}
