import AdSimulation
import FakeUIKit
import FakeiAd

/// The iAd banner rules of a banner's life: made only to be shown, kept through the actions
/// it runs while the app pauses and resumes around them, detached when unused, and shared
/// across screens.
extension IAdBannerRules {
  /// Leaving for a screen without ads detaches the banner.
  static let detachedWhenUnused = Rule(
    "iad.banner.detached-when-unused", .should,
    title: "Leaving for a screen without ads, the banner is removed and its delegate cleared.",
    guide: practicesSection,
    explanation: """
      A banner nobody can see keeps cycling through ads and uses up the app's inventory. \
      With a loaded banner on screen, the check moves to a screen without ads and stays \
      there a minute (the guide asks this of screens the user stays on a long time): every \
      banner still alive must be out of its superview with its delegate set to nil (or be \
      released). A shared banner that is parked that way and moved back later keeps the \
      rule.
      """,
    fix:
      "when the screen disappears, remove the banner from its superview, set its delegate to nil and release it (or park a shared banner the same way).",
    basis: .init(
      .should, section: IAdBannerRules.practicesSection, word: "avoid",
      sentence:
        "When the user goes to a screen with no banner and is expected to stay there long, take the banner out of the hierarchy, clear its delegate and release it; more broadly, try not to keep a banner the user cannot see.",
      note:
        "A best-practices bullet whose instruction holds only under its condition (a long stay on the new screen), stated in general with \"avoid\" (the Russian edition: избегите)."
    ),
    // The property: while the user stays on a screen without ads, every banner out of the
    // window is out of its superview with its delegate cleared, within a minute.
    property: Rule.Monitor { (run: IAdBannerRun) in
      .lasting(
        longerThan: .seconds(60), on: run,
        applies: { run.topAdScreen == nil && run.navigation?.topViewController != nil && !run.banners.isEmpty }
      ) {
        guard let banner = run.banners.first(where: { !$0.isInWindow && ($0.superview != nil || $0.delegate != nil) })
        else { return nil }
        let holder = banner.superview.map { "in its \(String(describing: type(of: $0)))" } ?? "out of any view"
        let delegate = banner.delegate.map { "delegate \(String(describing: type(of: $0)))" } ?? "no delegate"
        let moves = [Script.Step.navigateAway, .navigateBack, .navigateToNextAdScreen].map(\.eventName)
        let left = run.events.last { moves.contains($0.name) }.map { " since the user left at \($0.time) s" } ?? ""
        return Rule.Violation(
          expected:
            "\(banner.traceName) removed from its superview with its delegate cleared after leaving for a screen without ads",
          actual: "it stayed \(holder) with \(delegate) for over 60.0 s\(left)", at: run.lastEvent())
      }
    }
  ) { (run: IAdBannerRun) in
    guard let shown = await run.showAd() else {
      return .unmet(.bannerOnScreen, "no loaded banner came on screen before the user left")
    }
    let name = shown.traceName
    let left = run.now
    await run.perform(.navigateAway, .advance(.seconds(60)))
    // The rule's property judges the run; the wait outlasts the minute from when the
    // banners left the window.
    _ = await run.waitUntil(outlasting: .screen) {
      run.banners.allSatisfy { $0.isInWindow || ($0.superview == nil && $0.delegate == nil) }
    }
    let fate =
      run.simulation.isReleased(name)
      ? "was released"
      : shown.window != nil
        ? "moved along with the user"
        : shown.superview == nil && shown.delegate == nil
          ? "was out of any view with no delegate" : "was still attached"
    return .pass("\(name) was on screen until the user left at \(left) s and \(fate) 60.0 s later")
  }

