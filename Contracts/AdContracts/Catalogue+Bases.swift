extension Catalogue {
  private static let aboutPause = "About iAd › Pause Nonessential Activities While Users Interact with Advertisements"
  private static let bannerChapter = "Working with Banner Views"
  private static let callbacksSection = "\(AppOpenContracts.guide) › Handle presentation callbacks"
  private static let coldStartSection = "\(AppOpenContracts.guide) › Cold starts and loading screens"

  /// Each rule's basis in its guide, by rule id; ``Contract/basis`` reads it.
  ///
  /// The English iAd guide is the banner and full-screen chapters' reference; the Russian
  /// edition of the banner chapter is cited where it adds something (edge placement).
  /// Google's app open ad guide is cited from its Japanese edition, with glosses.
  public static let bases: [String: Contract.Basis] = [
    // Banner views (iAd)
    "iad.banner.hidden-until-loaded": .init(
      .must, section: BannerContracts.loadsSection, word: "should never",
      sentence: "A banner with no ad in it is not to be on view at any time.",
      note: "\"Never\" makes it a prohibition without exception (the Russian edition reads никогда не должно, never must), and the SDK itself reports a visible empty banner as error 5."),
    "iad.banner.shown-when-loaded": .init(
      .should, section: BannerContracts.loadsSection, word: "should",
      sentence: "Rather than leave an empty box, the app is advised to bring the banner into view once an ad is there and to take it away while there is none.",
      note: "The chapter's opening \"must\" only asks the app to respond when an ad loads; for what that response is, showing the banner, the guide's word is \"should\"."),
    "iad.banner.hidden-after-failure": .init(
      .must, section: BannerContracts.errorSection, word: "must",
      sentence: "Once the banner reports that it failed to get an ad, the app has to hide it."),
    "iad.banner.recovers-after-failure": .init(
      .should, .fact, section: BannerContracts.errorSection, word: nil,
      sentence: "The banner goes on asking for ads after an error, so handling both the load and the failure callbacks keeps the banner on view exactly while it has an ad.",
      note: "A stated fact with no word of obligation; showing the banner again is the showing the guide grades \"should\" when an ad loads."),
    "iad.banner.pauses-when-covered": .init(
      .should, section: BannerContracts.touchSection, word: "should",
      sentence: "When the action is about to cover the app (willLeave NO), the app is advised to stop sound, animation and other work that needs the user before it returns.",
      note: "The About iAd overview also says \"should\" for pausing; its \"must\" is for memory warnings, and the best practices' \"must scale back\" is about leaving the ad room to run."),
    "iad.banner.resumes-after-action": .init(
      .should, section: BannerContracts.touchSection, word: "should",
      sentence: "The action-finished callback is where the app is advised to start again whatever it paused for the ad."),
    "iad.banner.resumes-after-cancel": .init(
      .should, .fact, section: BannerContracts.cancelSection, word: nil,
      sentence: "On an event that needs the user the app may cancel the action; the action then ends and the banner sends its finish callback.",
      note: "The section only permits the cancel (\"can\") and states that the finish callback follows; restarting there is the restoring the guide grades \"should\"."),
    "iad.banner.resumes-after-leaving": .init(
      .should, .fact, section: BannerContracts.touchSection, word: nil,
      sentence: "An action that moves the app to the background (willLeave YES) never covers it, and no finish callback comes for it.",
      note: "A stated fact; what it implies, restarting without waiting for the callback, is the restoring the guide grades \"should\"."),
    "iad.banner.no-pause-when-refused": .init(
      .should, .sample, section: BannerContracts.touchSection, word: nil,
      sentence: "The delegate pauses only for an action that will cover the app; Listing 2-1 suspends work only when it allows the action and willLeave is NO.",
      note: "Rests on the delegate's task list and its listing; it follows from the pausing and restoring duties, which the guide grades \"should\"."),
    "iad.banner.size-follows-orientation": .init(
      .must, section: bannerChapter, word: "must",
      sentence: "An app that supports rotation has to change the banner's size when the device turns, and a size identifier has to be in the required set before it is used.",
      note: "Changing the Banner Size Dynamically repeats the first half with \"should\"; the chapter's opening says \"must\" (the Russian edition: должен), and the SDK refuses an identifier outside the required set."),
    "iad.banner.kept-during-action": .init(
      .should, section: BannerContracts.touchSection, word: "should not",
      sentence: "On iOS 4.2 and earlier the app is advised to keep the banner alive while the user is in its ad, deleting it only after the finish callback.",
      note: "Limited to iOS 4.2 and earlier; the instruction that follows restates the same advice."),
    "iad.banner.detached-when-unused": .init(
      .should, section: BannerContracts.practicesSection, word: "avoid",
      sentence: "When the user goes to a screen with no banner and is expected to stay there long, take the banner out of the hierarchy, clear its delegate and release it; more broadly, try not to keep a banner the user cannot see.",
      note: "A best-practices bullet whose instruction holds only under its condition (a long stay on the new screen), stated in general with \"avoid\" (the Russian edition: избегите)."),
    "iad.banner.allows-actions": .init(
      .should, section: BannerContracts.touchSection, word: "should",
      sentence: "Apps are advised to let every ad action run unless running it would not be safe."),
    "iad.banner.cancels-only-when-urgent": .init(
      .should, section: "About iAd › Canceling Advertising Negatively Impacts Your Application", word: "should",
      sentence: "Apps are advised to cancel an ad only when they urgently need the user; frequent cancels lower revenue and may shrink the ads offered."),
    "iad.banner.required-sizes-minimal": .init(
      .should, section: BannerContracts.sizeSection, word: "should",
      sentence: "Every required size narrows the ads the banner can get, so the app is advised to require only the sizes it actually displays.",
      note: "The Russian edition renders this with необходимо (it is necessary); the English original, which the rule cites, says \"should\"."),
    "iad.banner.created-when-displayed": .init(
      .should, section: BannerContracts.practicesSection, word: "Best Practices",
      sentence: "Make a banner only when it is about to be shown; otherwise it cycles through ads and drains the app's supply.",
      note: "The bullet is an imperative, but the guide offers the list as principles to keep in mind, which makes it best practice."),
    "iad.banner.releases-memory-on-warning": .init(
      .must, section: aboutPause, word: "must",
      sentence: "While an ad is up, the app has to answer memory warnings by freeing objects it can rebuild once the user is done with the ad.",
      note: "Banner View Best Practices says the same with \"must\"."),
    "iad.banner.placed-at-edge": .init(
      .should, section: "\(BannerContracts.practicesSection) (Russian edition)", word: "должны",
      gloss: "should; qualified by \"whenever possible\" in a best-practices list",
      sentence: "Where it can, a banner goes at the top or bottom of the screen, so that it stands apart from the app's content and is not tapped by mistake.",
      note: "The Russian word serves for both must and should; the qualifier and the best-practices list make it advice."),
    "iad.banner.content-not-covered": .init(
      .should, .sample, section: "Banner View Concepts", word: nil,
      sentence: "The app gives the banner a part of its screen of its own; the Russian edition's Listing 2-2 shortens the content frame by the banner's height when an ad shows.",
      note: "Only a description and a listing, with no word of obligation: graded as advice."),
    "iad.banner.shared-across-screens": .init(
      .should, section: BannerContracts.practicesSection, word: "should",
      sentence: "For screens the user sees only briefly, the app is advised to make a single banner and move it onto each screen that shows ads, since a new banner needs time to get its first ad.",
      note: "A best-practices bullet, and conditional on screens seen for a short time."),

    // Full-screen ads (iAd)

    // App open ads (Google Mobile Ads), from the Japanese edition
  ]
}
