import AdSimulation
import FakeiAd

extension IAdInterstitialRules {
  /// The app presents only an ad that has loaded.
  static let presentsOnlyLoaded = Rule(
    "iad.interstitial.presents-only-loaded", .must,
    title: "The app presents an ad only once it has loaded.",
    guide: presentingSection,
    explanation: """
      Presenting an ad whose isLoaded is false throws on a device. The check reaches a \
      transition while the ad is still loading (it fills after 10 s), then another once it \
      has loaded; no present call may find the ad unloaded.
      """,
    fix: "check ad.isLoaded (or wait for interstitialAdDidLoad) before present(from:) or present(in:).",
    basis: .init(
      .must, .sample, section: IAdInterstitialRules.presentingSection, word: nil,
      sentence:
        "An ad can be presented after it has loaded its content; the modal listing checks loaded before presenting.",
      note:
        "No word of obligation; graded MUST because presenting an ad that has not loaded raises an exception in the SDK (ADInterstitialAd's header)."
    ),
    // The property: no presentation of an ad that has not loaded: the SDK records it as misuse.
    property: Rule.Monitor { (run: IAdInterstitialRun) in
      .eachEvent { event in
        guard event.kind == .misuse, event.text("reason") == "notLoaded" else { return nil }
        return Rule.Violation(
          expected: "a present call only once interstitialAdDidLoad has come",
          actual: "the app called \(event.name) on \(event.object) at \(event.time) s, before it loaded", at: event)
      }
    }
  ) { (run: IAdInterstitialRun) in
    guard run.hasTransition else { return .unverified(IAdInterstitialRun.needsTransition) }
    await run.perform(.respond(.fill(after: .seconds(10))), .advance(.seconds(1)))
    let early = run.now
    await run.perform(.transition)
    let loading = run.ads.first { !$0.isLoaded }?.traceName
    await run.perform(.advance(.seconds(10)), .transition)
    // The rule's property judges the run.
    guard let loading else {
      return .unmet(.transitionWhileLoading, "the app held no ad object still loading at the transition at \(early) s")
    }
    let presented = run.simulation.trace.events.first {
      $0.object == loading && ($0.name == .adPresentedModally || $0.name == .presentInAccepted)
    }
    return .pass(
      "\(loading) was still loading at the transition at \(early) s and was not presented"
        + (presented.map { "; it was presented at \($0.time) s, once loaded" } ?? ""))
  }

  /// A transition with no loaded ad goes on without one.
  static let skipsWhenNotLoaded = Rule(
    "iad.interstitial.skips-when-not-loaded", .should,
    title: "A transition with no loaded ad goes on without an ad.",
    guide: presentingSection,
    explanation: """
      An ad may not be there when the app reaches a break; the user should not have to \
      wait for one. The check reaches a transition while no ad has loaded (none ever \
      does) and reads the contentProgress probe: it must have moved on within the screen \
      window (2 s).
      """,
    fix: "at a transition, show the ad if isLoaded is true, and otherwise carry on to the next content at once.",
    basis: .init(
      .should, .sample, section: IAdInterstitialRules.creatingSection, word: "may be useful",
      sentence:
        "Reading loaded at a transition helps when the ad is optional: the game example shows the ad if it has loaded and otherwise starts the next match without one.",
      note: "A worked example offered as something that may help, with no word of obligation: advice."),
    // The property: at a transition with no loaded ad and none covering the app, the content moves
    // on within the screen window. Without the contentProgress probe there is nothing to watch.
    property: Rule.Monitor { (run: IAdInterstitialRun) in
      var deadlines = Rule.Deadlines(within: Rule.Window.screen.duration)
      var before: Int?
      return Rule.Watch(
        names: [Script.Step.transition.eventName],
        // As recorded, so the ads and the content are read before the transition runs.
        event: { event in
          guard deadlines.open.isEmpty, !run.ads.contains(where: { $0.isLoaded || $0.isPresentedModally }),
            let progress = run.contentProgress()
          else { return nil }
          before = progress
          deadlines.open(by: event)
          return nil
        },
        step: {
          // Moving on, or an ad that arrived at the transition and showed: nothing skipped.
          let shown = run.ads.contains { $0.isPresentedModally || $0.hostView != nil }
          if let start = before, shown || (run.contentProgress() ?? start) > start {
            deadlines.meetAll()
            before = nil
          }
          return deadlines.violation(
            on: run, expected: "the transition to go on without an ad within \(deadlines.window.shortText)"
          ) { late in
            "the app stayed at step \(before.map(String.init) ?? "?") after the transition at \(late.time) s, waiting for one"
          }
        },
        reached: { deadlines.opened > 0 })
    }
  ) { (run: IAdInterstitialRun) in
    guard run.hasTransition else { return .unverified(IAdInterstitialRun.needsTransition) }
    guard let before = run.contentProgress() else {
      return .unverified(
        "the subject has no contentProgress probe. Pass `contentProgress:` to Subject.iAdInterstitialScreen with a number that grows as the user moves on (a round, a page)."
      )
    }
    await run.perform(.advance(.seconds(5)))
    let reached = run.now
    await run.perform(.transition)
    let moved = await run.waitUntil(outlasting: .screen) { (run.contentProgress() ?? before) > before }
    let after = run.contentProgress() ?? before
    // The rule's property judges the run.
    return .pass(
      "at the transition at \(reached) s, with no ad loaded, the app went from step \(before) to \(after) by \(moved ?? run.now) s"
    )
  }

