import AdSimulation
import FakeUIKit
import FakeiAd
import Foundation

extension IAdInterstitialRules {
  static func pagesOnly(_ run: IAdInterstitialRun) -> Rule.Outcome? {
    run.setup.presentation == .page
      ? nil : .notApplicable("the client presents its ads modally, not in a view of its own.")
  }

  /// Loads an ad and runs transitions until it is presented in a view; returns the ad.
  @MainActor
  static func presentAsPage(_ run: IAdInterstitialRun) async -> ADInterstitialAd? {
    await run.loadAd()
    for _ in 0..<3 {
      await run.perform(.transition)
      _ = await run.waitUntil(.screen) { run.ads.contains { $0.hostView != nil } }
      if let ad = run.ads.first(where: { $0.hostView != nil }) { return ad }
      await run.perform(.advance(.seconds(5)))
    }
    return nil
  }

  static let notPresented = "the client never presented a loaded ad in a view"

  /// The first gap between the visible pages side by side in the container, if any: its
  /// width and where it starts.
  @MainActor
  static func gap(in container: UIView) -> (CGFloat, CGFloat)? {
    let pages = container.subviews.filter { !$0.isHidden }.sorted { $0.frame.minX < $1.frame.minX }
    for (left, right) in zip(pages, pages.dropFirst()) where right.frame.minX > left.frame.maxX {
      return (right.frame.minX - left.frame.maxX, left.frame.maxX)
    }
    return nil
  }

  /// The host view fits the screen, also after a rotation.
  static let hostViewGeometry = Rule(
    "iad.interstitial.host-view-geometry", .must,
    title: "The view hosting an ad is as wide as the screen and nearly as tall, also after a rotation.",
    guide: presentingSection,
    explanation: """
      present(in:) accepts a view in a view controller's hierarchy that is as wide as the \
      screen, no taller, and at most 113 points shorter; otherwise it returns false and the \
      page stays empty. The check presents an ad as a page, rotates to landscape and back, \
      and, within the screen window (2 s) of each rotation, holds the host view to that \
      rule for the screen of the new orientation (an app that supports one orientation is \
      not rotated).
      """,
    fix:
      "size the ad's page to the screen in viewDidLayoutSubviews() (or willRotate(to:duration:)), and check present(in:)'s result.",
    basis: .init(
      .must, section: IAdInterstitialRules.presentingSection, word: "must",
      sentence:
        "A view hosting a page ad has to be in a view controller's hierarchy, exactly as wide as the screen, no taller than it and at most 113 points shorter, and resized when the orientation changes."
    ),
    // The property: `present(in:)` accepts every host view the app gives it, and a page ad's host
    // view fits the screen, within the screen window of any change (a rotation).
    property: Rule.Monitor { (run: IAdInterstitialRun) in
      let refusal = Rule.Watch.eachEvent(named: [.presentInRefused]) { event in
        Rule.Violation(
          expected: "a host view present(in:) accepts",
          actual: "present(in:) returned false at \(event.time) s: \(event.detail)",
          at: event)
      }
      let fit = Rule.Watch.lasting(
        longerThan: Rule.Window.screen.duration, on: run,
        applies: { run.ads.contains { $0.hostView != nil && $0.isLoaded } }
      ) {
        for ad in run.ads {
          guard let host = ad.hostView, ad.isLoaded, let problem = ADInterstitialAd.hostProblem(host) else { continue }
          let window = Rule.Window.screen.duration.shortText
          return Rule.Violation(
            expected:
              "the host view sized to the screen in \(run.simulation.device.orientation.rawValue) within \(window)",
            actual: "its \(problem), for more than \(window)", at: run.lastEvent())
        }
        return nil
      }
      return Rule.Watch(
        names: [.presentInRefused], settledEvent: refusal.onSettledEvent, step: fit.onStep,
        reached: { fit.hasReached || refusal.hasReached })
    }
  ) { (run: IAdInterstitialRun) in
    if let notPages = pagesOnly(run) { return notPages }
    guard run.hasTransition else { return .unverified(IAdInterstitialRun.needsTransition) }
    // The rule's property judges the run: every
    // host view present(in:) refused, and the host view's fit after each rotation.
    guard let ad = await presentAsPage(run) else { return .unmet(.adPresented, notPresented) }
    guard run.devices.rotates else {
      return .pass(
        "present(in:) accepted the host view in \(run.devices.orientationsText), the one orientation the app supports")
    }
    var seen: [String] = []
    for orientation in [Device.Orientation.landscape, .portrait] {
      await run.perform(.rotate(orientation))
      @MainActor func problem() -> String? {
        guard let host = ad.hostView, ad.isLoaded else { return nil }
        return ADInterstitialAd.hostProblem(host)
      }
      _ = await run.waitUntil(outlasting: .screen) { problem() == nil }
      seen.append("\(orientation.rawValue) \(ad.hostView?.frameInWindow.timelineText ?? "(gone)")")
    }
    return .pass(
      "present(in:) accepted the host view, which fit the screen after each rotation: \(seen.joined(separator: ", "))")
  }

