import AdSimulation
import FakeUIKit
import FakeiAd

/// The iAd banner rules of what the user sees: a banner on screen only with an ad, back when
/// an ad returns, at an edge, clear of the content, and of the size of the orientation. A
/// banner's layout may take the screen window to settle (after a rotation, a load, a move
/// between screens); a state that lasts longer breaks the rule.
extension IAdBannerRules {
  /// A banner is never on screen before its first ad arrives.
  static let hiddenUntilLoaded = Rule(
    "iad.banner.hidden-until-loaded", .must,
    title: "The banner stays off screen until its first ad loads.",
    guide: loadsSection,
    explanation: """
      An empty banner is wasted space and the SDK reports it with error 5 \
      (bannerVisibleWithoutContent). The check watches every banner from its creation to \
      its first bannerViewDidLoadAd, which comes after 5 s: being in the view hierarchy is \
      fine, being visible on screen (in the window, not hidden, alpha above 0, frame \
      meeting the screen) is not, for any length of time. It needs a banner made and its \
      first ad loaded; otherwise it reports unverified.
      """,
    fix: "add or move the banner on screen in bannerViewDidLoadAd(_:), and keep it hidden or off screen until then.",
    basis: .init(
      .must, section: IAdBannerRules.loadsSection, word: "should never",
      sentence: "A banner with no ad in it is not to be on view at any time.",
      note:
        "\"Never\" makes it a prohibition without exception (the Russian edition reads никогда не должно, never must), and the SDK itself reports a visible empty banner as error 5."
    ),
    // The property: no banner is visible before its first ad, for any length of time.
    property: Rule.Monitor { (run: IAdBannerRun) in
      .afterEachStep {
        guard let exposure = run.blankExposures.first(where: { !$0.afterLoad }) else { return nil }
        return Rule.Violation(
          expected: "the banner off screen until bannerViewDidLoadAd",
          actual:
            "\(exposure.banner) was visible at \(exposure.frame.timelineText) from \(exposure.since) s, before any ad loaded",
          at: run.shownEvent(of: exposure))
      }
    }
  ) { (run: IAdBannerRun) in
    await run.perform(.respond(.fill(after: .seconds(5))), .advance(.seconds(4)))
    await run.perform(.advance(.seconds(2)))
    // The rule's property judges the run.
    guard let created = run.createdBanners.first else {
      return .unmet(.bannerMade, "the app made no ADBannerView in 6 s")
    }
    guard let loaded = run.events(named: .bannerViewDidLoadAd).first(where: { $0.object == created.object }) else {
      return .unmet(.adLoaded, "\(created.object) got no ad in 6 s")
    }
    let shown = run.events(named: .bannerShown).first { $0.object == created.object }
    return .pass(
      "\(created.object) off screen from its creation at \(created.time) s until bannerViewDidLoadAd at \(loaded.time) s"
        + (shown.map { ", shown at \($0.time) s" } ?? ""))
  }

