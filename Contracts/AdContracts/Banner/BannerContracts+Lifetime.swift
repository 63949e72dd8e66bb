import AdSimulation
import FakeUIKit
import FakeiAd

extension BannerContracts {
  /// Leaving for a screen without ads detaches the banner.
  static let detachedWhenUnused = Contract(
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
    fix: "when the screen disappears, remove the banner from its superview, set its delegate to nil and release it (or park a shared banner the same way).",
    basis: .init(
      .should, section: BannerContracts.practicesSection, word: "avoid",
      sentence: "When the user goes to a screen with no banner and is expected to stay there long, take the banner out of the hierarchy, clear its delegate and release it; more broadly, try not to keep a banner the user cannot see.",
      note: "A best-practices bullet whose instruction holds only under its condition (a long stay on the new screen), stated in general with \"avoid\" (the Russian edition: избегите).")
  ) { (run: BannerRun) in
    guard let shown = await run.showAd() else {
      return .unmet(.bannerOnScreen, "no loaded banner came on screen before the user left")
    }
    let name = shown.traceName
    let left = run.now
    await run.perform(.navigateAway, .advance(.seconds(60)))
    // The rule's property (BannerMonitors.detachedWhenUnused) judges the run; the wait
    // outlasts the minute from when the banners left the window.
    _ = await run.waitUntil(outlasting: .screen) {
      run.banners.allSatisfy { $0.isInWindow || ($0.superview == nil && $0.delegate == nil) }
    }
    let fate =
      run.simulation.isReleased(name)
      ? "was released"
      : shown.window != nil
        ? "moved along with the user"
        : shown.superview == nil && shown.delegate == nil ? "was out of any view with no delegate" : "was still attached"
    return .pass("\(name) was on screen until the user left at \(left) s and \(fate) 60.0 s later")
  }

  /// A banner is created only to be displayed.
  static let createdWhenDisplayed = Contract(
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
      .should, section: BannerContracts.practicesSection, word: "Best Practices",
      sentence: "Make a banner only when it is about to be shown; otherwise it cycles through ads and drains the app's supply.",
      note: "The bullet is an imperative, but the guide offers the list as principles to keep in mind, which makes it best practice.")
  ) { (run: BannerRun) in
    // Every request is answered, so a banner added to the window only once its ad loads
    // gets there too.
    for _ in 0..<4 { await run.perform(.respond(.fill(after: .seconds(2)))) }
    await run.perform(.advance(.seconds(3)))
    await run.perform(
      .advance(.seconds(40)), .navigateAway, .advance(.seconds(40)), .navigateBack,
      .advance(.seconds(40)))
    let created = run.createdBanners
    guard !created.isEmpty else { return .unmet(.bannerMade, "the app made no ADBannerView in 123 s") }
    // The rule's property (BannerMonitors.createdWhenDisplayed) judges the run.
    let entries = created.map { event in
      "\(event.object) made at \(event.time) s, in the window at \(run.windowEntries[event.object].map { "\($0) s" } ?? "no time")"
    }
    return .pass(entries.joined(separator: "; "))
  }

  /// On a memory warning during an action the app frees what it can recreate.
  static let releasesMemoryOnWarning = Contract(
    "iad.banner.releases-memory-on-warning", .must,
    title: "On a memory warning during an ad action, the app frees what it can recreate.",
    guide: "About iAd › Pause Nonessential Activities While Users Interact with Advertisements",
    explanation: """
      A rich ad takes its memory from the app's. The check covers the app with an ad and \
      sends a memory warning; the subject's recreatableMemory probe must read less than \
      before within the release window (2 s).
      """,
    fix: "in didReceiveMemoryWarning() (or on UIApplication.didReceiveMemoryWarningNotification), drop caches and other objects you can rebuild after the ad.",
    basis: .init(
      .must, section: "About iAd › Pause Nonessential Activities While Users Interact with Advertisements", word: "must",
      sentence: "While an ad is up, the app has to answer memory warnings by freeing objects it can rebuild once the user is done with the ad.",
      note: "Banner View Best Practices says the same with \"must\".")
  ) { (run: BannerRun) in
    await ActionChecks.releasesMemoryOnWarning(run)
  }

  /// One banner moves with the user between screens with ads.
  static let sharedAcrossScreens = Contract(
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
      .should, section: BannerContracts.practicesSection, word: "should",
      sentence: "For screens the user sees only briefly, the app is advised to make a single banner and move it onto each screen that shows ads, since a new banner needs time to get its first ad.",
      note: "A best-practices bullet, and conditional on screens seen for a short time.")
  ) { (run: BannerRun) in
    guard run.setup.adScreens == .several else {
      return .notApplicable("the app shows ads on one screen only.")
    }
    guard let first = await run.showAd() else {
      return .unmet(.bannerOnScreen, "no loaded banner came on screen before the user moved on")
    }
    var seen: [String] = []
    var made: [String] = []
    // The rule's property (BannerMonitors.sharedAcrossScreens) judges the run.
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
}
