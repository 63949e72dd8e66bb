extension InterstitialContracts {
  /// Activities are paused by the time the delegate lets an ad's action cover the app.
  static let pausesWhenCovered = Contract(
    "iad.interstitial.pauses-when-covered", .should,
    title: "Activities are paused by the time the delegate lets an ad's action cover the app.",
    guide: interactionSection,
    explanation: """
      A tap on a full-screen ad asks interstitialAdActionShouldBegin(_:willLeaveApplication:); \
      with willLeave false the ad's action covers the app as soon as it returns true. The check \
      shows an ad, taps it with the activities running right before the tap, and reads the \
      activitiesRunning probe at that moment. An app that paused for a modal ad before any \
      tap has nothing for the tap to pause, and the rule does not apply to it.
      """,
    fix: "pause the screen's activities in interstitialAdActionShouldBegin(_:willLeaveApplication:) before returning true when willLeave is false.",
    basis: .init(
      .should, section: InterstitialContracts.interactionSection, word: "should",
      sentence: "When the ad's action will cover the app (willLeave NO), the app is advised to switch off sound, animation and other work that needs the user.")
  ) { (run: InterstitialRun) in
    await ActionChecks.pausesWhenCovered(run)
  }

  /// Activities resume when the ad's action finishes.
  static let resumesAfterAction = Contract(
    "iad.interstitial.resumes-after-action", .should,
    title: "Activities resume after the ad's action finishes.",
    guide: interactionSection,
    explanation: """
      interstitialAdActionDidFinish(_:) comes once the app's interface is back. The check \
      covers the app with an ad's action, the user closes it, and what ran right before the \
      tap must run again within the screen window (2 s). A screen already paused behind a \
      modal ad has nothing to restore, and the rule does not apply to it.
      """,
    fix: "restart what you paused in interstitialAdActionDidFinish(_:).",
    basis: .init(
      .should, section: InterstitialContracts.interactionSection, word: "should",
      sentence: "The action-finished callback is where the app is advised to restart what it paused when the action began.")
  ) { (run: InterstitialRun) in
    await ActionChecks.resumesAfterAction(run, finish: .interstitialAdActionDidFinish)
  }

  /// After cancelling an action, the app resumes on its own: no finish callback comes.
  static let resumesAfterCancel = Contract(
    "iad.interstitial.resumes-after-cancel", .should,
    title: "After cancelling an ad's action for an urgent event, the app resumes on its own.",
    guide: interactionSection,
    explanation: """
      Unlike a banner, a full-screen ad sends no interstitialAdActionDidFinish(_:) after \
      cancelAction(); a client that waits for it stays paused. The check sends the urgent \
      event through the subject's hook during an action: the app must cancel it and restart \
      its activities itself, each within the screen window (2 s).
      """,
    fix: "call ad.cancelAction() on the urgent event and restart the paused activities right there, without waiting for a callback.",
    basis: .init(
      .should, section: InterstitialContracts.interactionSection, word: "is still expected to",
      sentence: "After the app cancels an action no finish callback comes, and the app is still to restart what it paused on its own.",
      note: "\"Expected\" is not a word of requirement, and \"still\" carries over the restoring the section grades \"should\".")
  ) { (run: InterstitialRun) in
    await ActionChecks.resumesAfterCancel(run, after: "(no finish callback comes)")
  }

  /// Activities run again when the user comes back from an ad that left the app.
  static let resumesAfterLeaving = Contract(
    "iad.interstitial.resumes-after-leaving", .should,
    title: "After an ad that left the app, activities run again on the return to the foreground.",
    guide: interactionSection,
    explanation: """
      With willLeave true the app goes to the background and \
      interstitialAdActionDidFinish(_:) never comes. The check taps with willLeave true, \
      brings the app back after a minute, and the activitiesRunning probe must read true \
      within the screen window (2 s) An app that stays paused after any \
      trip to the background (a game's pause menu), ad or not, has nothing for the ad to \
      change, and the rule does not apply to it.
      """,
    fix: "do not pause for an action with willLeave true, or resume on the return to the foreground.",
    basis: .init(
      .should, .fact, section: InterstitialContracts.interactionSection, word: nil,
      sentence: "An action that moves the app to the background (willLeave YES) never covers it, and no finish callback comes for it.",
      note: "A stated fact; what it implies, restarting without waiting for the callback, is the restoring the guide grades \"should\".")
  ) { (run: InterstitialRun) in
    await ActionChecks.resumesAfterLeaving(run)
  }

  /// A refused action leaves the activities running.
  static let noPauseWhenRefused = Contract(
    "iad.interstitial.no-pause-when-refused", .should,
    title: "When the delegate refuses an action, the activities keep running.",
    guide: interactionSection,
    explanation: """
      Returning false means no action runs and no callback follows, so nothing may stay \
      paused. The check taps with willLeave false and true, and again in the subject's \
      busyMoment if it has one, each with the activities running right before the tap; \
      after a refusal they must run within the screen window (2 s). For a client that \
      refused none of the actions the rule does not apply.
      """,
    fix: "pause only when you return true with willLeave false.",
    basis: .init(
      .should, .sample, section: InterstitialContracts.interactionSection, word: nil,
      sentence: "The delegate pauses only for an action that will cover the app; Listing 3-4 suspends work only when it allows the action and willLeave is NO.",
      note: "Rests on the delegate's task list and its listing; it follows from the pausing and restoring duties, which the guide grades \"should\".")
  ) { (run: InterstitialRun) in
    await ActionChecks.noPauseWhenRefused(run)
  }

  /// The ad object is kept, with its delegate, while its action covers the app.
  static let keptDuringAction = Contract(
    "iad.interstitial.kept-during-action", .should,
    title: "The ad object is kept, with its delegate, while its action runs.",
    guide: interactionSection,
    explanation: """
      A tap on a full-screen ad behaves as a tap on a banner: the ad object drives the \
      action that covers the app, so releasing it or clearing its delegate mid-action \
      strands the action and loses interstitialAdActionDidFinish(_:). The check taps a \
      presented ad, then sends a memory warning, a rotation (if the app rotates) and a \
      minute of time, and watches the ad object from the moment \
      interstitialAdActionShouldBegin(_:willLeaveApplication:) is asked until the user \
      closes the action: dropping the ad or its delegate inside that method while \
      returning true breaks the rule too.
      """,
    fix: "keep the ad object and its delegate until interstitialAdActionDidFinish(_:); release it only when it unloads or fails.",
    basis: .init(
      .should, .fact, section: InterstitialContracts.interactionSection, word: nil,
      sentence: "A tap on a full-screen ad works as a tap on a banner, so the banner's advice carries over: keep the object that drives the action until its finish callback.",
      note: "The section states that the behaviour is the banner's; the banner rule rests on \"should not\" (Working with Banner Views), so this one is SHOULD too.")
  ) { (run: InterstitialRun) in
    await ActionChecks.keptDuringAction(run)
  }

  /// The delegate lets actions run unless it cannot.
  static let allowsActions = Contract(
    "iad.interstitial.allows-actions", .should,
    title: "The delegate allows ad actions.",
    guide: interactionSection,
    explanation: """
      Refused actions cost revenue. The check taps a shown ad with willLeave false and true; \
      both must be allowed.
      """,
    fix: "return true from interstitialAdActionShouldBegin(_:willLeaveApplication:) unless the app truly cannot be interrupted.",
    basis: .init(
      .should, section: InterstitialContracts.interactionSection, word: "should",
      sentence: "Apps are advised to let every ad action run unless running it would not be safe.")
  ) { (run: InterstitialRun) in
    await ActionChecks.allowsActions(run)
  }

  /// The app cancels an action only for an urgent event.
  static let cancelsOnlyWhenUrgent = Contract(
    "iad.interstitial.cancels-only-when-urgent", .should,
    title: "The app cancels an ad's action only when something urgent needs the user.",
    guide: interactionSection,
    explanation: """
      Cancelled actions cost revenue and may shrink the ads offered. During an action the \
      check sends ordinary events (a minute passing, a memory warning, two rotations); the \
      app must not call cancelAction() for any of them.
      """,
    fix: "call cancelAction() only from the code that handles an urgent event.",
    basis: .init(
      .should, section: InterstitialContracts.interactionSection, word: "should",
      sentence: "Apps are advised to cancel an action only when they urgently need the user, since cancels can cost ads and revenue.")
  ) { (run: InterstitialRun) in
    await ActionChecks.cancelsOnlyWhenUrgent(run)
  }

  /// On a memory warning during an action, the app frees what it can recreate.
  static let releasesMemoryOnWarning = Contract(
    "iad.interstitial.releases-memory-on-warning", .must,
    title: "On a memory warning during an ad's action, the app frees what it can recreate.",
    guide: interactionSection,
    explanation: """
      A rich ad takes its memory from the app's. The check covers the app with an ad's \
      action and sends a memory warning; the recreatableMemory probe must read less within \
      the release window (2 s).
      """,
    fix: "drop caches and other rebuildable objects in didReceiveMemoryWarning().",
    basis: .init(
      .must, section: "About iAd › Pause Nonessential Activities While Users Interact with Advertisements", word: "must",
      sentence: "While an ad is up, the app has to answer memory warnings by freeing objects it can rebuild once the user is done with the ad.",
      note: "The overview names both the banner and the full-screen chapters as where this applies.")
  ) { (run: InterstitialRun) in
    await ActionChecks.releasesMemoryOnWarning(run)
  }
}