  /// A banner with an ad is on screen while its screen is up.
  static let shownWhenLoaded = Rule(
    "iad.banner.shown-when-loaded", .should,
    title: "The banner comes on screen when an ad loads while its screen is up.",
    guide: loadsSection,
    explanation: """
      bannerViewDidLoadAd is the signal to show the banner; an ad that loads and is never \
      seen earns nothing. The check loads an ad while the banner's screen is showing and \
      gives the app the screen window (2 s, room for an animation) to bring a loaded \
      banner on screen.
      """,
    fix: "in bannerViewDidLoadAd(_:), add the banner to the screen's view and move it inside the screen's bounds.",
    basis: .init(
      .should, section: IAdBannerRules.loadsSection, word: "should",
      sentence:
        "Rather than leave an empty box, the app is advised to bring the banner into view once an ad is there and to take it away while there is none.",
      note:
        "The chapter's opening \"must\" only asks the app to respond when an ad loads; for what that response is, showing the banner, the guide's word is \"should\"."
    ),
    // The property: while the user is on an ad screen, a banner of that screen that has an ad
    // is on screen. A banner of the screen is in its view, or out of any view with the screen
    // as its delegate.
    property: Rule.Monitor { (run: IAdBannerRun) in
      var since: VirtualClock.Instant?
      return .lasting(
        longerThan: Rule.Window.screen.duration, on: run,
        applies: {
          let viewing = run.isViewingAdScreen
          if !viewing { since = nil }
          return viewing
        }
      ) {
        guard let screen = run.topAdScreen, run.loadedBannerOnScreen == nil,
          let banner = run.banners.first(where: { $0.isBannerLoaded && isBanner($0, of: screen) })
        else {
          since = nil
          return nil
        }
        let start = since ?? run.now
        since = start
        let window = Rule.Window.screen.duration.shortText
        let loaded = run.events(named: .bannerViewDidLoadAd).last { $0.object == banner.traceName }
        let expected: String
        if let loaded, loaded.time == start {
          expected = "\(banner.traceName) on screen within \(window) of bannerViewDidLoadAd at \(loaded.time) s"
        } else {
          let cause = run.stepEvent(at: start).map { "\(IAdBannerRun.stepText($0)) at \($0.time) s" } ?? "\(start) s"
          expected = "\(banner.traceName), which has an ad, on screen within \(window) of \(cause)"
        }
        return Rule.Violation(
          expected: expected, actual: "\(IAdBannerRun.whyOffScreen(banner)) at \(run.now) s", at: run.lastEvent())
      }
    }
  ) { (run: IAdBannerRun) in
    await run.perform(.respond(.fill(after: .seconds(2))))
    guard
      let loaded = await run.waitForEvent(after: 0, within: .seconds(30), where: { $0.name == .bannerViewDidLoadAd })
    else {
      return run.createdBanners.isEmpty
        ? .unmet(.bannerMade, "the app made no ADBannerView in 30 s")
        : .unmet(.adLoaded, "no banner got an ad in 30 s")
    }
    // The rule's property judges the run.
    let shown = await run.observeLoadedBannerOnScreen(after: loaded)
    guard case .pass(let observed) = shown, run.loadedBannerOnScreen != nil, run.devices.rotates else { return shown }
    await run.perform(.rotate(.landscape))
    if let back = await run.waitUntil(outlasting: .screen, { run.loadedBannerOnScreen != nil }) {
      return .pass("\(observed); after the rotation to landscape it was on screen at \(back) s")
    }
    return .pass("\(observed); after the rotation to landscape none was on screen by \(run.now) s")
  }

  /// A banner that loses its ad leaves the screen.
  static let hiddenAfterFailure = Rule(
    "iad.banner.hidden-after-failure", .must,
    title: "The banner leaves the screen when it fails to receive an ad.",
    guide: errorSection,
    explanation: """
      After bannerView(_:didFailToReceiveAdWithError:) the banner has nothing to show; left \
      visible, it is an empty box and the SDK reports error 5 twelve seconds later. The \
      check shows an ad, lets the next refresh fail with inventoryUnavailable (3) while \
      the banner is on screen, and watches the whole exposure that follows: the banner \
      must be off screen within the screen window (2 s) of the failure callback. Hiding \
      it only when error 5 arrives is too late. It needs the banner on screen when the \
      load fails; otherwise it reports unverified.
      """,
    fix: "hide or move the banner off screen in bannerView(_:didFailToReceiveAdWithError:).",
    basis: .init(
      .must, section: IAdBannerRules.errorSection, word: "must",
      sentence: "Once the banner reports that it failed to get an ad, the app has to hide it."),
    // The property: a banner that has had an ad is never visible without one for longer than
    // the screen window (2 s).
    property: Rule.Monitor { (run: IAdBannerRun) in
      .afterEachStep {
        let window = Rule.Window.screen.duration
        guard
          let exposure = run.blankExposures.first(where: {
            $0.afterLoad && $0.since.duration(to: $0.ended ?? run.now) > window
          })
        else { return nil }
        let failure = run.failures.last { $0.event.object == exposure.banner && $0.event.time <= exposure.since }
        let after = failure.map { "after the failure at \($0.event.time) s" } ?? "from \(exposure.since) s"
        let until = exposure.ended.map { "until \($0) s" } ?? "still up at \(run.now) s"
        let complaint = run.failures.first {
          $0.isVisibleWithoutContent && $0.event.object == exposure.banner && $0.event.time > exposure.since
        }
        let sdk = complaint.map { "; the SDK reported error 5 at \($0.event.time) s" } ?? ""
        return Rule.Violation(
          expected: "the banner off screen within \(window.shortText) of bannerView(_:didFailToReceiveAdWithError:)",
          actual:
            "\(exposure.banner) stayed visible with no ad at \(exposure.frame.timelineText) for \(exposure.since.duration(to: exposure.ended ?? run.now).shortText) \(after), \(until)\(sdk)",
          at: run.lastEvent(atOrBefore: exposure.since.advanced(by: window)))
      }
    }
  ) { (run: IAdBannerRun) in
    await run.perform(
      .respond(.fill(after: IAdBannerRun.latency)),
      .respond(.fail(ADError.Code.inventoryUnavailable.rawValue)),
      // The ad, the failing refresh, the grace before error 5, and the window after it.
      .advance(
        IAdBannerRun.latency + ADBannerView.refreshInterval + ADBannerView.visibleWithoutContentGrace
          + Rule.Window.screen.duration))
    // The rule's property judges the run.
    guard let failure = run.failures.first(where: { $0.wasOnScreen && !$0.isVisibleWithoutContent }) else {
      return .unmet(.failureWhileShown, "no load failed while a banner was on screen")
    }
    let hidden = run.events(named: .bannerHidden).first {
      $0.object == failure.event.object && $0.sequence > failure.event.sequence
    }
    let when = hidden.map { "off screen at \($0.time) s" } ?? "never visible empty"
    return .pass("\(failure.event.object) failed at \(failure.event.time) s while on screen and was \(when)")
  }