  /// The app leaves the ad's own view alone.
  static let hostViewUntouched = Rule(
    "iad.interstitial.host-view-untouched", .must,
    title: "The app leaves the ad's own view inside the host view alone.",
    guide: presentingSection,
    explanation: """
      present(in:) adds the ad's own view to the host view; the ad owns it. The check \
      presents an ad as a page, then rotates, sends a memory warning and turns pages: the \
      app must not move, resize, hide, fade or remove the ad's view (it may move or resize \
      the host view itself).
      """,
    fix: "lay out and remove only your own page view; never touch its subviews that the ad added.",
    basis: .init(
      .must, section: IAdInterstitialRules.presentingSection, word: "Do not",
      sentence:
        "The subview the ad puts into the host view belongs to the ad: the app leaves it unchanged and uncovered, though it may move the host view itself."
    ),
    // The property: the app never moves, resizes, hides, fades or removes the ad's own view.
    property: Rule.Monitor { (_: IAdInterstitialRun) in
      .eachEvent(named: [.appChangedTheAdsView, .presentInAccepted]) { event in
        guard event.name == .appChangedTheAdsView else { return nil }
        return Rule.Violation(
          expected: "the ad's own view left alone", actual: "the app changed it at \(event.time) s: \(event.detail)",
          at: event)
      }
    }
  ) { (run: IAdInterstitialRun) in
    if let notPages = pagesOnly(run) { return notPages }
    guard run.hasTransition else { return .unverified(IAdInterstitialRun.needsTransition) }
    guard let ad = await presentAsPage(run) else { return .unmet(.adPresented, notPresented) }
    let presented = run.now
    // The rule's property judges the run.
    var steps: [Script.Step] = [.memoryWarning, .transition]
    if run.devices.rotates { steps = [.rotate(.landscape), .memoryWarning, .rotate(.portrait), .transition] }
    for step in steps { await run.perform(step) }
    return .pass(
      "\(ad.traceName)'s own view stayed as the ad left it from \(presented) s through \(run.devices.rotates ? "two rotations, " : "")a memory warning and a page turn"
    )
  }

