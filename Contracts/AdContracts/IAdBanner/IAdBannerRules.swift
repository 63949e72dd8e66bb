/// The rules of the iAd guide for banner views, as rules.
///
/// Use the catalogue from a parameterised test, one test case per rule:
///
/// ```swift
/// @Test(arguments: IAdBannerRules.all)
/// func banner(_ rule: Rule) async {
///   await rule.expectConformance(of: .iAdBannerScreen("Mine") { _ in MyScreen() })
/// }
/// ```
public enum IAdBannerRules {
  /// Every banner rule: MUST rules first, then SHOULD rules.
  public static let all: [Rule] = [
    hiddenUntilLoaded,
    hiddenAfterFailure,
    sizeFollowsOrientation,
    releasesMemoryOnWarning,
    shownWhenLoaded,
    recoversAfterFailure,
    pausesWhenCovered,
    resumesAfterAction,
    resumesAfterCancel,
    resumesAfterLeaving,
    noPauseWhenRefused,
    keptDuringAction,
    detachedWhenUnused,
    allowsActions,
    cancelsOnlyWhenUrgent,
    requiredSizesMinimal,
    createdWhenDisplayed,
    placedAtEdge,
    contentNotCovered,
    sharedAcrossScreens,
  ]

  static let loadsSection = "Working with Banner Views › Responding When an Advertisement Loads"
  static let errorSection = "Working with Banner Views › Error Handling"
  static let touchSection = "Working with Banner Views › Responding to a Touch in the Banner View"
  static let cancelSection = "Working with Banner Views › Canceling an Advertising Action"
  static let sizeSection = "Working with Banner Views › Changing the Banner Size Dynamically"
  static let practicesSection = "Banner View Best Practices"
}

extension IAdBannerRules {
  /// The kind's chapter of the catalogue: its title, its rules and the behaviours they cover.
  public static let chapter = Catalogue.Chapter(
    kind: .iAdBanner, title: "Banner views (iAd)", rules: all, behaviours: behaviours)

  /// What the guide asks of a client of this kind, behaviour by behaviour.
  static let behaviours: [Coverage.Behaviour] = [
    .init(
      kind: .iAdBanner, requirement: "Show a banner only once it has an ad.", guide: IAdBannerRules.loadsSection,
      rules: ["iad.banner.hidden-until-loaded", "iad.banner.shown-when-loaded"]),
    .init(
      kind: .iAdBanner, requirement: "Take an empty banner off screen, and bring it back when an ad arrives.",
      guide: IAdBannerRules.errorSection,
      rules: ["iad.banner.hidden-after-failure", "iad.banner.recovers-after-failure"]),
    .init(
      kind: .iAdBanner, requirement: "Pause what needs the user before an ad covers the app.",
      guide: IAdBannerRules.touchSection,
      rules: ["iad.banner.pauses-when-covered"]),
    .init(
      kind: .iAdBanner, requirement: "Restart paused work when the ad's action ends, including after leaving the app.",
      guide: IAdBannerRules.touchSection,
      rules: ["iad.banner.resumes-after-action", "iad.banner.resumes-after-leaving"]),
    .init(
      kind: .iAdBanner, requirement: "Let actions run unless the app truly cannot; never stay paused after refusing.",
      guide: IAdBannerRules.touchSection,
      rules: ["iad.banner.allows-actions", "iad.banner.no-pause-when-refused"]),
    .init(
      kind: .iAdBanner, requirement: "Cancel an action only for something urgent, then restart paused work.",
      guide: IAdBannerRules.cancelSection,
      rules: ["iad.banner.resumes-after-cancel", "iad.banner.cancels-only-when-urgent"]),
    .init(
      kind: .iAdBanner, requirement: "Keep the banner in place, with its delegate, while its action runs.",
      guide: IAdBannerRules.touchSection,
      rules: ["iad.banner.kept-during-action"]),
    .init(
      kind: .iAdBanner, requirement: "Size the banner for the orientation, requiring only the sizes used.",
      guide: IAdBannerRules.sizeSection,
      rules: ["iad.banner.size-follows-orientation", "iad.banner.required-sizes-minimal"]),
    .init(
      kind: .iAdBanner,
      requirement: "Create a banner only to show it; detach it when leaving for a screen without ads.",
      guide: IAdBannerRules.practicesSection,
      rules: ["iad.banner.created-when-displayed", "iad.banner.detached-when-unused"]),
    .init(
      kind: .iAdBanner, requirement: "Share one banner among screens seen briefly.",
      guide: IAdBannerRules.practicesSection,
      rules: ["iad.banner.shared-across-screens"]),
    .init(
      kind: .iAdBanner, requirement: "Free easily rebuilt objects on a memory warning during an ad.",
      guide: "About iAd › Pause Nonessential Activities While Users Interact with Advertisements",
      rules: ["iad.banner.releases-memory-on-warning"]),
    .init(
      kind: .iAdBanner, requirement: "Place the banner at the top or bottom edge, clear of the content.",
      guide: IAdBannerRules.practicesSection,
      rules: ["iad.banner.placed-at-edge", "iad.banner.content-not-covered"]),
  ]
}