  /// A banner hidden after a failure comes back when a later load succeeds.
  static let recoversAfterFailure = Rule(
    "iad.banner.recovers-after-failure", .should,
    title: "The banner comes back on screen when a load succeeds after a failure.",
    guide: errorSection,
    explanation: """
      The banner keeps requesting after a failure, so a hidden banner gets new ads. A \
      client that gives up after the first error loses every later ad. The check loads, \
      fails, then loads again, and gives the app the screen window (2 s) from the new \
      bannerViewDidLoadAd to have a loaded banner on screen. A client that releases the \
      banner after its failure, so that no later ad can arrive, fails.
      """,
    fix: "show the banner again in bannerViewDidLoadAd(_:) whenever it is hidden, not only the first time.",
    basis: .init(
      .should, .fact, section: IAdBannerRules.errorSection, word: nil,
      sentence:
        "The banner goes on asking for ads after an error, so handling both the load and the failure callbacks keeps the banner on view exactly while it has an ad.",
      note:
        "A stated fact with no word of obligation; showing the banner again is the showing the guide grades \"should\" when an ad loads."
    ),
    // The property: a banner that failed and then gets an ad again comes back on screen within
    // the screen window, while the user is on an ad screen; a banner the app releases after its
    // failure, there, is replaced within a refresh interval (30 s), or no later ad can bring
    // the banner back.
    property: Rule.Monitor { (run: IAdBannerRun) in
      var deadlines = Rule.Deadlines(within: Rule.Window.screen.duration)
      var abandoned = Rule.Deadlines(within: ADBannerView.refreshInterval)
      // Each failed banner's first failure since its last ad, by trace name.
      var failed: [String: Trace.Event] = [:]
      // The failures that came before each obligation, by the sequence of its event.
      var failures: [Int: Trace.Event] = [:]
      // A released banner's failure, owed by the next banner to get an ad.
      var replacing: Trace.Event?
      return Rule.Watch(
        names: [.bannerViewDidLoadAd, .bannerViewDidFailToReceiveAdWithError, .released],
        settledEvent: { event in
          switch event.name {
          case .bannerViewDidFailToReceiveAdWithError:
            if failed[event.object] == nil { failed[event.object] = event }
            // A failure that follows takes the new ad away again: nothing is owed for it.
            deadlines.meet { $0.object == event.object }
          case .bannerViewDidLoadAd:
            guard let failure = failed.removeValue(forKey: event.object) ?? replacing else { return nil }
            replacing = nil
            if run.isViewingAdScreen {
              deadlines.open(by: event)
              failures[event.sequence] = failure
            }
          default:
            guard let failure = failed.removeValue(forKey: event.object) else { return nil }
            replacing = failure
            if run.isViewingAdScreen {
              abandoned.open(by: event)
              failures[event.sequence] = failure
            }
          }
          return nil
        },
        step: {
          let viewing = run.isViewingAdScreen
          if run.loadedBannerOnScreen != nil || !viewing { deadlines.meetAll() }
          if !run.banners.isEmpty || !viewing { abandoned.meetAll() }
          if let gone = abandoned.overdue(at: run.now) {
            let failure = failures[gone.sequence].map { ", after its load failed at \($0.time) s" } ?? ""
            return Rule.Violation(
              expected: "\(gone.object) kept after its failure, so a later ad could bring it back",
              actual:
                "the app released it at \(gone.time) s\(failure), and held no banner for \(abandoned.window.shortText) after",
              at: gone)
          }
          guard let late = deadlines.overdue(at: run.now) else { return nil }
          let banner = run.banners.first { $0.traceName == late.object }
          let failure = failures[late.sequence].map { ", after its failure at \($0.time) s" } ?? ""
          return Rule.Violation(
            expected:
              "\(late.object) on screen within \(deadlines.window.shortText) of bannerViewDidLoadAd at \(late.time) s\(failure)",
            actual: banner.map { "\(IAdBannerRun.whyOffScreen($0)) at \(run.now) s" } ?? "the app released it",
            at: run.lastEvent(atOrBefore: deadlines.due(late)))
        },
        reached: { deadlines.opened > 0 || abandoned.opened > 0 })
    }
  ) { (run: IAdBannerRun) in
    await run.perform(
      .respond(.fill(after: IAdBannerRun.latency)),
      .respond(.fail(ADError.Code.inventoryUnavailable.rawValue)),
      .respond(.fill(after: IAdBannerRun.latency)),
      // The ad, the failing refresh, then the refresh that loads again.
      .advance(IAdBannerRun.latency + ADBannerView.refreshInterval + IAdBannerRun.nextAnswer))
    guard let failure = run.failures.first(where: { !$0.isVisibleWithoutContent }) else {
      return .unmet(.loadFailed, "no banner's load failed in 64 s")
    }
    // The rule's property judges the run: a banner released after its failure with none
    // left to get an ad, and the banner's return.
    guard let reload = run.events(named: .bannerViewDidLoadAd, after: failure.event.sequence).first else {
      if let gone = run.events(named: .released, after: failure.event.sequence).first(where: {
        $0.object == failure.event.object
      }) {
        return .pass(
          "the app released \(failure.event.object) at \(gone.time) s, after its load failed at \(failure.event.time) s, and no ad loaded after it"
        )
      }
      return .unmet(.adLoaded, "no ad loaded after the failure at \(failure.event.time) s")
    }
    return await run.observeLoadedBannerOnScreen(after: reload)
  }

