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
    fix: "pause the screen's activities in bannerViewActionShouldBegin(_:willLeaveApplication:) before returning true when willLeave is false."
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
    fix: "restart the paused activities in bannerViewActionDidFinish(_:)."
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
    fix: "call banner.cancelAction() when the urgent event arrives, and restart the activities in bannerViewActionDidFinish(_:)."
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
    fix: "do not pause for an action with willLeave true, or resume on the return to the foreground; never wait for bannerViewActionDidFinish(_:) after leaving."
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
    fix: "pause only when you return true with willLeave false; when you return false, leave the activities as they were."
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
    fix: "keep the banner in its superview with its delegate until bannerViewActionDidFinish(_:); defer cleanup such as a memory-warning purge until then."
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
    fix: "return true from bannerViewActionShouldBegin(_:willLeaveApplication:), refusing only when the app truly cannot be interrupted."
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
    fix: "call cancelAction() only from the code that handles an urgent event, never from timers, rotations or memory warnings."
  ) { (run: BannerRun) in
    await ActionChecks.cancelsOnlyWhenUrgent(run)
  }
}