  /// After it unloads, the ad object is released and never used again.
  ///
  /// Exploration also watches this over any run (the rule's property): every ad that
  /// unloads, whenever it does, must be released within the same window.
  static let releasedAfterUnload = Rule(
    "iad.interstitial.released-after-unload", .must,
    title: "After interstitialAdDidUnload the ad object is released and never used again.",
    guide: expirySection,
    explanation: """
      An ad object loads one ad; once its content unloads it is spent. The check lets a \
      loaded ad expire (its lifetime is 600 s in these scenarios) and decides by \
      deallocation: the simulation holds the object weakly, and it must be gone within \
      the release window (2 s) of interstitialAdDidUnload, not kept until the next break. \
      Any call on it after the unload also fails the rule.
      """,
    fix:
      "in interstitialAdDidUnload(_:), set the delegate to nil and drop every reference to the ad (make a new one for the next ad).",
    basis: .init(
      .must, section: IAdInterstitialRules.expirySection, word: "must",
      sentence: "Releasing the ad object is the least the app has to do once the object unloads its content.",
      note:
        "The chapter also calls releasing a spent ad object \"required\" and says \"must\" in its programming model."),
    // The property: an ad that unloaded is released within the release window of its
    // `interstitialAdDidUnload`, and the app calls nothing on it after.
    //
    // The release is judged when it comes (a late one breaks the rule at its time) and
    // after each step (an ad still alive once the window has passed breaks it then). An ad
    // ended by a failure is the business of `released-after-failure`, which stays a
    // scenario rule.
    property: Rule.Monitor { (run: IAdInterstitialRun) in
      let window = Rule.Window.release.duration
      var unloaded: Set<String> = []
      var awaitingRelease: [(name: String, end: Trace.Event)] = []
      func expected(_ name: String) -> String {
        "\(name) released within \(window.shortText) of interstitialAdDidUnload"
      }
      return Rule.Watch(
        names: [.interstitialAdDidUnload, .usedAfterItEnded, .released],
        settledEvent: { event in
          switch event.name {
          case .interstitialAdDidUnload:
            if unloaded.insert(event.object).inserted { awaitingRelease.append((event.object, event)) }
          case .usedAfterItEnded where unloaded.contains(event.object):
            return Rule.Violation(
              expected: "\(event.object) never used after interstitialAdDidUnload",
              actual: "the app used \(event.detail) at \(event.time) s", at: event)
          case .released:
            guard let index = awaitingRelease.firstIndex(where: { $0.name == event.object }) else { return nil }
            let end = awaitingRelease.remove(at: index).end
            let delay = end.time.duration(to: event.time)
            guard delay > window else { return nil }
            return Rule.Violation(
              expected: expected(event.object),
              actual: "it was released only at \(event.time) s, \(delay.shortText) after that callback", at: event)
          default:
            break
          }
          return nil
        },
        step: {
          let now = run.simulation.now
          guard let index = awaitingRelease.firstIndex(where: { $0.end.time.duration(to: now) > window }) else {
            return nil
          }
          let (name, end) = awaitingRelease.remove(at: index)
          return Rule.Violation(
            expected: expected(name),
            actual: "it was still alive at \(now) s, \(end.time.duration(to: now).shortText) after that callback",
            at: run.lastEvent())
        })
    }
  ) { (run: IAdInterstitialRun) in
    await run.loadAd()
    guard let name = run.createdAds.first?.object else {
      return .unmet(.adMade, "the app made no ADInterstitialAd in its first 3 s")
    }
    guard run.events(named: .interstitialAdDidLoad).contains(where: { $0.object == name }) else {
      return .unmet(.adLoaded, "\(name) had not loaded 3 s after it was made")
    }
    let lifetimeAndASecond = IAdInterstitialRun.adLifetime + .seconds(1)
    guard let end = await run.advanceUntilEnd(of: name, within: lifetimeAndASecond) else {
      return .unmet(.adEnded, "\(name) never unloaded in \(lifetimeAndASecond.shortText)")
    }
    _ = await run.waitUntil(.release) { run.simulation.isReleased(name) }
    await run.perform(.advance(.seconds(5)), .transition)
    // The rule's property judges the run: the
    // release and any use after the unload.
    return .pass(run.release(of: name, after: end))
  }