  /// A banner sits at the top or the bottom edge of the screen.
  static let placedAtEdge = Rule(
    "iad.banner.placed-at-edge", .should,
    title: "The banner sits at the top or bottom edge of the screen.",
    guide: "\(practicesSection) (banner chapter, Russian edition: placement)",
    explanation: """
      At an edge the banner stands apart from the app's content and is rarely tapped by \
      accident. The check shows an ad and looks at every banner on screen, in each \
      orientation the app supports (after a rotation, once the screen window of 2 s has \
      let the layout settle): its frame must start at the top edge (the top of the screen, \
      or right under the 20-point status bar or a navigation bar shown above it) or end at \
      the screen's bottom. It needs a loaded banner on screen; otherwise it reports \
      unverified.
      """,
    fix:
      "position the banner with its top right under the status or navigation bar, or its bottom at the screen's height, in both orientations.",
    basis: .init(
      .should, section: "\(IAdBannerRules.practicesSection) (Russian edition)", word: "должны",
      gloss: "should; qualified by \"whenever possible\" in a best-practices list",
      sentence:
        "Where it can, a banner goes at the top or bottom of the screen, so that it stands apart from the app's content and is not tapped by mistake.",
      note:
        "The Russian word serves for both must and should; the qualifier and the best-practices list make it advice."),
    // The property: every banner on screen with an ad sits at the top or the bottom edge of the
    // screen.
    property: Rule.Monitor { (run: IAdBannerRun) in
      .lasting(longerThan: Rule.Window.screen.duration, on: run, applies: { run.loadedBannerOnScreen != nil }) {
        guard let banner = IAdBannerRules.misplacedBanner(run) else { return nil }
        let screen = UIScreen.main.bounds
        return Rule.Violation(
          expected:
            "the banner at the top edge (under the status or navigation bar) or the bottom edge of the screen in \(run.simulation.device.orientation.rawValue)",
          actual:
            "it was at \(banner.frameInWindow.timelineText) on a \(Int(screen.width))×\(Int(screen.height)) screen",
          at: run.lastEvent())
      }
    }
  ) { (run: IAdBannerRun) in
    guard await run.showAd() != nil else {
      return .unmet(.bannerOnScreen, "no loaded banner came on screen after bannerViewDidLoadAd")
    }
    // The rule's property judges the run.
    var seen: [String] = []
    for orientation in run.orientations {
      if orientation != run.simulation.device.orientation { await run.perform(.rotate(orientation)) }
      _ = await run.waitUntil(outlasting: .screen) { misplacedBanner(run) == nil && run.loadedBannerOnScreen != nil }
      guard let banner = run.loadedBannerOnScreen else {
        return .unmet(.bannerOnScreen, "no loaded banner was on screen in \(orientation.rawValue)")
      }
      seen.append("at \(banner.frameInWindow.timelineText) in \(orientation.rawValue)")
    }
    return .pass("the banner sat at an edge: \(seen.joined(separator: ", "))")
  }

