import AdSimulation
import FakeiAd

extension BannerContracts {
  /// Activities are paused by the time the delegate lets an ad cover the app.
  static let pausesWhenCovered = Contract(
    "iad.banner.pauses-when-covered", .should,
    title: "Activities are paused by the time the delegate lets an ad cover the app.",
    guide: touchSection,
    explanation: """
      With willLeave false the ad covers the app as soon as \
      bannerViewActionShouldBegin(_:willLeaveApplication:) returns true, while the app keeps \
      running: sound, animation and game play should already be paused. With the \
      activities running right before the tap, the check reads the activitiesRunning \
      probe at the moment the delegate method returns true.
      """,
    fix: "pause the screen's activities in bannerViewActionShouldBegin(_:willLeaveApplication:) before returning true when willLeave is false.",
    basis: .init(
      .should, section: BannerContracts.touchSection, word: "should",
      sentence: "When the action is about to cover the app (willLeave NO), the app is advised to stop sound, animation and other work that needs the user before it returns.",
      note: "The About iAd overview also says \"should\" for pausing; its \"must\" is for memory warnings, and the best practices' \"must scale back\" is about leaving the ad room to run.")
  ) { (run: BannerRun) in
    await ActionChecks.pausesWhenCovered(run)
  }

  /// Activities resume when the user closes the ad.
  static let resumesAfterAction = Contract(
    "iad.banner.resumes-after-action", .should,
    title: "Activities resume after the ad's action finishes.",
    guide: touchSection,
    explanation: """
      bannerViewActionDidFinish(_:) comes once the app's interface is back; whatever was \
      paused for the ad should start again there. With the activities running right \
      before the tap, the check covers the app with an ad, the user closes it, and the \
      activitiesRunning probe must read true within the screen window (2 s) of \
      bannerViewActionDidFinish(_:).
      """,
    fix: "restart the paused activities in bannerViewActionDidFinish(_:).",
    basis: .init(
      .should, section: BannerContracts.touchSection, word: "should",
      sentence: "The action-finished callback is where the app is advised to start again whatever it paused for the ad.")
  ) { (run: BannerRun) in
    await ActionChecks.resumesAfterAction(run, finish: .bannerViewActionDidFinish)
  }

  /// The app cancels the action for an urgent event, then resumes.
  static let resumesAfterCancel = Contract(
    "iad.banner.resumes-after-cancel", .should,
    title: "On an urgent event the app cancels the ad's action, then resumes its activities.",
    guide: cancelSection,
    explanation: """
      When something needs the user at once (an incoming call), the app calls \
      cancelAction(); the banner then sends bannerViewActionDidFinish(_:) and the app should \
      restart what it paused. The check sends the urgent event through the subject's \
      urgentEvent hook during a covering action; cancelAction() and then the running \
      activities must each come within the screen window (2 s).
      """,
    fix: "call banner.cancelAction() when the urgent event arrives, and restart the activities in bannerViewActionDidFinish(_:).",
    basis: .init(
      .should, .fact, section: BannerContracts.cancelSection, word: nil,
      sentence: "On an event that needs the user the app may cancel the action; the action then ends and the banner sends its finish callback.",
      note: "The section only permits the cancel (\"can\") and states that the finish callback follows; restarting there is the restoring the guide grades \"should\".")
  ) { (run: BannerRun) in
    await ActionChecks.resumesAfterCancel(run, after: "finished")
  }

  /// Activities run again when the user comes back from an ad that left the app.
  static let resumesAfterLeaving = Contract(
    "iad.banner.resumes-after-leaving", .should,
    title: "After an ad that left the app, activities run again on the return to the foreground.",
    guide: touchSection,
    explanation: """
      With willLeave true the app goes to the background and bannerViewActionDidFinish(_:) \
      never comes. A client that waits for it stays paused for good. With the activities \
      running right before the tap, the check taps with willLeave true, brings the app \
      back after a minute, and the activitiesRunning probe must read true within the \
      screen window (2 s) An app that stays paused after any \
      trip to the background (a game's pause menu), ad or not, has nothing for the ad to \
      change, and the rule does not apply to it.
      """,
    fix: "do not pause for an action with willLeave true, or resume on the return to the foreground; never wait for bannerViewActionDidFinish(_:) after leaving.",
    basis: .init(
      .should, .fact, section: BannerContracts.touchSection, word: nil,
      sentence: "An action that moves the app to the background (willLeave YES) never covers it, and no finish callback comes for it.",
      note: "A stated fact; what it implies, restarting without waiting for the callback, is the restoring the guide grades \"should\".")
  ) { (run: BannerRun) in
    await ActionChecks.resumesAfterLeaving(run)
  }