  /// After a failure, the ad object is released and the error is not shown to the user.
  static let releasedAfterFailure = Rule(
    "iad.interstitial.released-after-failure", .must,
    title: "After a failure the ad object is released and the error is kept from the user.",
    guide: errorSection,
    explanation: """
      interstitialAd(_:didFailWithError:) ends the ad object; no unload callback follows. \
      The check fails the load with serverFailure (1) and decides by deallocation: the \
      object must be gone within the release window (2 s) of the failure, and no alert may \
      come on screen.
      """,
    fix:
      "in interstitialAd(_:didFailWithError:), log the error if you like, set the delegate to nil, drop the ad, and show the user nothing.",
    basis: .init(
      .must, section: IAdInterstitialRules.errorSection, word: "minimum response",
      sentence:
        "On an error, releasing the ad object is the least the app does, and the app is advised not to show the error to the user.",
      note:
        "Releasing is the named minimum, and an error unloads the ad, which the chapter says must be released; keeping the error from the user is only \"should not\"."
    ),
    // The property: an ad that failed is released within the release window of its failure, is not
    // used again, and its error never reaches the user as an alert.
    property: Rule.Monitor { (run: IAdInterstitialRun) in
      let window = Rule.Window.release.duration
      var failed: Set<String> = []
      var awaitingRelease: [Trace.Event] = []
      var lastFailure: Trace.Event?
      return Rule.Watch(
        names: [.interstitialAdDidFailWithError, .usedAfterItEnded, .released, .alertShown],
        settledEvent: { event in
          switch event.name {
          case .interstitialAdDidFailWithError:
            if failed.insert(event.object).inserted { awaitingRelease.append(event) }
            lastFailure = event
          case .usedAfterItEnded where failed.contains(event.object):
            return Rule.Violation(
              expected: "\(event.object) never used after its failure",
              actual: "the app used \(event.detail) at \(event.time) s", at: event)
          case .alertShown:
            guard let failure = lastFailure, failure.time.duration(to: event.time) <= Rule.Window.screen.duration else {
              return nil
            }
            return Rule.Violation(
              expected: "the ad's error kept from the user",
              actual: "the app showed an alert \(event.detail) at \(event.time) s, after \(failure.object) failed",
              at: event)
          case .released:
            awaitingRelease.removeAll { $0.object == event.object }
          default:
            break
          }
          return nil
        },
        step: {
          guard let late = awaitingRelease.first(where: { $0.time.duration(to: run.now) > window }) else { return nil }
          awaitingRelease.removeAll { $0.object == late.object }
          return Rule.Violation(
            expected: "\(late.object) released within \(window.shortText) of interstitialAd(_:didFailWithError:)",
            actual:
              "it was still alive at \(run.now) s, \(late.time.duration(to: run.now).shortText) after the failure",
            at: run.lastEvent(atOrBefore: late.time.advanced(by: window)))
        },
        reached: { !failed.isEmpty })
    }
  ) { (run: IAdInterstitialRun) in
    await run.perform(.respond(.fail(ADError.Code.serverFailure.rawValue)), .advance(.seconds(1)))
    guard let name = run.createdAds.first?.object else {
      return .unmet(.adMade, "the app made no ADInterstitialAd in its first second")
    }
    guard let end = run.endEvent(of: name) else {
      return .unmet(.adEnded, "\(name) did not fail: the scripted failure answered another request")
    }
    _ = await run.waitUntil(.release) { run.simulation.isReleased(name) }
    await run.perform(.advance(.seconds(5)), .transition)
    // An alert anywhere in this scenario can only be about the failure; on any run the
    // property judges the alerts that come with a failure or quote its error.
    if let alert = run.simulation.trace.events.first(where: { $0.name == .alertShown }) {
      return .fail(
        expected: "the ad's error kept from the user",
        actual: "the app showed an alert \(alert.detail) at \(alert.time) s", at: alert)
    }
    // The rule's property judges the release.
    return .pass(run.release(of: name, after: end))
  }