  /// The first banner on screen with an ad that sits at neither the top nor the bottom
  /// edge of the screen.
  @MainActor
  static func misplacedBanner(_ run: IAdBannerRun) -> ADBannerView? {
    let screen = UIScreen.main.bounds
    return run.bannersOnScreen.first { banner in
      guard banner.isBannerLoaded else { return false }
      let frame = banner.frameInWindow
      // A banner at the screen's bottom is placed; only one off it needs the top edges.
      return frame.maxY != screen.maxY && !topEdges(above: banner).contains(frame.minY)
    }
  }

  /// Where the top edge is for a banner: the screen's top, the bottom of the status bar,
  /// and the bottom of any navigation bar shown above the banner's screen.
  @MainActor
  static func topEdges(above banner: UIView) -> Set<Double> {
    var edges: Set<Double> = [UIScreen.main.bounds.minY, UIApplication.shared.statusBarFrame.maxY]
    var ancestor = banner.superview
    while let view = ancestor {
      for case let bar as UINavigationBar in view.subviews where !bar.isHidden {
        edges.insert(bar.frameInWindow.maxY)
      }
      ancestor = view.superview
    }
    return edges
  }

  /// No visible view of the app lies under or over the banner.
  static let contentNotCovered = Rule(
    "iad.banner.content-not-covered", .should,
    title: "The banner does not cover the app's content.",
    guide: "Banner View Concepts › Creating a Banner View",
    explanation: """
      The banner takes its own part of the screen; content under it cannot be seen or \
      tapped. The check shows an ad and looks at every visible view of the screen that is \
      neither an ancestor nor a subview of the banner (or only at the subject's \
      contentViews, when it names them), in each orientation the app \
      supports (after the screen window of 2 s for the layout), and fails if one overlaps \
      a banner on screen. It needs a loaded banner on screen; otherwise it reports \
      unverified.
      """,
    fix:
      "shrink or move the content view so it ends where the banner begins, in viewDidLayoutSubviews() and when the banner shows or hides.",
    basis: .init(
      .should, .sample, section: "Banner View Concepts", word: nil,
      sentence:
        "The app gives the banner a part of its screen of its own; the Russian edition's Listing 2-2 shortens the content frame by the banner's height when an ad shows.",
      note: "Only a description and a listing, with no word of obligation: graded as advice."),
    // The property: no visible view of the app overlaps a banner on screen with an ad.
    property: Rule.Monitor { (run: IAdBannerRun) in
      .lasting(longerThan: Rule.Window.screen.duration, on: run, applies: { run.loadedBannerOnScreen != nil }) {
        guard let (view, banner) = IAdBannerRules.overlap(run) else { return nil }
        let hint =
          run.setup.contentViews == nil
          ? " (if it is a backdrop, not content, name the content views with `contentViews:`)" : ""
        return Rule.Violation(
          expected: "the app's content clear of the banner in \(run.simulation.device.orientation.rawValue)",
          actual:
            "\(String(describing: type(of: view))) at \(view.frameInWindow.timelineText) overlaps the banner at \(banner.frameInWindow.timelineText)\(hint)",
          at: run.lastEvent())
      }
    }
  ) { (run: IAdBannerRun) in
    guard await run.showAd() != nil else {
      return .unmet(.bannerOnScreen, "no loaded banner came on screen after bannerViewDidLoadAd")
    }
    // The rule's property judges the run.
    var checked = 0
    for orientation in run.orientations {
      if orientation != run.simulation.device.orientation { await run.perform(.rotate(orientation)) }
      _ = await run.waitUntil(outlasting: .screen) { overlap(run) == nil && run.loadedBannerOnScreen != nil }
      guard let banner = run.loadedBannerOnScreen, let window = banner.window else {
        return .unmet(.bannerOnScreen, "no loaded banner was on screen in \(orientation.rawValue)")
      }
      checked += ContentOverlap.candidates(for: banner, in: window, contentViews: nil).count
    }
    return .pass(
      "no visible view overlapped the banner in \(run.devices.orientationsText) (\(checked) views checked)")
  }

