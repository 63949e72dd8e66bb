import AdSimulation
import FakeGoogleMobileAds

/// The ten rules every Google full-screen format shares, as one format's rules: the
/// same witnesses (``GoogleFullScreenChecks``) and properties (those the app open rules
/// share too from ``GoogleFullScreenMonitors``, the rest inline) under the format's ids
/// and words, each written once here.
struct GoogleSharedRules {
  let singlePresentation: Rule
  let neverReusesAd: Rule
  let delegateSetBeforePresent: Rule
  let testIDsUnderTest: Rule
  let reloadsAfterDismiss: Rule
  let reloadsAfterPresentFailure: Rule
  let recoversAfterLoadFailure: Rule
  let noRetryStorm: Rule
  let neverPresentsExpired: Rule
  let singleLoad: Rule

  /// Builds the format's shared rules, each checked on the format's stage.
  init<Run: GoogleFullScreenRun>(_ f: GoogleFullScreenFormat, on _: Run.Type) {
    singlePresentation = Rule(
      f.prefix + "single-presentation", .must,
      title: "The app never presents \(f.anAd) while one is already showing.",
      guide: f.showSection,
      explanation: """
        The SDK shows one full-screen ad at a time and refuses a second with code 17. The \
        check shows an ad \(f.moment), then \(f.again) while it is up: no present call may \
        come until the ad is dismissed.
        """,
      fix: "keep the presented ad until adDidDismissFullScreenContent(_:) and present nothing while it is up.",
      basis: .init(
        .must, .fact, section: f.showSection, word: nil,
        sentence: "The SDK presents one full-screen ad at a time and fails a second presentation while one is up.",
        note:
          "A stated fact of the SDK, which rejects the second presentation with an error; an app that tries has broken the ad's rule, so MUST."
      ),
      property: GoogleFullScreenMonitors.singlePresentation(Run.self)
    ) { (run: Run) in await GoogleFullScreenChecks.singlePresentation(run) }

    neverReusesAd = Rule(
      f.prefix + "never-reuses-ad", .must,
      title: "\(Self.capitalized(f.anAd)) object is presented once and never again.",
      guide: f.showSection,
      explanation: """
        \(Self.capitalized(f.anAd)) is a one-time-use object: presenting it again fails with \
        code 18. The check shows an ad \(f.moment), the user closes it, and the moment comes \
        twice more: no present call may be made on an ad that was presented before.
        """,
      fix:
        "set the ad to nil in adDidDismissFullScreenContent(_:) and in the presentation-failure callback, and load a new one.",
      basis: .init(
        .must, .fact, section: f.showSection, word: nil,
        sentence: "\(Self.capitalized(f.anAd)) can be shown once; showing it again needs a newly loaded object.",
        note: "A stated fact (a one-time-use object) that the SDK enforces with error 18, so MUST."),
      property: GoogleFullScreenMonitors.neverReusesAd(Run.self)
    ) { (run: Run) in await GoogleFullScreenChecks.neverReusesAd(run) }

    delegateSetBeforePresent = Rule(
      f.prefix + "delegate-set-before-present", .must,
      title: "The ad's fullScreenContentDelegate is set before it is presented.",
      guide: f.callbacksSection,
      explanation: """
        Without the delegate the app never hears of the dismissal or a failure, so it never \
        drops the ad nor loads the next. The check shows an ad \(f.moment): at each present \
        call the ad must have a delegate.
        """,
      fix: "set ad.fullScreenContentDelegate = self when the load completes, before any present call.",
      basis: .init(
        .must, .sample, section: f.callbacksSection, word: nil,
        sentence:
          "The guide's code gives the loaded ad its content delegate at once, so the app hears every presentation event.",
        note:
          "Sample code; MUST because without the delegate the app cannot keep the one-time-use rules that the SDK enforces."
      ),
      property: GoogleFullScreenMonitors.delegateSetBeforePresent(Run.self)
    ) { (run: Run) in await GoogleFullScreenChecks.delegateSetBeforePresent(run) }

    testIDsUnderTest = Rule(
      f.prefix + "test-ids-under-test", .must,
      title: "Under test, the app loads only Google's demo \(f.ad) unit.",
      guide: f.testSection,
      explanation: """
        Live ads requested during development count as invalid traffic, and the account can \
        be suspended. The check starts the screen and brings the moment the app shows ads: \
        every load must ask for one of Google's published demo units.
        """,
      fix: "use the \(f.ad) demo unit \(f.demoUnit) in debug and test builds.",
      basis: .init(
        .must, section: f.testSection, word: "make sure",
        sentence:
          "Build and test with the demo unit, and swap in your own id only for release; not doing so risks the account."
      ),
      property: GoogleFullScreenMonitors.testIDsUnderTest(Run.self)
    ) { (run: Run) in await GoogleFullScreenChecks.testIDsUnderTest(run) }

    reloadsAfterDismiss = Rule(
      f.prefix + "reloads-after-dismiss", .should,
      title: "After \(f.anAd) is dismissed, the app drops it and loads the next.",
      guide: f.callbacksSection,
      explanation: """
        A shown ad is spent; \(f.next) needs a new one loaded ahead. The user closes an ad \
        shown \(f.moment), and a new load must start within the request window (10 s) of \
        adDidDismissFullScreenContent, unless one was already on its way. When the app's own \
        clock brings its breaks, the user carries on a second after (the subject's \
        userCarriesOn hook: Play again, Next), and a load that follows counts.
        """,
      fix: "in adDidDismissFullScreenContent(_:), set the ad to nil and load the next one.",
      basis: .init(
        .should, .sample, section: f.sampleSection, word: nil,
        sentence: "The sample clears its ad when it is dismissed and loads a fresh one for the next game.",
        note: "Sample code with no word of obligation, so SHOULD; loading ahead is what lets \(f.next) show an ad."),
      property: GoogleFullScreenMonitors.loadsAfter(
        .adDidDismissFullScreenContent, Run.self, what: "adDidDismissFullScreenContent")
    ) { (run: Run) in await GoogleFullScreenChecks.reloadsAfterDismiss(run) }

    reloadsAfterPresentFailure = Rule(
      f.prefix + "reloads-after-present-failure", .should,
      title: "After a presentation fails, the app drops the ad and loads the next.",
      guide: f.callbacksSection,
      explanation: """
        A failed presentation leaves the ad unusable. Before the moment the app shows ads, \
        the check arranges for the presentation to fail in a mediation adapter (code 22), a \
        failure canPresent(fromRootViewController:) cannot foresee; a new load must start \
        within the request window (10 s) of ad(_:didFailToPresentFullScreenContentWithError:). \
        When the app's own clock brings its breaks, the user carries on a second after.
        """,
      fix: "in ad(_:didFailToPresentFullScreenContentWithError:), set the ad to nil and load the next one.",
      basis: .init(
        .should, .sample, section: f.sampleSection, word: nil,
        sentence: "The sample clears its ad when a presentation fails, as it does on a dismissal.",
        note: "Sample code with no word of obligation, so SHOULD."),
      property: GoogleFullScreenMonitors.loadsAfter(
        .adDidFailToPresentFullScreenContentWithError, Run.self,
        what: "ad(_:didFailToPresentFullScreenContentWithError:)")
    ) { (run: Run) in await GoogleFullScreenChecks.reloadsAfterPresentFailure(run) }

    recoversAfterLoadFailure = Rule(
      f.prefix + "recovers-after-load-failure", .should,
      title: "After a failed load, the app loads again by \(f.next).",
      guide: f.loadSection,
      explanation: """
        An app that sets a loading flag and never clears it on an error shows no \(f.ad) \
        again. The first load fails with noFill (1); by \(f.next) a new load must have \
        started, or start within the request window (10 s) of it. An app that backs off \
        may let a moment soon after the failure pass: its load may come up to a minute \
        after the failure, as a back-off timer brings it.
        """,
      fix:
        "clear the loading state on every path out of the load, the error path included, and load again by \(f.next).",
      basis: .init(
        .should, .sample, section: f.loadSection, word: nil,
        sentence: "The guide's load code only logs a failed load; the sample asks again when the next game starts.",
        note: "Sample code with no word of obligation, so SHOULD."),
      property: GoogleFullScreenMonitors.recoversAfterLoadFailure(Run.self)
    ) { (run: Run) in await GoogleFullScreenChecks.recoversAfterLoadFailure(run) }

    noRetryStorm = Rule(
      f.prefix + "no-retry-storm", .should,
      title: "A failed \(f.ad) load is not retried in a tight loop.",
      guide: f.loadSection,
      explanation: """
        Retrying at once from the failure handler hammers the ad server and the battery. The \
        check answers five loads in a row with noFill (1) and lets a minute pass: the app may \
        retry once at once, not twice, and its retries must back off. An app whose own clock \
        brings its breaks may load again at each one, so only its retries at once are judged.
        """,
      fix: "after a failure, wait for \(f.next) or a backed-off timer before loading again.",
      basis: .init(
        .should, .sample, section: f.loadSection, word: nil,
        sentence: "The sample does not retry a failed load from its handler; it loads again at the next game.",
        note: "Sample code with no word of obligation, so SHOULD."),
      property: GoogleFullScreenMonitors.noRetryStorm(Run.self)
    ) { (run: Run) in await GoogleFullScreenChecks.noRetryStorm(run) }

    neverPresentsExpired = Rule(
      f.prefix + "never-presents-expired", .should,
      title: "\(Self.capitalized(f.anAd)) held past its lifetime (an hour by default) is never presented.",
      guide: f.loadSection,
      explanation: """
        Google's ads expire, typically an hour after they load, and the SDK gives no sign of \
        it. The check loads an ad and lets the lifetime of the GoogleFullScreenBehaviour pass \
        (an hour, plus a minute) before the moment the app shows ads: no present call may be \
        made on the old ad. Dropping it and showing a fresh one, or none, passes. A client \
        whose subject does not say its expiry check reads a time the run moves \
        (Subject.Context.now, or Date(), which a run moves on Linux) reports unverified.
        """,
      fix:
        "note the load time from the clock you are given, and at the moment of showing drop an ad older than an hour and load a new one.",
      basis: .init(
        .should, .fact, section: f.loadSection, word: nil,
        sentence:
          "Loaded ads expire, typically an hour after loading, and only the app can tell, from the time it noted at the load.",
        note: "A stated fact with no word of obligation, and the lifetime is approximate, so SHOULD."),
      // The property: no present call on an ad past its lifetime, for a client whose subject
      // says its time is one the run moves; another cannot be judged, so nothing is watched.
      property: Rule.Monitor { (run: Run) in
        let judged = run.readsTimeFromContext
        return .eachEvent(named: [run.presentCall]) { event in
          guard judged, event.name == run.presentCall, run.isOwn(event), event.flag("expired") == true else {
            return nil
          }
          let lifetime = GoogleFullScreenBehaviour.current(in: run.simulation).lifetime
          let loaded =
            event.duration("age").map {
              ", loaded at \(VirtualClock.Instant(offset: event.time.offset - $0)) s, \($0.shortText) before"
            } ?? ""
          return Rule.Violation(
            expected: "no \(run.formatName) ad presented past its lifetime of \(lifetime.shortText)",
            actual: "the app presented \(event.object) at \(event.time) s\(loaded), once it had expired", at: event)
        }
      }
    ) { (run: Run) in await GoogleFullScreenChecks.neverPresentsExpired(run) }

    singleLoad = Rule(
      f.prefix + "single-load", .should,
      title: "One \(f.ad) load at a time, none while an unused ad is held, and no loaded ad thrown away unused.",
      guide: f.loadSection,
      explanation: """
        Each request the app makes and each ad it throws away unused costs the ad server, \
        the battery and the account's show rate. The check loads an ad, then, with it in \
        hand, lets the user carry on, sends the app to the background and back, warns of \
        low memory and brings \(f.next); the user closes what it shows and carries on \
        twice more. Every load call must find no load of the format running and no ad \
        held that is unused and within its lifetime (an ad counts as held until the app \
        presents it or releases it), and no unused ad within its lifetime may be released \
        while the app's screen is up: a view model made again at each evaluation of a \
        SwiftUI body throws its ad away.
        """,
      fix:
        "keep the loaded ad and a loading flag; load only when the ad is nil and no load is on its way, for instance from .task or onAppear of a screen the user comes back to.",
      basis: .init(
        .should, .sample, section: f.sampleSection, word: nil,
        sentence:
          "The sample loads its first ad when the screen opens and the next only once the one in hand is spent; the app open guide forbids loading over a running load or an unused ad in so many words.",
        note:
          "Sample code with no word of obligation for this format, so SHOULD. Read as the app open guide states it for the same SDK. Google's UIKit samples load again on Play again whatever they hold, so they warn when an ad arrived after the game it was for."
      ),
      // The property: every load call finds no load of the format running and no unused ad
      // within its lifetime held, and no such ad is released while the screen is up.
      property: Rule.Monitor { (run: Run) in
        var ledger = GoogleLoadLedger(
          validity: GoogleFullScreenBehaviour.current(in: run.simulation).lifetime, loadCall: run.loadCall,
          presentCall: run.presentCall)
        return .eachEvent(named: ledger.names) { event in
          ledger.note(event, isOwn: run.isOwn(event), screenUp: run.isScreenUp)
        }
      }
    ) { (run: Run) in await GoogleFullScreenChecks.singleLoad(run) }
  }

  /// The text with its first letter in capitals: `an interstitial` becomes `An interstitial`.
  static func capitalized(_ text: String) -> String {
    text.prefix(1).uppercased() + text.dropFirst()
  }
}