  /// A refused action leaves the activities running.
  static let noPauseWhenRefused = Contract(
    "iad.banner.no-pause-when-refused", .should,
    title: "When the delegate refuses an action, the activities keep running.",
    guide: touchSection,
    explanation: """
      Returning false from bannerViewActionShouldBegin(_:willLeaveApplication:) means no ad \
      covers the app and no finish callback will come, so nothing may stay paused. The check \
      taps with willLeave false and true, and again during the subject's busyMoment if it \
      has that hook, each time with the activities running right before the tap; after \
      every refusal the activitiesRunning probe must read true within the screen window \
      (2 s). For a client that refused none of the actions the rule does not apply.
      """,
    fix: "pause only when you return true with willLeave false; when you return false, leave the activities as they were.",
    basis: .init(
      .should, .sample, section: BannerContracts.touchSection, word: nil,
      sentence: "The delegate pauses only for an action that will cover the app; Listing 2-1 suspends work only when it allows the action and willLeave is NO.",
      note: "Rests on the delegate's task list and its listing; it follows from the pausing and restoring duties, which the guide grades \"should\".")
  ) { (run: BannerRun) in
    await ActionChecks.noPauseWhenRefused(run)
  }

  /// The banner is not removed, released or cut from its delegate during an action.
  static let keptDuringAction = Contract(
    "iad.banner.kept-during-action", .should,
    title: "The banner is kept, in place and with its delegate, while its action runs.",
    guide: touchSection,
    explanation: """
      The banner drives the ad that covers the app; removing it, clearing its delegate or \
      releasing it mid-action strands the ad and loses bannerViewActionDidFinish(_:). The \
      check covers the app with an ad, then sends a memory warning, a rotation and a minute \
      of time, and watches the banner until the user closes the ad.
      """,
    fix: "keep the banner in its superview with its delegate until bannerViewActionDidFinish(_:); defer cleanup such as a memory-warning purge until then.",
    basis: .init(
      .should, section: BannerContracts.touchSection, word: "should not",
      sentence: "On iOS 4.2 and earlier the app is advised to keep the banner alive while the user is in its ad, deleting it only after the finish callback.",
      note: "Limited to iOS 4.2 and earlier; the instruction that follows restates the same advice.")
  ) { (run: BannerRun) in
    await ActionChecks.keptDuringAction(run)
  }

  /// The delegate lets actions run unless it cannot.
  static let allowsActions = Contract(
    "iad.banner.allows-actions", .should,
    title: "The delegate allows ad actions.",
    guide: touchSection,
    explanation: """
      Refusing actions costs revenue and inventory; the guide asks apps to allow them unless \
      they cannot safely do so. The check taps with willLeave false and true outside any \
      busy moment; both must be allowed.
      """,
    fix: "return true from bannerViewActionShouldBegin(_:willLeaveApplication:), refusing only when the app truly cannot be interrupted.",
    basis: .init(
      .should, section: BannerContracts.touchSection, word: "should",
      sentence: "Apps are advised to let every ad action run unless running it would not be safe.")
  ) { (run: BannerRun) in
    await ActionChecks.allowsActions(run)
  }

  /// The app cancels an action only for an urgent event.
  static let cancelsOnlyWhenUrgent = Contract(
    "iad.banner.cancels-only-when-urgent", .should,
    title: "The app cancels an ad's action only when something urgent needs the user.",
    guide: "About iAd › Canceling Advertising Negatively Impacts Your Application",
    explanation: """
      Each cancelled action costs revenue and may shrink the ads offered to the app. The \
      check covers the app with an ad and sends ordinary events (a minute passing, a memory \
      warning, two rotations); the app must not call cancelAction() for any of them.
      """,
    fix: "call cancelAction() only from the code that handles an urgent event, never from timers, rotations or memory warnings.",
    basis: .init(
      .should, section: "About iAd › Canceling Advertising Negatively Impacts Your Application", word: "should",
      sentence: "Apps are advised to cancel an ad only when they urgently need the user; frequent cancels lower revenue and may shrink the ads offered.")
  ) { (run: BannerRun) in
    await ActionChecks.cancelsOnlyWhenUrgent(run)
  }
}
