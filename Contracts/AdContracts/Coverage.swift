/// What the guides ask of a delegate, behaviour by behaviour, and the rules that check it.
///
/// `adconform coverage` writes this as `Contracts/COVERAGE.md`; a test fails when that
/// file is out of date.
public enum Coverage {
  /// One behaviour the guides require of a client, in the project's words.
  public struct Behaviour: Sendable, Hashable {
    /// The kind of ad.
    public let kind: Contract.Kind
    /// What the client must do.
    public let requirement: String
    /// The guide section it comes from.
    public let guide: String
    /// The ids of the rules that check it.
    public let rules: [String]
  }

  /// Every behaviour, banner first, then full-screen ads, then app open ads.
  public static let behaviours: [Behaviour] = [
    .init(kind: .banner, requirement: "Show a banner only once it has an ad.", guide: BannerContracts.loadsSection,
          rules: ["iad.banner.hidden-until-loaded", "iad.banner.shown-when-loaded"]),
    .init(kind: .banner, requirement: "Take an empty banner off screen, and bring it back when an ad arrives.", guide: BannerContracts.errorSection,
          rules: ["iad.banner.hidden-after-failure", "iad.banner.recovers-after-failure"]),
    .init(kind: .banner, requirement: "Pause what needs the user before an ad covers the app.", guide: BannerContracts.touchSection,
          rules: ["iad.banner.pauses-when-covered"]),
    .init(kind: .banner, requirement: "Restart paused work when the ad's action ends, including after leaving the app.", guide: BannerContracts.touchSection,
          rules: ["iad.banner.resumes-after-action", "iad.banner.resumes-after-leaving"]),
    .init(kind: .banner, requirement: "Let actions run unless the app truly cannot; never stay paused after refusing.", guide: BannerContracts.touchSection,
          rules: ["iad.banner.allows-actions", "iad.banner.no-pause-when-refused"]),
    .init(kind: .banner, requirement: "Cancel an action only for something urgent, then restart paused work.", guide: BannerContracts.cancelSection,
          rules: ["iad.banner.resumes-after-cancel", "iad.banner.cancels-only-when-urgent"]),
    .init(kind: .banner, requirement: "Keep the banner in place, with its delegate, while its action runs.", guide: BannerContracts.touchSection,
          rules: ["iad.banner.kept-during-action"]),
    .init(kind: .banner, requirement: "Size the banner for the orientation, requiring only the sizes used.", guide: BannerContracts.sizeSection,
          rules: ["iad.banner.size-follows-orientation", "iad.banner.required-sizes-minimal"]),
    .init(kind: .banner, requirement: "Create a banner only to show it; detach it when leaving for a screen without ads.", guide: BannerContracts.practicesSection,
          rules: ["iad.banner.created-when-displayed", "iad.banner.detached-when-unused"]),
    .init(kind: .banner, requirement: "Share one banner among screens seen briefly.", guide: BannerContracts.practicesSection,
          rules: ["iad.banner.shared-across-screens"]),
    .init(kind: .banner, requirement: "Free easily rebuilt objects on a memory warning during an ad.", guide: "About iAd › Pause Nonessential Activities While Users Interact with Advertisements",
          rules: ["iad.banner.releases-memory-on-warning"]),
    .init(kind: .banner, requirement: "Place the banner at the top or bottom edge, clear of the content.", guide: BannerContracts.practicesSection,
          rules: ["iad.banner.placed-at-edge", "iad.banner.content-not-covered"]),
    .init(kind: .interstitial, requirement: "Use full-screen ads on iPad only.", guide: InterstitialContracts.iPadSection,
          rules: ["iad.interstitial.pad-only"]),
    .init(kind: .interstitial, requirement: "Present only a loaded ad; at a break without one, carry on.", guide: InterstitialContracts.presentingSection,
          rules: ["iad.interstitial.presents-only-loaded", "iad.interstitial.skips-when-not-loaded"]),
    .init(kind: .interstitial, requirement: "Keep one ad object at a time and make the next after it unloads.", guide: InterstitialContracts.creatingSection,
          rules: ["iad.interstitial.one-at-a-time", "iad.interstitial.next-ad-after-unload"]),
    .init(kind: .interstitial, requirement: "Release the ad object once it unloads or fails, and keep errors from the user.", guide: InterstitialContracts.expirySection,
          rules: ["iad.interstitial.released-after-unload", "iad.interstitial.released-after-failure"]),
    .init(kind: .interstitial, requirement: "Host a page ad in a view the size of the screen, and leave the ad's own view alone.", guide: InterstitialContracts.presentingSection,
          rules: ["iad.interstitial.host-view-geometry", "iad.interstitial.host-view-untouched"]),
    .init(kind: .interstitial, requirement: "Remove an unloaded ad's page and close the gap.", guide: InterstitialContracts.expirySection,
          rules: ["iad.interstitial.page-removed-after-unload"]),
    .init(kind: .interstitial, requirement: "Present at a natural break, before the content expires.", guide: InterstitialContracts.presentingSection,
          rules: ["iad.interstitial.no-modal-on-load", "iad.interstitial.presented-before-expiry"]),
    .init(kind: .interstitial, requirement: "Pause for an ad's action and restore afterwards, also after a cancel, which sends no callback.", guide: InterstitialContracts.interactionSection,
          rules: ["iad.interstitial.pauses-when-covered", "iad.interstitial.resumes-after-action", "iad.interstitial.resumes-after-cancel",
                  "iad.interstitial.resumes-after-leaving", "iad.interstitial.no-pause-when-refused"]),
    .init(kind: .interstitial, requirement: "Keep the ad object, with its delegate, while its action runs.", guide: InterstitialContracts.interactionSection,
          rules: ["iad.interstitial.kept-during-action"]),
    .init(kind: .interstitial, requirement: "Allow actions, cancel them only when urgent, and free memory when warned.", guide: InterstitialContracts.interactionSection,
          rules: ["iad.interstitial.allows-actions", "iad.interstitial.cancels-only-when-urgent", "iad.interstitial.releases-memory-on-warning"]),
    .init(kind: .appOpen, requirement: "Test only with Google's test ad units.", guide: AppOpenContracts.testSection,
          rules: ["gma.app-open.test-ids-under-test"]),
    .init(kind: .appOpen, requirement: "Load ahead in a manager, one load at a time, whenever no ad is available.", guide: AppOpenContracts.managerSection,
          rules: ["gma.app-open.single-load", "gma.app-open.loads-when-unavailable"]),
    .init(kind: .appOpen, requirement: "Show an available ad when the app comes to the foreground, one at a time.", guide: AppOpenContracts.foregroundSection,
          rules: ["gma.app-open.shows-on-foreground", "gma.app-open.single-presentation"]),
    .init(kind: .appOpen, requirement: "Set the content delegate; drop the ad and load the next after a dismissal or a failed presentation.", guide: AppOpenContracts.showSection,
          rules: ["gma.app-open.delegate-set-before-present", "gma.app-open.reloads-after-dismiss",
                  "gma.app-open.reloads-after-present-failure", "gma.app-open.never-reuses-ad"]),
    .init(kind: .appOpen, requirement: "Clear the loading state after a failed load, without retrying in a loop.", guide: AppOpenContracts.loadSection,
          rules: ["gma.app-open.recovers-after-load-failure", "gma.app-open.no-retry-storm"]),
    .init(kind: .appOpen, requirement: "Treat an ad loaded four hours ago or more as unavailable.", guide: AppOpenContracts.expirySection,
          rules: ["gma.app-open.never-presents-expired"]),
    .init(kind: .appOpen, requirement: "On a cold start, show the ad only over the loading screen, and end that screen with the ad.", guide: AppOpenContracts.practicesSection,
          rules: ["gma.app-open.cold-start-only-on-loading-screen", "gma.app-open.dismisses-loading-screen"]),
    .init(kind: .appOpen, requirement: "Show app open ads only to users who have opened the app a few times.", guide: AppOpenContracts.practicesSection,
          rules: ["gma.app-open.waits-for-returning-users"]),
  ]