  /// Only one ad object is loading or loaded at a time.
  static let oneAtATime = Rule(
    "iad.interstitial.one-at-a-time", .must,
    title: "The app keeps one ad object at a time.",
    guide: creatingSection,
    explanation: """
      An ad's expiry counts from its load, so a pool of ads made together expires before \
      it can be shown. Through loads, transitions and an expiry, the check counts the ad \
      objects that exist and have neither unloaded nor failed: never more than one. A new \
      ad made inside the old one's unload or failure callback is not a second one.
      """,
    fix: "make the next ad object only after the current one has unloaded or failed.",
    basis: .init(
      .must, section: IAdInterstitialRules.creatingSection, word: "Don't",
      sentence:
        "Making several ad objects together, as a ready pool, is ruled out: expiry counts from each load, so some would expire before they could be shown."
    ),
    // The property: never two ad objects waiting for or holding an ad at once; a new one made
    // inside the old one's unload or failure callback is not a second one.
    property: Rule.Monitor { (run: IAdInterstitialRun) in
      var open: [String] = []
      var made = 0
      return Rule.Watch(
        names: IAdInterstitialRun.endCallbacks.union([.interstitialAdCreated, .released]),
        settledEvent: { event in
          if event.name == .interstitialAdCreated, event.kind == .created {
            made += 1
            open.append(event.object)
            guard open.count > 1 else { return nil }
            return Rule.Violation(
              expected: "one ad object at a time",
              actual: "\(open.joined(separator: " and ")) were both waiting for or holding an ad at \(event.time) s",
              at: event)
          }
          open.removeAll { $0 == event.object }
          return nil
        },
        reached: { made > 0 })
    }
  ) { (run: IAdInterstitialRun) in
    await run.perform(
      .respond(.fill(after: .seconds(2))), .respond(.fill(after: .seconds(2))),
      .respond(.fill(after: .seconds(2))), .advance(.seconds(3)), .transition, .closeAd,
      .advance(.seconds(5)), .transition, .advance(.seconds(700)))
    // The rule's property judges the run.
    var open: [String] = []
    var spans: [String] = []
    for event in run.simulation.trace.events {
      if event.kind == .created, event.object.hasPrefix("ADInterstitialAd") {
        open.append(event.object)
      } else if IAdInterstitialRun.endCallbacks.contains(event.name) || event.name == .released {
        if open.contains(event.object) { spans.append("\(event.object) until \(event.time) s") }
        open.removeAll { $0 == event.object }
      }
    }
    let made = run.createdAds
    guard !made.isEmpty else { return .unmet(.adMade, "the app made no ADInterstitialAd") }
    return .pass(
      "\(made.count) ad objects, one at a time: \((spans + open.map { "\($0) to the end" }).joined(separator: ", "))")
  }

