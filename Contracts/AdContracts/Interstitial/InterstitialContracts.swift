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
    presentsOnlyLoaded.monitored(by: InterstitialMonitors.presentsOnlyLoaded),
    releasedAfterUnload.monitored(by: InterstitialMonitors.releasedAfterUnload), releasedAfterFailure.monitored(by: InterstitialMonitors.releasedAfterFailure), oneAtATime.monitored(by: InterstitialMonitors.oneAtATime),
    hostViewGeometry.monitored(by: InterstitialMonitors.hostViewGeometry), hostViewUntouched.monitored(by: InterstitialMonitors.hostViewUntouched), padOnly.monitored(by: InterstitialMonitors.padOnly), releasesMemoryOnWarning.monitored(by: ActionMonitors.releasesMemoryOnWarning(InterstitialRun.self)),
    skipsWhenNotLoaded.monitored(by: InterstitialMonitors.skipsWhenNotLoaded), pausesWhenCovered.monitored(by: ActionMonitors.pausesWhenCovered(InterstitialRun.self)), resumesAfterAction.monitored(by: ActionMonitors.resumes(InterstitialRun.self, .afterFinish)), resumesAfterCancel.monitored(
      by: .all(ActionMonitors.resumes(InterstitialRun.self, .afterCancel), ActionMonitors.cancelsForUrgency(InterstitialRun.self, onlyWhenUrgent: false))),
    resumesAfterLeaving.monitored(by: ActionMonitors.resumes(InterstitialRun.self, .afterLeaving)), noPauseWhenRefused.monitored(by: ActionMonitors.resumes(InterstitialRun.self, .afterRefusal)), keptDuringAction.monitored(by: ActionMonitors.keptDuringAction(InterstitialRun.self)), pageRemovedAfterUnload.monitored(by: InterstitialMonitors.pageRemovedAfterUnload),
    noModalOnLoad.monitored(by: InterstitialMonitors.noModalOnLoad), nextAdAfterUnload.monitored(by: InterstitialMonitors.nextAdAfterUnload), presentedBeforeExpiry.monitored(by: InterstitialMonitors.presentedBeforeExpiry), allowsActions.monitored(by: ActionMonitors.allowsActions(InterstitialRun.self)),
    cancelsOnlyWhenUrgent.monitored(by: ActionMonitors.cancelsForUrgency(InterstitialRun.self, onlyWhenUrgent: true)),
  ]

  static let guideChapter = "Full-Screen Advertisements"
  static let creatingSection = "\(guideChapter) › Creating an Ad Object"
  static let presentingSection = "\(guideChapter) › Presenting an Ad"
  static let interactionSection = "\(guideChapter) › Handling User Interactions with the Ad"
  static let expirySection = "\(guideChapter) › An Ad Object's Contents Only Persist For a Limited Period of Time"
  static let errorSection = "\(guideChapter) › Handling Full-Screen Ad Errors"
  static let iPadSection = "\(guideChapter) › Full-Screen Advertisements are Only Available on iPad"
}
