import AdSimulation
import FakeUIKit
import FakeiAd

extension BannerContracts {
  /// Leaving for a screen without ads detaches the banner.
  static let detachedWhenUnused = Contract(
    "banner.detached-when-unused", .should,
    title: "Leaving for a screen without ads, the banner is removed and its delegate cleared.",
    guide: practicesSection,
    explanation: """
      A banner nobody can see keeps cycling through ads and uses up the app's inventory. \
      The check shows an ad, moves to a screen without ads and stays there a minute: every \
      banner still alive must be out of its superview with its delegate set to nil (or be \
      released). A shared banner that is parked that way and moved back later keeps the \
      rule.
      """,
    fix: "when the screen disappears, remove the banner from its superview, set its delegate to nil and release it (or park a shared banner the same way)."
  ) { (run: BannerRun) in
    await run.loadAd()
    await run.perform(.navigateAway, .advance(.seconds(60)))
    for banner in run.banners where banner.window == nil {
      if banner.superview != nil || banner.delegate != nil {
        let holder = banner.superview.map { "in its \(String(describing: type(of: $0)))" } ?? "out of any view"
        let delegate = banner.delegate.map { "delegate \(String(describing: type(of: $0)))" } ?? "no delegate"
        return .fail(
          expected: "\(banner.traceName) removed from its superview with its delegate cleared after leaving for a screen without ads",
          actual: "it stayed \(holder) with \(delegate) for 60.0 s")
      }
    }
    return .pass
  }

  /// A banner is created only to be displayed.
  static let createdWhenDisplayed = Contract(
    "banner.created-when-displayed", .should,
    title: "A banner is created only when the app is about to display it.",
    guide: practicesSection,
    explanation: """
      A banner requests ads from the moment it exists; one made early, or made and never \
      shown, spends inventory on ads nobody sees. The check moves between the ad screen \
      and a screen without ads; every banner must enter the window within one refresh \
      interval (30 s) of its creation.
      """,
    fix: "create the banner when its screen appears (or reuse one shared banner), not in advance."
  ) { (run: BannerRun) in
    await run.loadAd()
    await run.perform(
      .advance(.seconds(40)), .navigateAway, .advance(.seconds(40)), .navigateBack,
      .advance(.seconds(40)))
    for created in run.simulation.trace.events(.created) where created.object.hasPrefix("ADBannerView") {
      let deadline = created.time.advanced(by: ADBannerView.refreshInterval)
      if let entered = run.windowEntries[created.object] {
        if deadline < entered {
          return .fail(
            expected: "every banner displayed soon after it is created",
            actual: "\(created.object), created at \(created.time) s, first entered the window at \(entered) s")
        }
      } else if deadline <= run.now {
        return .fail(
          expected: "every banner displayed soon after it is created",
          actual: "\(created.object), created at \(created.time) s, was never displayed in \(created.time.duration(to: run.now).shortText)")
      }
    }
    return .pass
  }

  /// On a memory warning during an action the app frees what it can recreate.
  static let releasesMemoryOnWarning = Contract(
    "banner.releases-memory-on-warning", .must,
    title: "On a memory warning during an ad action, the app frees what it can recreate.",
    guide: "About iAd › Pause Nonessential Activities While Users Interact with Advertisements",
    explanation: """
      A rich ad takes its memory from the app's. The check covers the app with an ad and \
      sends a memory warning; the subject's recreatableMemory probe must read less \
      afterwards than before.
      """,
    fix: "in didReceiveMemoryWarning() (or on UIApplication.didReceiveMemoryWarningNotification), drop caches and other objects you can rebuild after the ad."
  ) { (run: BannerRun) in
    await ActionChecks.releasesMemoryOnWarning(run)
  }

  /// One banner moves with the user between screens with ads.
  static let sharedAcrossScreens = Contract(
    "banner.shared-across-screens", .should,
    title: "Screens with ads share one banner that moves with the user.",
    guide: practicesSection,
    explanation: """
      A new banner needs time to get its first ad, so on screens seen briefly a banner per \
      screen shows nothing. With a loaded ad on screen, the check moves to the next screen \
      with ads and back: a loaded banner must be on screen at once each time, and no new \
      ADBannerView may be made. It applies to apps with several ad screens \
      (Subject.AdScreens.several); for an app with one, it is not applicable.
      """,
    fix: "keep one banner in an object that outlives the screens, and move it into each screen as it appears."
  ) { (run: BannerRun) in
    guard run.setup.adScreens == .several else {
      return .notApplicable("the app shows ads on one screen only.")
    }
    await run.loadAd()
    for step in [Script.Step.navigateToNextAdScreen, .navigateBack] {
      let start = run.lastSequence
      await run.perform(step)
      if let created = run.simulation.trace.events.first(where: { $0.sequence > start && $0.kind == .created }) {
        return .fail(
          expected: "the loaded banner moved onto the next screen",
          actual: "the app made \(created.object) at \(created.time) s and had no ad to show")
      }
      if !run.banners.contains(where: { $0.isBannerLoaded && $0.isOnScreen }) {
        return .fail(
          expected: "a loaded banner on screen as soon as the next screen appeared",
          actual: "none was on screen after \(step)")
      }
    }
    return .pass
  }
}