  /// No full-screen ad on a phone.
  ///
  /// Phones show full-screen iAd ads from iOS 7; the rule does not apply to an app that
  /// targets iOS 7 or later.
  static let padOnly = Rule(
    "iad.interstitial.pad-only", .must,
    title: "The app makes full-screen ads only on an iPad.",
    guide: iPadSection,
    explanation: """
      ADInterstitialAd exists for the iPad; on a phone of the guide's time, creating one \
      throws. The check runs the screen on a phone through transitions: the app must make \
      no ADInterstitialAd there. It does not apply to an app that targets iOS 7 or later, \
      where phones show full-screen ads too.
      """,
    fix: "create the ad only when UIDevice.current.userInterfaceIdiom == .pad.",
    idiom: .phone,
    basis: .init(
      .must, .fact, section: IAdInterstitialRules.iPadSection, word: "may",
      sentence: "Full-screen ads are available on iPad only; the app may use them when the interface idiom is the pad.",
      note:
        "The permission is given for the iPad alone, and the SDK of the time raises an exception when one is made on an iPhone, so there is no allowed use elsewhere."
    ),
    // The property: on a phone before iOS 7, the app makes no full-screen ad (the SDK records one
    // it makes as misuse, which this rule claims).
    property: Rule.Monitor { (run: IAdInterstitialRun) in
      let judged = run.simulation.device.idiom == .phone && run.simulation.device.systemVersion < 7
      return Rule.Watch(
        names: [.interstitialAdCreated],
        settledEvent: { event in
          guard judged, event.kind == .misuse else { return nil }
          // The timeline marks the creation itself; the device's refusal follows it.
          let creation = run.events.last {
            $0.kind == .created && $0.object == event.object && $0.sequence < event.sequence
          }
          return Rule.Violation(
            expected: "no full-screen ad on a phone", actual: "the app made \(event.object) at \(event.time) s",
            at: creation ?? event)
        },
        reached: { judged })
    }
  ) { (run: IAdInterstitialRun) in
    let version = run.simulation.device.systemVersion
    guard version < 7 else {
      return .notApplicable("the app targets iOS \(version), where phones show full-screen ads too.")
    }
    guard run.hasTransition else { return .unverified(IAdInterstitialRun.needsTransition) }
    await run.perform(.advance(.seconds(3)), .transition, .transition)
    // The rule's property judges the run.
    return .pass("on a phone the app made no ADInterstitialAd through its start and \(run.transitions) transitions")
  }
}

extension IAdInterstitialRules {
  /// A modal ad is presented at a transition, not the moment it loads.
  static let noModalOnLoad = Rule(
    "iad.interstitial.no-modal-on-load", .should,
    title: "A modal ad is presented at a natural break, not the moment it loads.",
    guide: presentingSection,
    explanation: """
      A modal ad that pops up when it happens to load interrupts whatever the user is \
      doing. The check loads an ad with no transition pending, then runs a transition: \
      every present(from:) must happen at a transition, while its code runs or within the \
      screen window (2 s) after it. For clients that present ads as pages it is not \
      applicable.
      """,
    fix:
      "keep the loaded ad and call present(from:) only from the code that handles a break, such as the end of a round.",
    basis: .init(
      .should, section: IAdInterstitialRules.creatingSection, word: "should not",
      sentence:
        "The did-load callback is not the place to put up a modal ad at once, since that breaks into whatever the user was doing."
    ),
    // The property: a modal ad is presented at a transition, not as it loads: every
    // `present(from:)` comes while a transition's code runs or within the screen window after it.
    // One in the turn of the ad's `interstitialAdDidLoad` was made from that callback, and the
    // message says so. Pages are presented as the user turns to them; the rule is for modal ads
    // only.
    property: Rule.Monitor { (run: IAdInterstitialRun) in
      let judged = run.setup.presentation == .modal
      var loadedIn: [String: Int] = [:]
      var calls = 0
      // When the latest transition began: a present call in its hook comes before the run
      // has noted the transition.
      var transitionBegan: VirtualClock.Instant?
      let transition = Script.Step.transition.eventName
      return Rule.Watch(
        names: [.interstitialAdDidLoad, .presentFrom, transition],
        event: { event in
          guard judged else { return nil }
          switch event.name {
          case .interstitialAdDidLoad:
            loadedIn[event.object] = run.simulation.turn
            return nil
          case transition:
            transitionBegan = event.time
            return nil
          case .presentFrom:
            break
          default:
            return nil
          }
          calls += 1
          let inHook =
            transitionBegan.map { $0 <= event.time && event.time <= $0.advanced(by: Rule.Window.screen.duration) }
            ?? false
          guard !inHook, !run.isDuringTransition(event) else { return nil }
          let asItLoaded = loadedIn[event.object] == run.simulation.turn ? " as it loaded" : ""
          return Rule.Violation(
            expected: "the modal ad presented at a transition",
            actual: "the app presented \(event.object) at \(event.time) s\(asItLoaded), outside any transition",
            at: event)
        },
        reached: { calls > 0 })
    }
  ) { (run: IAdInterstitialRun) in
    guard run.setup.presentation == .modal else {
      return .notApplicable("the client presents its ads as pages, not modally.")
    }
    await run.loadAd()
    await run.perform(.advance(.seconds(30)), .transition, .advance(Rule.Window.screen.duration), .closeAd)
    // The rule's property judges the run.
    guard let loaded = run.events(named: .interstitialAdDidLoad).first else {
      return .unmet(.adLoaded, "no ad loaded in the 33 s before the transition")
    }
    let calls = run.events(named: .presentFrom)
    return .pass(
      "\(loaded.object) loaded at \(loaded.time) s and "
        + (calls.first.map { "was presented at the transition at \($0.time) s" }
          ?? "was not presented outside a transition"))
  }

