/// The rules of the iAd guide for banner views, as contracts.
///
/// Use the catalogue from a parameterised test, one test case per rule:
///
/// ```swift
/// @Test(arguments: BannerContracts.all)
/// func banner(_ contract: Contract) async {
///   await contract.expectConformance(of: .bannerScreen("Mine") { _ in MyScreen() })
/// }
/// ```
public enum BannerContracts {
  /// Every banner rule: MUST rules first, then SHOULD rules.
  public static let all: [Contract] = [
    hiddenUntilLoaded.monitored(by: BannerMonitors.hiddenUntilLoaded), hiddenAfterFailure.monitored(by: BannerMonitors.hiddenAfterFailure), sizeFollowsOrientation.monitored(by: BannerMonitors.sizeFollowsOrientation), releasesMemoryOnWarning.monitored(by: ActionMonitors.releasesMemoryOnWarning(BannerRun.self)),
    shownWhenLoaded.monitored(by: BannerMonitors.shownWhenLoaded),
    recoversAfterFailure.monitored(by: BannerMonitors.recoversAfterFailure), pausesWhenCovered.monitored(by: ActionMonitors.pausesWhenCovered(BannerRun.self)), resumesAfterAction.monitored(by: ActionMonitors.resumes(BannerRun.self, .afterFinish)),
    resumesAfterCancel.monitored(
      by: .all(ActionMonitors.resumes(BannerRun.self, .afterCancel), ActionMonitors.cancelsForUrgency(BannerRun.self, onlyWhenUrgent: false))), resumesAfterLeaving.monitored(by: ActionMonitors.resumes(BannerRun.self, .afterLeaving)), noPauseWhenRefused.monitored(by: ActionMonitors.resumes(BannerRun.self, .afterRefusal)), keptDuringAction.monitored(by: ActionMonitors.keptDuringAction(BannerRun.self)),
    detachedWhenUnused.monitored(by: BannerMonitors.detachedWhenUnused), allowsActions.monitored(by: ActionMonitors.allowsActions(BannerRun.self)), cancelsOnlyWhenUrgent.monitored(by: ActionMonitors.cancelsForUrgency(BannerRun.self, onlyWhenUrgent: true)), requiredSizesMinimal.monitored(by: BannerMonitors.requiredSizesMinimal),
    createdWhenDisplayed.monitored(by: BannerMonitors.createdWhenDisplayed), placedAtEdge.monitored(by: BannerMonitors.placedAtEdge), contentNotCovered.monitored(by: BannerMonitors.contentNotCovered), sharedAcrossScreens.monitored(by: BannerMonitors.sharedAcrossScreens),
  ]

  static let loadsSection = "Working with Banner Views › Responding When an Advertisement Loads"
  static let errorSection = "Working with Banner Views › Error Handling"
  static let touchSection = "Working with Banner Views › Responding to a Touch in the Banner View"
  static let cancelSection = "Working with Banner Views › Canceling an Advertising Action"
  static let sizeSection = "Working with Banner Views › Changing the Banner Size Dynamically"
  static let practicesSection = "Banner View Best Practices"
}
