/// The rules of the iAd guide for full-screen ads (ADInterstitialAd), as contracts.
///
/// ```swift
/// @Test(arguments: InterstitialContracts.all)
/// func fullScreen(_ contract: Contract) async {
///   await contract.expectConformance(of: .interstitialScreen(
///     "Game", presentation: .modal, transition: { $0.finishRound() }) { _ in GameScreen() })
/// }
/// ```
public enum InterstitialContracts {
  /// Every full-screen ad rule: MUST rules first, then SHOULD rules.
  public static let all: [Contract] = [
    presentsOnlyLoaded,
    releasedAfterUnload, releasedAfterFailure, oneAtATime,
    hostViewGeometry, hostViewUntouched, padOnly, releasesMemoryOnWarning,
    skipsWhenNotLoaded, pausesWhenCovered, resumesAfterAction, resumesAfterCancel,
    resumesAfterLeaving, noPauseWhenRefused, keptDuringAction, pageRemovedAfterUnload,
    noModalOnLoad, nextAdAfterUnload, presentedBeforeExpiry, allowsActions,
    cancelsOnlyWhenUrgent,
  ]

  static let guideChapter = "Full-Screen Advertisements"
  static let creatingSection = "\(guideChapter) › Creating an Ad Object"
  static let presentingSection = "\(guideChapter) › Presenting an Ad"
  static let interactionSection = "\(guideChapter) › Handling User Interactions with the Ad"
  static let expirySection = "\(guideChapter) › An Ad Object's Contents Only Persist For a Limited Period of Time"
  static let errorSection = "\(guideChapter) › Handling Full-Screen Ad Errors"
  static let iPadSection = "\(guideChapter) › Full-Screen Advertisements are Only Available on iPad"
}

extension InterstitialContracts {
  /// The kind's chapter of the catalogue: its title, its rules and the behaviours they cover.
  public static let chapter = Catalogue.Chapter(
    kind: .interstitial, title: "Full-screen ads (iAd)", contracts: all, behaviours: behaviours)

  /// What the guide asks of a client of this kind, behaviour by behaviour.
  static let behaviours: [Coverage.Behaviour] = [
    .init(
      kind: .interstitial, requirement: "Use full-screen ads on iPad only.", guide: InterstitialContracts.iPadSection,
      rules: ["iad.interstitial.pad-only"]),
    .init(
      kind: .interstitial, requirement: "Present only a loaded ad; at a break without one, carry on.",
      guide: InterstitialContracts.presentingSection,
      rules: ["iad.interstitial.presents-only-loaded", "iad.interstitial.skips-when-not-loaded"]),
    .init(
      kind: .interstitial, requirement: "Keep one ad object at a time and make the next after it unloads.",
      guide: InterstitialContracts.creatingSection,
      rules: ["iad.interstitial.one-at-a-time", "iad.interstitial.next-ad-after-unload"]),
    .init(
      kind: .interstitial,
      requirement: "Release the ad object once it unloads or fails, and keep errors from the user.",
      guide: InterstitialContracts.expirySection,
      rules: ["iad.interstitial.released-after-unload", "iad.interstitial.released-after-failure"]),
    .init(
      kind: .interstitial,
      requirement: "Host a page ad in a view the size of the screen, and leave the ad's own view alone.",
      guide: InterstitialContracts.presentingSection,
      rules: ["iad.interstitial.host-view-geometry", "iad.interstitial.host-view-untouched"]),
    .init(
      kind: .interstitial, requirement: "Remove an unloaded ad's page and close the gap.",
      guide: InterstitialContracts.expirySection,
      rules: ["iad.interstitial.page-removed-after-unload"]),
    .init(
      kind: .interstitial, requirement: "Present at a natural break, before the content expires.",
      guide: InterstitialContracts.presentingSection,
      rules: ["iad.interstitial.no-modal-on-load", "iad.interstitial.presented-before-expiry"]),
    .init(
      kind: .interstitial,
      requirement: "Pause for an ad's action and restore afterwards, also after a cancel, which sends no callback.",
      guide: InterstitialContracts.interactionSection,
      rules: [
        "iad.interstitial.pauses-when-covered", "iad.interstitial.resumes-after-action",
        "iad.interstitial.resumes-after-cancel",
        "iad.interstitial.resumes-after-leaving", "iad.interstitial.no-pause-when-refused",
      ]),
    .init(
      kind: .interstitial, requirement: "Keep the ad object, with its delegate, while its action runs.",
      guide: InterstitialContracts.interactionSection,
      rules: ["iad.interstitial.kept-during-action"]),
    .init(
      kind: .interstitial, requirement: "Allow actions, cancel them only when urgent, and free memory when warned.",
      guide: InterstitialContracts.interactionSection,
      rules: [
        "iad.interstitial.allows-actions", "iad.interstitial.cancels-only-when-urgent",
        "iad.interstitial.releases-memory-on-warning",
      ]),
  ]
}