  /// After an ad unloads the app makes the next one.
  static let nextAdAfterUnload = Rule(
    "iad.interstitial.next-ad-after-unload", .should,
    title: "After an ad unloads, the app makes the next ad object.",
    guide: expirySection,
    explanation: """
      An ad object holds one ad, so the next break needs a new object, made early enough \
      to load. The check lets a loaded ad expire unseen (after 600 s); within the request \
      window (10 s) of the unload the app must make a new ADInterstitialAd (an ad made \
      earlier, such as a spare, does not count).
      """,
    fix: "in interstitialAdDidUnload(_:), release the old ad and create a new ADInterstitialAd with its delegate set.",
    basis: .init(
      .should, section: IAdInterstitialRules.expirySection, word: "might",
      sentence:
        "After an unload, a modal app might create its next ad object right away, to have one ready for the following break.",
      note:
        "The programming model's \"must create a new ad object\" for each new ad forbids reusing objects; when to make the next one is left as an example."
    ),
    // The property: after an ad unloads, the app makes a new ad object within the request window.
    property: Rule.Monitor { (run: IAdInterstitialRun) in
      var deadlines = Rule.Deadlines(within: Rule.Window.request.duration)
      return Rule.Watch(
        names: [.interstitialAdDidUnload, .interstitialAdCreated],
        settledEvent: { event in
          if event.name == .interstitialAdDidUnload {
            deadlines.open(by: event)
          } else if event.kind == .created {
            deadlines.meet { $0.sequence < event.sequence }
          }
          return nil
        },
        step: {
          guard let late = deadlines.overdue(at: run.now) else { return nil }
          return Rule.Violation(
            expected: "a new ad object within \(deadlines.window.shortText) of \(late.object) unloading",
            actual: "the app made none after the unload at \(late.time) s",
            at: run.lastEvent(atOrBefore: deadlines.due(late)))
        },
        reached: { deadlines.opened > 0 })
    }
  ) { (run: IAdInterstitialRun) in
    await run.loadAd()
    guard let first = run.createdAds.first else {
      return .unmet(.adMade, "the app made no ADInterstitialAd in its first 3 s")
    }
    guard let end = await run.advanceUntilEnd(of: first.object, within: IAdInterstitialRun.adLifetime) else {
      return .unmet(.adEnded, "\(first.object) never unloaded in 600 s")
    }
    let next = await run.waitForEvent(after: end.sequence, outlasting: .request) {
      $0.kind == .created && $0.object.hasPrefix("ADInterstitialAd")
    }
    // The rule's property judges the run.
    return .pass(
      "\(first.object) unloaded at \(end.time) s and "
        + (next.map { "the app made \($0.object) at \($0.time) s" } ?? "the app had made no new ad by \(run.now) s"))
  }