  /// After a page ad unloads, its page goes and the gap closes.
  static let pageRemovedAfterUnload = Rule(
    "iad.interstitial.page-removed-after-unload", .should,
    title: "After a page ad unloads, its page is removed and the pages close the gap.",
    guide: expirySection,
    explanation: """
      An unloaded ad leaves its page empty. The check presents an ad as a page, turns past \
      it, and lets it expire (600 s); within the screen window (2 s) of \
      interstitialAdDidUnload the host page must be out of its superview, and the pages \
      left there must sit edge to edge, with no empty slot.
      """,
    fix: "in interstitialAdDidUnload(_:), remove the ad's page from the list and move the following pages up by one.",
    basis: .init(
      .should, section: IAdInterstitialRules.expirySection, word: "might",
      sentence:
        "Beyond releasing the object, a modeless app might take away the page that hosted the ad and move the other pages to close the gap.",
      note:
        "Offered as an extra task the app may need, with an example; the testing checklist asks about it only as a question."
    ),
    // The property: within the screen window of a page ad's `interstitialAdDidUnload`, its page is
    // out of its superview and the pages left there sit edge to edge.
    property: Rule.Monitor { (run: IAdInterstitialRun) in
      let judged = run.setup.presentation == .page
      var hosts: [String: UIView] = [:]
      var pending: [(end: Trace.Event, host: UIView, container: UIView)] = []
      return Rule.Watch(
        names: [.presentInAccepted, .interstitialAdDidUnload],
        event: { event in
          guard judged else { return nil }
          if event.name == .presentInAccepted {
            if let host = run.ads.first(where: { $0.traceName == event.object })?.hostView {
              hosts[event.object] = host
            }
          } else if let host = hosts.removeValue(forKey: event.object), let container = host.superview {
            pending.append((event, host, container))
          }
          return nil
        },
        step: {
          pending.removeAll { $0.host.superview == nil && gap(in: $0.container) == nil }
          guard let late = pending.first(where: { $0.end.time.duration(to: run.now) > Rule.Window.screen.duration })
          else {
            return nil
          }
          pending.removeAll { $0.end.sequence == late.end.sequence }
          let window = Rule.Window.screen.duration.shortText
          if late.host.superview != nil {
            return Rule.Violation(
              expected: "the ad's page removed within \(window) of interstitialAdDidUnload",
              actual:
                "the empty page stayed at \(late.host.frame.timelineText) in its \(String(describing: type(of: late.container)))",
              at: run.lastEvent(atOrBefore: late.end.time.advanced(by: Rule.Window.screen.duration)))
          }
          let (width, x) = gap(in: late.container) ?? (0, 0)
          return Rule.Violation(
            expected: "the pages closed up within \(window) of the ad's page going",
            actual: "a gap of \(Int(width)) points was left at x = \(Int(x))",
            at: run.lastEvent(atOrBefore: late.end.time.advanced(by: Rule.Window.screen.duration)))
        },
        reached: { !hosts.isEmpty || !pending.isEmpty })
    }
  ) { (run: IAdInterstitialRun) in
    if let notPages = pagesOnly(run) { return notPages }
    guard run.hasTransition else { return .unverified(IAdInterstitialRun.needsTransition) }
    guard let ad = await presentAsPage(run), let host = ad.hostView, let container = host.superview else {
      return .unmet(.adPresented, notPresented)
    }
    let name = ad.traceName
    await run.perform(.transition)
    guard let end = await run.advanceUntilEnd(of: name, within: IAdInterstitialRun.adLifetime) else {
      return .unmet(.adEnded, "\(name) never unloaded in 600 s")
    }
    let closed = await run.waitUntil(outlasting: .screen) {
      host.superview == nil && gap(in: container) == nil
    }
    // The rule's property judges the run.
    return .pass(
      closed.map {
        "\(name) unloaded at \(end.time) s and by \($0) s its page was gone and \(container.subviews.count) pages sat edge to edge"
      } ?? "\(name) unloaded at \(end.time) s and at \(run.now) s its page or a gap between the pages was still there")
  }
}

extension IAdInterstitialRules {
  /// Activities are paused by the time the delegate lets an ad's action cover the app.
  static let pausesWhenCovered = Rule(
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
    fix:
      "pause the screen's activities in interstitialAdActionShouldBegin(_:willLeaveApplication:) before returning true when willLeave is false.",
    basis: .init(
      .should, section: IAdInterstitialRules.interactionSection, word: "should",
      sentence:
        "When the ad's action will cover the app (willLeave NO), the app is advised to switch off sound, animation and other work that needs the user."
    ),
    property: ActionMonitors.pausesWhenCovered(IAdInterstitialRun.self)
  ) { (run: IAdInterstitialRun) in
    await ActionChecks.pausesWhenCovered(run)
  }