  /// The first view of the app's content that overlaps a banner on screen with an ad, with
  /// the banner.
  @MainActor
  static func overlap(_ run: IAdBannerRun) -> (UIView, ADBannerView)? {
    ContentOverlap.first(among: run.bannersOnScreen.filter(\.isBannerLoaded), contentViews: run.contentViews())
      .map { ($0.view, $0.banner) }
  }

  /// After a rotation the banner's size identifier matches the new orientation.
  ///
  /// Content size identifiers were deprecated in iOS 6, after which a standard banner sizes
  /// itself; for an app that targets iOS 6 or later the rule keeps what still matters, that
  /// every banner fits the screen after each rotation.
  static let sizeFollowsOrientation = Rule(
    "iad.banner.size-follows-orientation", .must,
    title: "After a rotation the banner's size matches the new orientation.",
    guide: sizeSection,
    explanation: """
      A portrait banner in a landscape interface is the wrong size for its slot. The check \
      rotates to landscape and back; within the screen window (2 s) of each rotation every \
      banner in the window must have the matching currentContentSizeIdentifier (the \
      landscape or portrait identifier, or its iOS 4.0 name), and that identifier must be \
      in requiredContentSizeIdentifiers. For an app that targets iOS 6 or later, where the \
      banner sizes itself, every banner in the window must instead lie inside the screen \
      within the window of each rotation. It does not apply to an app that supports one \
      orientation, and needs a standard banner in the window.
      """,
    fix:
      "set currentContentSizeIdentifier to the landscape or portrait identifier in willRotate(to:duration:) or viewDidLayoutSubviews(), and require both sizes.",
    basis: .init(
      .must, section: "Working with Banner Views", word: "must",
      sentence:
        "An app that supports rotation has to change the banner's size when the device turns, and a size identifier has to be in the required set before it is used.",
      note:
        "Changing the Banner Size Dynamically repeats the first half with \"should\"; the chapter's opening says \"must\" (the Russian edition: должен), and the SDK refuses an identifier outside the required set."
    ),
    // The property: in an app that rotates, every standard banner in the window has the size of
    // the device's orientation (before iOS 6: its content size identifier, also among the
    // required ones; from iOS 6: a frame inside the screen).
    property: Rule.Monitor { (run: IAdBannerRun) in
      var since: VirtualClock.Instant?
      return .lasting(
        longerThan: Rule.Window.screen.duration, on: run,
        applies: {
          let judged = run.devices.rotates && run.banners.contains { $0.isInWindow && $0.adType == .banner }
          if !judged { since = nil }
          return judged
        }
      ) {
        let start = since ?? run.now
        // The window of what set the wrong size going: a rotation, mostly. Told only for a
        // banner out of size: the state is read after every step.
        let within: () -> String = {
          let orientation = run.simulation.device.orientation.rawValue
          let window = Rule.Window.screen.duration.shortText
          return run.stepEvent(at: start).map { "within \(window) of \(IAdBannerRun.stepText($0))" }
            ?? "in \(orientation) within \(window) of \(start) s"
        }
        guard let violation = sizeMismatch(run, within: within()) else {
          since = nil
          return nil
        }
        since = start
        return violation
      }
    }
  ) { (run: IAdBannerRun) in
    guard run.devices.rotates else {
      return .notApplicable("the app supports \(run.devices.orientationsText) only, so it never rotates.")
    }
    await run.loadAd()
    guard run.banners.contains(where: { $0.window != nil && $0.adType == .banner }) else {
      if run.banners.contains(where: { $0.adType == .banner }) || run.banners.isEmpty {
        return .unmet(.bannerOnScreen, "no standard banner was in the window to rotate")
      }
      return .notApplicable("the app shows medium rectangle banners only, which have one size.")
    }
    if run.simulation.device.systemVersion >= 6 { return await fitsScreenAfterRotations(run) }
    // The rule's property judges the run.
    var seen: [String] = []
    for orientation in [Device.Orientation.landscape, .portrait] {
      await run.perform(.rotate(orientation))
      let settled = await run.waitUntil(outlasting: .screen) {
        sizeMismatch(run, within: "") == nil
      }
      seen.append("\(orientation.rawValue) at \(settled.map { "\($0) s" } ?? "no time, still \(identifiers(run))")")
    }
    return .pass("the banner's size identifier followed each rotation: \(seen.joined(separator: ", "))")
  }