  /// A loaded ad is shown before its content expires.
  static let presentedBeforeExpiry = Rule(
    "iad.interstitial.presented-before-expiry", .should,
    title: "A loaded ad is presented before its content expires.",
    guide: expirySection,
    explanation: """
      An ad that expires unseen earns nothing. With a transition every minute after the ad \
      loads, the check expects the ad presented (present(from:) or a successful \
      present(in:)) before it unloads by expiry 600 s after loading.
      """,
    fix: "present the loaded ad at the next break instead of holding it back.",
    basis: .init(
      .should, .fact, section: "Testing iAd Applications › Testing Checklist", word: nil,
      sentence:
        "The checklist asks whether full-screen ads expire before the user sees them; Creating an Ad Object warns that pooled ads can expire unseen.",
      note: "A checklist question and a stated risk, with no word of obligation: advice."),
    // The property: an ad held loaded through three transitions, a screen window apart and with
    // none covering the app, is presented before its content expires: an app may show ads at some
    // transitions only, not hold one until it goes stale.
    property: Rule.Monitor { (run: IAdInterstitialRun) in
      // For each ad loaded and not yet presented, the transitions it was held through.
      var loaded: [String: [VirtualClock.Instant]] = [:]
      var judged = 0
      let window = Rule.Window.screen.duration
      return Rule.Watch(
        names: [
          .interstitialAdDidLoad, Script.Step.transition.eventName, .adPresentedModally, .presentInAccepted,
          .interstitialAdDidUnload,
        ],
        // As recorded, so a transition counts only when no ad covers the app.
        event: { event in
          switch event.name {
          case .interstitialAdDidLoad:
            loaded[event.object] = []
          case .adPresentedModally, .presentInAccepted:
            loaded[event.object] = nil
          case .interstitialAdDidUnload:
            // A transition counts once the app has had the screen window after it to
            // present, and when it came the screen window after the one before.
            guard let times = loaded.removeValue(forKey: event.object) else { return nil }
            var counted: [VirtualClock.Instant] = []
            for time in times where time.duration(to: event.time) >= window {
              if let last = counted.last, last.duration(to: time) < window { continue }
              counted.append(time)
            }
            guard counted.count >= 3 else { return nil }
            judged += 1
            return Rule.Violation(
              expected: "the loaded ad presented before its content expired",
              actual:
                "\(event.object) went unseen through the transitions at \(counted.map { "\($0) s" }.joined(separator: ", ")) and unloaded at \(event.time) s",
              at: event)
          default:
            guard !run.ads.contains(where: { $0.isPresentedModally || $0.isActionInProgress }) else { return nil }
            for name in loaded.keys { loaded[name]!.append(event.time) }
            if loaded.values.contains(where: { $0.count >= 3 }) { judged += 1 }
          }
          return nil
        },
        reached: { judged > 0 })
    }
  ) { (run: IAdInterstitialRun) in
    guard run.hasTransition else { return .unverified(IAdInterstitialRun.needsTransition) }
    await run.loadAd()
    guard let ad = run.createdAds.first?.object else {
      return .unmet(.adMade, "the app made no ADInterstitialAd in its first 3 s")
    }
    guard run.events(named: .interstitialAdDidLoad).contains(where: { $0.object == ad }) else {
      return .unmet(.adLoaded, "\(ad) had not loaded 3 s after it was made")
    }
    for _ in 0..<11 {
      await run.perform(.advance(.seconds(60)), .transition)
      if let shown = run.simulation.trace.events.first(where: {
        $0.object == ad && ($0.name == .adPresentedModally || $0.name == .presentInAccepted)
      }) {
        return .pass("\(ad) was presented at \(shown.time) s, before its content expired")
      }
      if run.hasEnded(ad) { break }
    }
    guard let end = run.endEvent(of: ad) else {
      return .unmet(.adEnded, "\(ad) was neither presented nor unloaded through \(run.transitions) transitions")
    }
    // The rule's property judges the run.
    return .pass("\(ad) was held through \(run.transitions) transitions until it unloaded at \(end.time) s")
  }
}