  /// A banner is created only to be displayed.
  static let createdWhenDisplayed = Rule(
    "iad.banner.created-when-displayed", .should,
    title: "A banner is created only when the app is about to display it.",
    guide: practicesSection,
    explanation: """
      A banner requests ads from the moment it exists; one made early, or made and never \
      shown, spends inventory on ads nobody sees. The check moves between the ad screen \
      and a screen without ads; every banner must enter the window within one refresh \
      interval (30 s) of its creation.
      """,
    fix: "create the banner when its screen appears (or reuse one shared banner), not in advance.",
    basis: .init(
      .should, section: IAdBannerRules.practicesSection, word: "Best Practices",
      sentence:
        "Make a banner only when it is about to be shown; otherwise it cycles through ads and drains the app's supply.",
      note:
        "The bullet is an imperative, but the guide offers the list as principles to keep in mind, which makes it best practice."
    ),
    // The property: a banner that has had an ad enters the window within a refresh interval (30
    // s) of its creation, or within the screen window (2 s) of its first ad when that comes
    // later, judged while the user is on an ad screen: one still out of the window then, or one
    // that enters it late while the user was on an ad screen from before it was due, breaks the
    // rule. A banner that has had no ad may wait for one out of the window.
    property: Rule.Monitor { (run: IAdBannerRun) in
      var loadedAt: [String: VirtualClock.Instant] = [:]
      // When each banner was first seen, at the step that made it.
      var seenAt: [String: VirtualClock.Instant] = [:]
      // Since when the user has been on an ad screen, as the steps saw it.
      var viewingSince: VirtualClock.Instant?
      var judged = 0
      return Rule.Watch(
        names: [.bannerViewDidLoadAd],
        settledEvent: { event in
          if loadedAt[event.object] == nil { loadedAt[event.object] = event.time }
          return nil
        },
        step: {
          let viewing = run.isViewingAdScreen
          let viewedSince = viewingSince
          viewingSince = viewing ? (viewingSince ?? run.now) : nil
          for banner in run.banners {
            let name = banner.traceName
            let made = seenAt[name] ?? run.now
            seenAt[name] = made
            guard let loaded = loadedAt[name] else { continue }
            let due = max(
              made.advanced(by: ADBannerView.refreshInterval), loaded.advanced(by: Rule.Window.screen.duration))
            let entered = run.windowEntries[name]
            if let entered {
              // Only a banner that entered at this step is news.
              guard entered == run.now, due < entered, let viewedSince, viewedSince <= due else { continue }
            } else {
              guard viewing else { continue }
              judged += 1
              guard due < run.now else { continue }
            }
            let created = run.createdBanners.first { $0.object == name }
            let history = "\(name), created at \(created?.time ?? made) s with an ad since \(loaded) s,"
            return Rule.Violation(
              expected: "every banner displayed soon after it is created",
              actual: entered.map { "\(history) first entered the window at \($0) s" }
                ?? "\(history) was still not displayed at \(run.now) s",
              at: created ?? run.lastEvent())
          }
          return nil
        },
        reached: { judged > 0 || !run.windowEntries.isEmpty })
    }
  ) { (run: IAdBannerRun) in
    // Every request is answered, so a banner added to the window only once its ad loads
    // gets there too.
    for _ in 0..<4 { await run.perform(.respond(.fill(after: .seconds(2)))) }
    await run.perform(.advance(.seconds(3)))
    await run.perform(
      .advance(.seconds(40)), .navigateAway, .advance(.seconds(40)), .navigateBack,
      .advance(.seconds(40)))
    let created = run.createdBanners
    guard !created.isEmpty else { return .unmet(.bannerMade, "the app made no ADBannerView in 123 s") }
    // The rule's property judges the run.
    let entries = created.map { event in
      "\(event.object) made at \(event.time) s, in the window at \(run.windowEntries[event.object].map { "\($0) s" } ?? "no time")"
    }
    return .pass(entries.joined(separator: "; "))
  }