  /// The current size identifiers of the standard banners in the window, for a witness's
  /// account.
  @MainActor
  private static func identifiers(_ run: IAdBannerRun) -> String {
    run.banners.filter { $0.isInWindow && $0.adType == .banner }
      .map { ADBannerView.shortName(of: $0.currentContentSizeIdentifier ?? "") }.joined(separator: ", ")
  }

  /// For a banner that sizes itself (iOS 6 and later): every banner in the window lies
  /// inside the screen after each rotation.
  @MainActor
  private static func fitsScreenAfterRotations(_ run: IAdBannerRun) async -> Rule.Outcome {
    // The rule's property judges the run.
    var seen: [String] = []
    for orientation in [Device.Orientation.landscape, .portrait] {
      await run.perform(.rotate(orientation))
      let settled = await run.waitUntil(outlasting: .screen) {
        sizeMismatch(run, within: "") == nil
      }
      // A pass needs a banner seen fitting; none in the window leaves the rule undecided.
      guard let banner = run.banners.first(where: { $0.window != nil && $0.adType == .banner }) else {
        return .unmet(
          .bannerOnScreen, "no standard banner was in the window after the rotation to \(orientation.rawValue)")
      }
      seen.append(
        "\(orientation.rawValue) at \(settled.map { "\($0) s" } ?? "no time"), \(banner.frameInWindow.timelineText)")
    }
    return .pass(
      "on iOS \(run.simulation.device.systemVersion) the banner sized itself and fit the screen after each rotation: \(seen.joined(separator: ", "))"
    )
  }

  /// The banner requires only the sizes the app shows.
  ///
  /// Content size identifiers were deprecated in iOS 6; the rule does not apply to an app
  /// that targets iOS 6 or later.
  static let requiredSizesMinimal = Rule(
    "iad.banner.required-sizes-minimal", .should,
    title: "The banner requires only the sizes the app actually uses.",
    guide: sizeSection,
    explanation: """
      iAd serves only ads that come in every required size, so each extra size narrows the \
      inventory. The check loads an ad and rotates to landscape and back (if the app \
      supports both orientations); at the end every \
      identifier in requiredContentSizeIdentifiers must have been the banner's current \
      identifier at some point. It does not apply to an app that targets iOS 6 or later, \
      where the banner sizes itself.
      """,
    fix: "list in requiredContentSizeIdentifiers only the identifiers you set as currentContentSizeIdentifier.",
    basis: .init(
      .should, section: IAdBannerRules.sizeSection, word: "should",
      sentence:
        "Every required size narrows the ads the banner can get, so the app is advised to require only the sizes it actually displays.",
      note:
        "The Russian edition renders this with необходимо (it is necessary); the English original, which the rule cites, says \"should\"."
    ),
    // The property: before iOS 6, a standard banner requires only the identifiers it uses: once
    // it has been in the window in every orientation the app supports for longer than the
    // screen window (time for the app to set its size there), every identifier it requires has
    // been its current one. An identifier of an orientation the app does not support never is.
    property: Rule.Monitor { (run: IAdBannerRun) in
      let judged = run.simulation.device.systemVersion < 6
      let supported = Set(run.orientations)
      // By banner: the identifiers it has had, the orientations it settled in, and the
      // orientation it is in with when it got there.
      var used: [String: Set<String>] = [:]
      var settled: [String: Set<Device.Orientation>] = [:]
      var entered: [String: (orientation: Device.Orientation, at: VirtualClock.Instant)] = [:]
      var checked = 0
      return Rule.Watch(
        names: [.currentContentSizeIdentifier],
        // As recorded, so an identifier set for a moment counts as used.
        event: { event in
          if judged, event.kind == .property, let identifier = event.text("identifier") {
            used[event.object, default: []].insert(identifier)
          }
          return nil
        },
        step: {
          guard judged else { return nil }
          let orientation = run.simulation.device.orientation
          for banner in run.banners where banner.adType == .banner {
            let name = banner.traceName
            used[name, default: []].insert(ADBannerView.shortName(of: banner.currentContentSizeIdentifier ?? ""))
            // The app sizes the banners it shows: one out of the window settles nowhere.
            if !banner.isInWindow {
              entered[name] = nil
            } else if let stay = entered[name], stay.orientation == orientation {
              if stay.at.duration(to: run.now) > Rule.Window.screen.duration {
                settled[name, default: []].insert(orientation)
              }
            } else {
              entered[name] = (orientation, run.now)
            }
            guard settled[name, default: []].isSuperset(of: supported) else { continue }
            checked += 1
            let unused = banner.requiredIdentifiers.map(ADBannerView.shortName(of:)).filter {
              !used[name, default: []].contains($0)
            }
            guard unused.isEmpty else {
              return Rule.Violation(
                expected: "only the sizes the app shows in requiredContentSizeIdentifiers",
                actual:
                  "\(name) also required \(unused.sorted().joined(separator: ", ")), which it never used in \(run.devices.orientationsText)",
                at: run.requiredSizesEvent(of: banner))
            }
          }
          return nil
        },
        reached: { checked > 0 })
    }
  ) { (run: IAdBannerRun) in
    let version = run.simulation.device.systemVersion
    guard version < 6 else {
      return .notApplicable(
        "the app targets iOS \(version), where content size identifiers are deprecated and the banner sizes itself.")
    }
    await run.loadAd()
    if run.devices.rotates {
      await run.perform(.rotate(.landscape), .advance(.seconds(5)), .rotate(.portrait))
    }
    // The banner settles in each orientation: the app has had the screen window to set
    // its size there, and the rule's property judges the sizes it required against those
    // it used.
    await run.perform(.advance(Rule.Window.screen.duration + .milliseconds(1)))
    let standard = run.banners.filter { $0.adType == .banner }
    guard !standard.isEmpty else {
      return run.banners.isEmpty
        ? .unmet(.bannerMade, "the app held no ADBannerView")
        : .notApplicable("the app shows medium rectangle banners only, which have one size.")
    }
    let required = standard.map { banner in
      "\(banner.traceName) required \(banner.requiredIdentifiers.map(ADBannerView.shortName(of:)).sorted().joined(separator: ", "))"
    }
    return .pass("\(required.joined(separator: "; ")), each used in \(run.devices.orientationsText)")
  }