  /// Activities resume when the ad's action finishes.
  static let resumesAfterAction = Rule(
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
      .should, section: IAdInterstitialRules.interactionSection, word: "should",
      sentence:
        "The action-finished callback is where the app is advised to restart what it paused when the action began."),
    property: ActionMonitors.resumes(IAdInterstitialRun.self, .afterFinish)
  ) { (run: IAdInterstitialRun) in
    await ActionChecks.resumesAfterAction(run, finish: .interstitialAdActionDidFinish)
  }

  /// After cancelling an action, the app resumes on its own: no finish callback comes.
  static let resumesAfterCancel = Rule(
    "iad.interstitial.resumes-after-cancel", .should,
    title: "After cancelling an ad's action for an urgent event, the app resumes on its own.",
    guide: interactionSection,
    explanation: """
      Unlike a banner, a full-screen ad sends no interstitialAdActionDidFinish(_:) after \
      cancelAction(); a client that waits for it stays paused. The check sends the urgent \
      event through the subject's hook during an action: the app must cancel it and restart \
      its activities itself, each within the screen window (2 s).
      """,
    fix:
      "call ad.cancelAction() on the urgent event and restart the paused activities right there, without waiting for a callback.",
    basis: .init(
      .should, section: IAdInterstitialRules.interactionSection, word: "is still expected to",
      sentence:
        "After the app cancels an action no finish callback comes, and the app is still to restart what it paused on its own.",
      note:
        "\"Expected\" is not a word of requirement, and \"still\" carries over the restoring the section grades \"should\"."
    ),
    property: .all(
      ActionMonitors.resumes(IAdInterstitialRun.self, .afterCancel),
      ActionMonitors.cancelsForUrgency(IAdInterstitialRun.self, onlyWhenUrgent: false))
  ) { (run: IAdInterstitialRun) in
    await ActionChecks.resumesAfterCancel(run, after: "(no finish callback comes)")
  }

  /// Activities run again when the user comes back from an ad that left the app.
  static let resumesAfterLeaving = Rule(
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
      .should, .fact, section: IAdInterstitialRules.interactionSection, word: nil,
      sentence:
        "An action that moves the app to the background (willLeave YES) never covers it, and no finish callback comes for it.",
      note:
        "A stated fact; what it implies, restarting without waiting for the callback, is the restoring the guide grades \"should\"."
    ),
    property: ActionMonitors.resumes(IAdInterstitialRun.self, .afterLeaving)
  ) { (run: IAdInterstitialRun) in
    await ActionChecks.resumesAfterLeaving(run)
  }

  /// A refused action leaves the activities running.
  static let noPauseWhenRefused = Rule(
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
      .should, .sample, section: IAdInterstitialRules.interactionSection, word: nil,
      sentence:
        "The delegate pauses only for an action that will cover the app; Listing 3-4 suspends work only when it allows the action and willLeave is NO.",
      note:
        "Rests on the delegate's task list and its listing; it follows from the pausing and restoring duties, which the guide grades \"should\"."
    ),
    property: ActionMonitors.resumes(IAdInterstitialRun.self, .afterRefusal)
  ) { (run: IAdInterstitialRun) in
    await ActionChecks.noPauseWhenRefused(run)
  }

  /// The ad object is kept, with its delegate, while its action covers the app.
  static let keptDuringAction = Rule(
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
    fix:
      "keep the ad object and its delegate until interstitialAdActionDidFinish(_:); release it only when it unloads or fails.",
    basis: .init(
      .should, .fact, section: IAdInterstitialRules.interactionSection, word: nil,
      sentence:
        "A tap on a full-screen ad works as a tap on a banner, so the banner's advice carries over: keep the object that drives the action until its finish callback.",
      note:
        "The section states that the behaviour is the banner's; the banner rule rests on \"should not\" (Working with Banner Views), so this one is SHOULD too."
    ),
    property: ActionMonitors.keptDuringAction(IAdInterstitialRun.self)
  ) { (run: IAdInterstitialRun) in
    await ActionChecks.keptDuringAction(run)
  }

  /// The delegate lets actions run unless it cannot.
  static let allowsActions = Rule(
    "iad.interstitial.allows-actions", .should,
    title: "The delegate allows ad actions.",
    guide: interactionSection,
    explanation: """
      Refused actions cost revenue. The check taps a shown ad with willLeave false and true; \
      both must be allowed.
      """,
    fix:
      "return true from interstitialAdActionShouldBegin(_:willLeaveApplication:) unless the app truly cannot be interrupted.",
    basis: .init(
      .should, section: IAdInterstitialRules.interactionSection, word: "should",
      sentence: "Apps are advised to let every ad action run unless running it would not be safe."),
    property: ActionMonitors.allowsActions(IAdInterstitialRun.self)
  ) { (run: IAdInterstitialRun) in
    await ActionChecks.allowsActions(run)
  }

  /// The app cancels an action only for an urgent event.
  static let cancelsOnlyWhenUrgent = Rule(
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
      .should, section: IAdInterstitialRules.interactionSection, word: "should",
      sentence:
        "Apps are advised to cancel an action only when they urgently need the user, since cancels can cost ads and revenue."
    ),
    property: ActionMonitors.cancelsForUrgency(IAdInterstitialRun.self, onlyWhenUrgent: true)
  ) { (run: IAdInterstitialRun) in
    await ActionChecks.cancelsOnlyWhenUrgent(run)
  }

  /// On a memory warning during an action, the app frees what it can recreate.
  static let releasesMemoryOnWarning = Rule(
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
      .must, section: "About iAd › Pause Nonessential Activities While Users Interact with Advertisements",
      word: "must",
      sentence:
        "While an ad is up, the app has to answer memory warnings by freeing objects it can rebuild once the user is done with the ad.",
      note: "The overview names both the banner and the full-screen chapters as where this applies."),
    property: ActionMonitors.releasesMemoryOnWarning(IAdInterstitialRun.self)
  ) { (run: IAdInterstitialRun) in
    await ActionChecks.releasesMemoryOnWarning(run)
  }
}