  /// On a memory warning during an action the app frees what it can recreate.
  static let releasesMemoryOnWarning = Rule(
    "iad.banner.releases-memory-on-warning", .must,
    title: "On a memory warning during an ad action, the app frees what it can recreate.",
    guide: "About iAd › Pause Nonessential Activities While Users Interact with Advertisements",
    explanation: """
      A rich ad takes its memory from the app's. The check covers the app with an ad and \
      sends a memory warning; the subject's recreatableMemory probe must read less than \
      before within the release window (2 s).
      """,
    fix:
      "in didReceiveMemoryWarning() (or on UIApplication.didReceiveMemoryWarningNotification), drop caches and other objects you can rebuild after the ad.",
    basis: .init(
      .must, section: "About iAd › Pause Nonessential Activities While Users Interact with Advertisements",
      word: "must",
      sentence:
        "While an ad is up, the app has to answer memory warnings by freeing objects it can rebuild once the user is done with the ad.",
      note: "Banner View Best Practices says the same with \"must\"."),
    property: ActionMonitors.releasesMemoryOnWarning(IAdBannerRun.self)
  ) { (run: IAdBannerRun) in
    await ActionChecks.releasesMemoryOnWarning(run)
  }

  /// One banner moves with the user between screens with ads.
  static let sharedAcrossScreens = Rule(
    "iad.banner.shared-across-screens", .should,
    title: "Screens with ads share one banner that moves with the user.",
    guide: practicesSection,
    explanation: """
      A new banner needs time to get its first ad, so on screens seen briefly a banner per \
      screen shows nothing. With a loaded ad on screen, the check moves to the next screen \
      with ads and back: the banner that served the ad must be on screen within the screen \
      window (2 s) each time (a banner made and never shown is left to \
      iad.banner.created-when-displayed). It applies to apps with several ad screens \
      (Subject.AdScreens.several); for an app with one, it is not applicable.
      """,
    fix: "keep one banner in an object that outlives the screens, and move it into each screen as it appears.",
    basis: .init(
      .should, section: IAdBannerRules.practicesSection, word: "should",
      sentence:
        "For screens the user sees only briefly, the app is advised to make a single banner and move it onto each screen that shows ads, since a new banner needs time to get its first ad.",
      note: "A best-practices bullet, and conditional on screens seen for a short time."),
    // The property: in an app with several ad screens, a move to the next one and back brings
    // the banner that was on screen with its ad onto the new screen within the screen window.
    property: Rule.Monitor { (run: IAdBannerRun) in
      var deadlines = Rule.Deadlines(within: Rule.Window.screen.duration)
      var moving: ADBannerView?
      let judged = run.setup.adScreens == .several
      let moves: Set<Trace.Event.Name> = [
        Script.Step.navigateToNextAdScreen.eventName, Script.Step.navigateBack.eventName,
      ]
      return Rule.Watch(
        names: moves,
        // As recorded, so the banner on screen is read before the move.
        event: { event in
          guard judged, let banner = run.loadedBannerOnScreen else { return nil }
          moving = banner
          deadlines.meetAll()
          deadlines.open(by: event)
          return nil
        },
        step: {
          if let banner = moving, banner.isOnScreen, banner.isBannerLoaded {
            deadlines.meetAll()
            moving = nil
          }
          if !run.isViewingAdScreen { deadlines.meetAll() }
          guard let late = deadlines.overdue(at: run.now), let banner = moving else { return nil }
          let other = run.loadedBannerOnScreen.map { "\($0.traceName) was on screen instead" } ?? "none was on screen"
          let made = run.madeBanners(after: late.sequence)
          let spare =
            made.isEmpty || run.loadedBannerOnScreen != nil
            ? "" : "; the app made \(made.joined(separator: ", ")), which had no ad to show"
          return Rule.Violation(
            expected:
              "\(banner.traceName), the banner with the ad, moved onto the next screen within \(deadlines.window.shortText)",
            actual: "\(other) after \(late.name.rawValue) at \(late.time) s\(spare)",
            at: run.lastEvent(atOrBefore: deadlines.due(late)))
        },
        reached: { deadlines.opened > 0 })
    }
  ) { (run: IAdBannerRun) in
    guard run.setup.adScreens == .several else {
      return .notApplicable("the app shows ads on one screen only.")
    }
    guard let first = await run.showAd() else {
      return .unmet(.bannerOnScreen, "no loaded banner came on screen before the user moved on")
    }
    var seen: [String] = []
    var made: [String] = []
    // The rule's property judges the run.
    for step in [Script.Step.navigateToNextAdScreen, .navigateBack] {
      let start = run.lastSequence
      await run.perform(step)
      let shown = await run.waitUntil(outlasting: .screen) { run.loadedBannerOnScreen === first }
      made += run.madeBanners(after: start)
      seen.append(shown.map { "on screen at \($0) s after \(step)" } ?? "not on screen after \(step)")
    }
    return .pass(
      "one banner, \(first.traceName), moved with the user: \(seen.joined(separator: "; "))"
        + (made.isEmpty ? "" : "; the app also made \(made.joined(separator: ", ")), never shown"))
  }

