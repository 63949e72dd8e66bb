/// The rules of the iAd guide for full-screen ads (ADInterstitialAd), as rules.
///
/// ```swift
/// @Test(arguments: IAdInterstitialRules.all)
/// func fullScreen(_ rule: Rule) async {
///   await rule.expectConformance(of: .iAdInterstitialScreen(
///     "Game", presentation: .modal, transition: { $0.finishRound() }) { _ in GameScreen() })
/// }
/// ```
public enum IAdInterstitialRules {
  /// Every full-screen ad rule: MUST rules first, then SHOULD rules.
  public static let all: [Rule] = [
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

extension IAdInterstitialRules {
  /// The kind's chapter of the catalogue: its title, its rules and the behaviours they cover.
  public static let chapter = Catalogue.Chapter(
    kind: .iAdInterstitial, title: "Full-screen ads (iAd)", rules: all, behaviours: behaviours)

  /// What the guide asks of a client of this kind, behaviour by behaviour.
  static let behaviours: [Coverage.Behaviour] = [
    .init(
      kind: .iAdInterstitial, requirement: "Use full-screen ads on iPad only.", guide: IAdInterstitialRules.iPadSection,
      rules: ["iad.interstitial.pad-only"]),
    .init(
      kind: .iAdInterstitial, requirement: "Present only a loaded ad; at a break without one, carry on.",
      guide: IAdInterstitialRules.presentingSection,
      rules: ["iad.interstitial.presents-only-loaded", "iad.interstitial.skips-when-not-loaded"]),
    .init(
      kind: .iAdInterstitial, requirement: "Keep one ad object at a time and make the next after it unloads.",
      guide: IAdInterstitialRules.creatingSection,
      rules: ["iad.interstitial.one-at-a-time", "iad.interstitial.next-ad-after-unload"]),
    .init(
      kind: .iAdInterstitial,
      requirement: "Release the ad object once it unloads or fails, and keep errors from the user.",
      guide: IAdInterstitialRules.expirySection,
      rules: ["iad.interstitial.released-after-unload", "iad.interstitial.released-after-failure"]),
    .init(
      kind: .iAdInterstitial,
      requirement: "Host a page ad in a view the size of the screen, and leave the ad's own view alone.",
      guide: IAdInterstitialRules.presentingSection,
      rules: ["iad.interstitial.host-view-geometry", "iad.interstitial.host-view-untouched"]),
    .init(
      kind: .iAdInterstitial, requirement: "Remove an unloaded ad's page and close the gap.",
      guide: IAdInterstitialRules.expirySection,
      rules: ["iad.interstitial.page-removed-after-unload"]),
    .init(
      kind: .iAdInterstitial, requirement: "Present at a natural break, before the content expires.",
      guide: IAdInterstitialRules.presentingSection,
      rules: ["iad.interstitial.no-modal-on-load", "iad.interstitial.presented-before-expiry"]),
    .init(
      kind: .iAdInterstitial,
      requirement: "Pause for an ad's action and restore afterwards, also after a cancel, which sends no callback.",
      guide: IAdInterstitialRules.interactionSection,
      rules: [
        "iad.interstitial.pauses-when-covered", "iad.interstitial.resumes-after-action",
        "iad.interstitial.resumes-after-cancel",
        "iad.interstitial.resumes-after-leaving", "iad.interstitial.no-pause-when-refused",
      ]),
    .init(
      kind: .iAdInterstitial, requirement: "Keep the ad object, with its delegate, while its action runs.",
      guide: IAdInterstitialRules.interactionSection,
      rules: ["iad.interstitial.kept-during-action"]),
    .init(
      kind: .iAdInterstitial, requirement: "Allow actions, cancel them only when urgent, and free memory when warned.",
      guide: IAdInterstitialRules.interactionSection,
      rules: [
        "iad.interstitial.allows-actions", "iad.interstitial.cancels-only-when-urgent",
        "iad.interstitial.releases-memory-on-warning",
      ]),
  ]
}