  /// The first standard banner in the window whose size does not follow the device's
  /// orientation now, as a violation that says it was due by the window given.
  @MainActor
  static func sizeMismatch(_ run: IAdBannerRun, within window: @autoclosure () -> String) -> Rule.Violation? {
    let standard = run.banners.filter { $0.isInWindow && $0.adType == .banner }
    let orientation = run.simulation.device.orientation
    if run.simulation.device.systemVersion >= 6 {
      let screen = UIScreen.main.bounds
      guard let banner = standard.first(where: { !screen.contains($0.frameInWindow) }) else { return nil }
      return Rule.Violation(
        expected: "every banner inside the \(Int(screen.width))×\(Int(screen.height)) screen \(window())",
        actual: "\(banner.traceName) was at \(banner.frameInWindow.timelineText) in \(orientation.rawValue)",
        at: run.lastEvent())
    }
    let accepted =
      orientation == .landscape
      ? [ADBannerContentSizeIdentifierLandscape, ADBannerContentSizeIdentifier480x32]
      : [ADBannerContentSizeIdentifierPortrait, ADBannerContentSizeIdentifier320x50]
    for banner in standard {
      let current = banner.currentContentSizeIdentifier ?? ""
      if !accepted.contains(current) {
        return Rule.Violation(
          expected: "\(banner.traceName).currentContentSizeIdentifier \(orientation.rawValue) \(window())",
          actual: "it was \(ADBannerView.shortName(of: current))", at: run.lastEvent())
      }
      if !banner.requiredIdentifiers.contains(current) {
        return Rule.Violation(
          expected: "the \(orientation.rawValue) identifier in requiredContentSizeIdentifiers",
          actual: "the required set was \(banner.requiredIdentifiers.map(ADBannerView.shortName(of:)).sorted())",
          at: run.requiredSizesEvent(of: banner) ?? run.lastEvent())
      }
    }
    return nil
  }

  /// Whether the banner is the screen's: in its view, or out of any view with the screen
  /// as its delegate.
  @MainActor
  static func isBanner(_ banner: ADBannerView, of screen: UIViewController) -> Bool {
    guard let view = screen.view else { return false }
    return banner.isDescendant(of: view) || (banner.superview == nil && banner.delegate as AnyObject? === screen)
  }
}