  /// Activities are paused by the time the delegate lets an ad cover the app.
  static let pausesWhenCovered = Rule(
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
    fix:
      "pause the screen's activities in bannerViewActionShouldBegin(_:willLeaveApplication:) before returning true when willLeave is false.",
    basis: .init(
      .should, section: IAdBannerRules.touchSection, word: "should",
      sentence:
        "When the action is about to cover the app (willLeave NO), the app is advised to stop sound, animation and other work that needs the user before it returns.",
      note:
        "The About iAd overview also says \"should\" for pausing; its \"must\" is for memory warnings, and the best practices' \"must scale back\" is about leaving the ad room to run."
    ),
    property: ActionMonitors.pausesWhenCovered(IAdBannerRun.self)
  ) { (run: IAdBannerRun) in
    await ActionChecks.pausesWhenCovered(run)
  }

  /// Activities resume when the user closes the ad.
  static let resumesAfterAction = Rule(
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
      .should, section: IAdBannerRules.touchSection, word: "should",
      sentence: "The action-finished callback is where the app is advised to start again whatever it paused for the ad."
    ),
    property: ActionMonitors.resumes(IAdBannerRun.self, .afterFinish)
  ) { (run: IAdBannerRun) in
    await ActionChecks.resumesAfterAction(run, finish: .bannerViewActionDidFinish)
  }

  /// The app cancels the action for an urgent event, then resumes.
  static let resumesAfterCancel = Rule(
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
    fix:
      "call banner.cancelAction() when the urgent event arrives, and restart the activities in bannerViewActionDidFinish(_:).",
    basis: .init(
      .should, .fact, section: IAdBannerRules.cancelSection, word: nil,
      sentence:
        "On an event that needs the user the app may cancel the action; the action then ends and the banner sends its finish callback.",
      note:
        "The section only permits the cancel (\"can\") and states that the finish callback follows; restarting there is the restoring the guide grades \"should\"."
    ),
    property: .all(
      ActionMonitors.resumes(IAdBannerRun.self, .afterCancel),
      ActionMonitors.cancelsForUrgency(IAdBannerRun.self, onlyWhenUrgent: false))
  ) { (run: IAdBannerRun) in
    await ActionChecks.resumesAfterCancel(run, after: "finished")
  }

  /// Activities run again when the user comes back from an ad that left the app.
  static let resumesAfterLeaving = Rule(
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
    fix:
      "do not pause for an action with willLeave true, or resume on the return to the foreground; never wait for bannerViewActionDidFinish(_:) after leaving.",
    basis: .init(
      .should, .fact, section: IAdBannerRules.touchSection, word: nil,
      sentence:
        "An action that moves the app to the background (willLeave YES) never covers it, and no finish callback comes for it.",
      note:
        "A stated fact; what it implies, restarting without waiting for the callback, is the restoring the guide grades \"should\"."
    ),
    property: ActionMonitors.resumes(IAdBannerRun.self, .afterLeaving)
  ) { (run: IAdBannerRun) in
    await ActionChecks.resumesAfterLeaving(run)
  }

  /// A refused action leaves the activities running.
  static let noPauseWhenRefused = Rule(
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
    fix:
      "pause only when you return true with willLeave false; when you return false, leave the activities as they were.",
    basis: .init(
      .should, .sample, section: IAdBannerRules.touchSection, word: nil,
      sentence:
        "The delegate pauses only for an action that will cover the app; Listing 2-1 suspends work only when it allows the action and willLeave is NO.",
      note:
        "Rests on the delegate's task list and its listing; it follows from the pausing and restoring duties, which the guide grades \"should\"."
    ),
    property: ActionMonitors.resumes(IAdBannerRun.self, .afterRefusal)
  ) { (run: IAdBannerRun) in
    await ActionChecks.noPauseWhenRefused(run)
  }

  /// The banner is not removed, released or cut from its delegate during an action.
  static let keptDuringAction = Rule(
    "iad.banner.kept-during-action", .should,
    title: "The banner is kept, in place and with its delegate, while its action runs.",
    guide: touchSection,
    explanation: """
      The banner drives the ad that covers the app; removing it, clearing its delegate or \
      releasing it mid-action strands the ad and loses bannerViewActionDidFinish(_:). The \
      check covers the app with an ad, then sends a memory warning, a rotation and a minute \
      of time, and watches the banner until the user closes the ad.
      """,
    fix:
      "keep the banner in its superview with its delegate until bannerViewActionDidFinish(_:); defer cleanup such as a memory-warning purge until then.",
    basis: .init(
      .should, section: IAdBannerRules.touchSection, word: "should not",
      sentence:
        "On iOS 4.2 and earlier the app is advised to keep the banner alive while the user is in its ad, deleting it only after the finish callback.",
      note: "Limited to iOS 4.2 and earlier; the instruction that follows restates the same advice."),
    property: ActionMonitors.keptDuringAction(IAdBannerRun.self)
  ) { (run: IAdBannerRun) in
    await ActionChecks.keptDuringAction(run)
  }

  /// The delegate lets actions run unless it cannot.
  static let allowsActions = Rule(
    "iad.banner.allows-actions", .should,
    title: "The delegate allows ad actions.",
    guide: touchSection,
    explanation: """
      Refusing actions costs revenue and inventory; the guide asks apps to allow them unless \
      they cannot safely do so. The check taps with willLeave false and true outside any \
      busy moment; both must be allowed.
      """,
    fix:
      "return true from bannerViewActionShouldBegin(_:willLeaveApplication:), refusing only when the app truly cannot be interrupted.",
    basis: .init(
      .should, section: IAdBannerRules.touchSection, word: "should",
      sentence: "Apps are advised to let every ad action run unless running it would not be safe."),
    property: ActionMonitors.allowsActions(IAdBannerRun.self)
  ) { (run: IAdBannerRun) in
    await ActionChecks.allowsActions(run)
  }

  /// The app cancels an action only for an urgent event.
  static let cancelsOnlyWhenUrgent = Rule(
    "iad.banner.cancels-only-when-urgent", .should,
    title: "The app cancels an ad's action only when something urgent needs the user.",
    guide: "About iAd › Canceling Advertising Negatively Impacts Your Application",
    explanation: """
      Each cancelled action costs revenue and may shrink the ads offered to the app. The \
      check covers the app with an ad and sends ordinary events (a minute passing, a memory \
      warning, two rotations); the app must not call cancelAction() for any of them.
      """,
    fix:
      "call cancelAction() only from the code that handles an urgent event, never from timers, rotations or memory warnings.",
    basis: .init(
      .should, section: "About iAd › Canceling Advertising Negatively Impacts Your Application", word: "should",
      sentence:
        "Apps are advised to cancel an ad only when they urgently need the user; frequent cancels lower revenue and may shrink the ads offered."
    ),
    property: ActionMonitors.cancelsForUrgency(IAdBannerRun.self, onlyWhenUrgent: true)
  ) { (run: IAdBannerRun) in
    await ActionChecks.cancelsOnlyWhenUrgent(run)
  }
}