  /// The coverage table as Markdown, as `Contracts/COVERAGE.md` holds it.
  public static func markdown() -> String {
    var lines = [
      "# Coverage",
      "",
      "What the guides ask of a delegate, and the rules that check it. Generated by",
      "`swift run adconform coverage > Contracts/COVERAGE.md`; a test fails when this file is",
      "out of date.",
    ]
    let titles: [Contract.Kind: String] = [
      .banner: "Banner views (iAd)", .interstitial: "Full-screen ads (iAd)", .appOpen: "App open ads (Google Mobile Ads)",
    ]
    for kind in Contract.Kind.allCases {
      lines += ["", "## \(titles[kind] ?? kind.rawValue)", "", "| Behaviour | Guide | Rules |", "|---|---|---|"]
      for behaviour in behaviours where behaviour.kind == kind {
        let rules = behaviour.rules.map { id -> String in
          let severity = Catalogue.contract(withID: id)?.severity.rawValue ?? "?"
          return "`\(id)` (\(severity))"
        }
        lines.append("| \(behaviour.requirement) | \(behaviour.guide) | \(rules.joined(separator: "<br>")) |")
      }
      lines += gradeTable(for: kind)
    }
    let total = Catalogue.all.count
    lines += ["", "\(behaviours.count) behaviours, checked by \(total) rules.", ""]
    return lines.joined(separator: "\n")
  }

  /// Where each rule of a kind stands in its guide, and the word that grades it.
  static func gradeTable(for kind: Contract.Kind) -> [String] {
    var lines = [
      "",
      "### Grades",
      "",
      "A rule's grade follows the guide's own word: must, never, required or a prohibition make it",
      "MUST; should, avoid, consider, recommend or a best-practices list make it SHOULD. The guide's",
      "sentence is given in our words.",
      "",
      "| Rule | Grade | Section | The guide's word | What the guide says | Why this grade |",
      "|---|---|---|---|---|---|",
    ]
    for contract in Catalogue.contracts(for: kind) {
      let basis = contract.basis
      let cells = [
        "`\(contract.id)`", basis.grade.rawValue, basis.section, basis.wordText, basis.sentence, basis.note ?? "",
      ]
      lines.append("| \(cells.joined(separator: " | ")) |")
    }
    return lines
  }
}
