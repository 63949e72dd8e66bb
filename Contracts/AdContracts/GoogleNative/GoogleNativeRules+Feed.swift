import AdSimulation
import FakeGoogleMobileAds
import FakeUIKit

extension GoogleNativeRules {
  /// The asset views show the ad their native ad view holds.
  static let assetsMatchAd = Rule(
    "gma.native.assets-match-ad", .must,
    title: "A native ad view's headline and body show the ad the view holds.",
    guide: displaySection,
    explanation: """
      The impression and the clicks count for the ad set as the view's nativeAd; the user \
      sees what the asset views show. When the two differ (a table cell reused for another \
      ad row, its labels filled from the new ad but its nativeAd left as it was, or its \
      nativeAd set anew over labels still showing the last ad) the user taps one ad and \
      the click is counted for another. The check shows an ad, scrolls the screen's \
      content through to its end and back, and gives the layout the screen window (2 s) \
      after each move: at every moment past it, a native ad view showing an ad on screen \
      must have its headline label (and its body label, when the ad has a body and the \
      label shows) reading the ad's own text.
      """,
    fix:
      "fill the asset views from the ad you then set as the view's nativeAd, every time you set it: in a table view, in tableView(_:cellForRowAt:) for every dequeued cell, new or reused.",
    basis: .init(
      .must, .sample, section: displaySection, word: nil,
      sentence: "Each asset view shows the matching asset of the ad the native ad view is given.",
      note:
        "The guide fills the views from the ad it then sets; a view showing another ad's assets misattributes clicks, which the policy forbids, so MUST."
    ),
    // The property: no ad view on screen shows another text than its ad's headline or body
    // for longer than the screen window.
    property: Rule.Monitor { (run: GoogleNativeRun) in
      .lasting(longerThan: Rule.Window.screen.duration, on: run, applies: { run.adViewOnScreen != nil }) {
        guard let mismatch = mismatchedAsset(in: run.adViews) else { return nil }
        return Rule.Violation(
          expected:
            "\(mismatch.view.traceName)'s \(mismatch.asset) label reading \(mismatch.ad)'s \(mismatch.asset), \(mismatch.text)",
          actual: "it read \(mismatch.shown) at \(run.now) s", at: run.lastEvent())
      }
    }
  ) { (run: GoogleNativeRun) in
    guard let view = await run.showAdPastScreenWindow() else {
      return .unmet(.nativeAdShown, run.whyNoAdOnScreen())
    }
    let scrolled = await run.scrollThroughContent()
    return .pass(
      "\(view.traceName) showed its ad's own headline and body\(scrolled ? ", and so did every ad view scrolled through" : "")"
    )
  }

  /// A feed row shows the same ad each time it comes on screen.
  static let rowKeepsItsAd = Rule(
    "gma.native.row-keeps-its-ad", .should,
    title: "A table row that showed a native ad shows the same ad when it comes back.",
    guide: displaySection,
    explanation: """
      A feed keeps the ads it placed: the row the user scrolls back to shows the ad it \
      showed before, as Google's table-view example does by keeping its ads among the \
      feed's items. A feed that loads a new ad each time an ad cell is dequeued (or hands \
      its ads out in turn) asks for far more ads than it shows, throws away ads the user \
      has not finished with and counts impressions the user never looked at. The check \
      shows an ad in a table view's row, scrolls the table through to its end and back, \
      answering any request it makes, and watches each row: a row that showed one ad must \
      not show another while the table's rows keep their numbers (a reloadData() or rows \
      inserted or deleted renumber them and start over). A screen with no native ad in a \
      table view's rows is not judged.
      """,
    fix:
      "load the feed's ads once (several at a time with GADMultipleAdsAdLoaderOptions), keep each with its row among the feed's items, and show the row's own ad in whichever cell is dequeued for it.",
    basis: .init(
      .should, .sample, section: displaySection, word: nil,
      sentence: "A feed places each native ad it loads at a row of its own and shows it there.",
      note:
        "Read from the guide's table-view example; a churn of ads per row wastes requests and impressions but breaks no policy, so SHOULD."
    ),
    // The property: a row of a table that showed one ad does not show another while the
    // table's rows keep their numbers.
    property: Rule.Monitor { (run: GoogleNativeRun) in
      // Each row's ad by its name: the watch holds no ad, so none outlives the app's hold.
      var shown: [FeedRow: (name: String, at: VirtualClock.Instant)] = [:]
      var judged = 0
      var opening = run.screensOpened
      return Rule.Watch(
        step: {
          // A screen opened anew has a table of its own, whose rows start over.
          if run.screensOpened != opening {
            shown = [:]
            opening = run.screensOpened
          }
          for view in run.adViews where view.nativeAd != nil && view.isOnScreen {
            guard let ad = view.nativeAd, let row = FeedRow(of: view) else { continue }
            judged += 1
            guard let earlier = shown[row] else {
              shown[row] = (ad.traceName, run.now)
              continue
            }
            guard earlier.name != ad.traceName else { continue }
            return Rule.Violation(
              expected:
                "row \(row.indexPath.row) of the table to show \(earlier.name) again, as it did at \(earlier.at) s",
              actual: "it showed \(ad.traceName) at \(run.now) s", at: run.lastEvent())
          }
          return nil
        },
        reached: { judged > 0 })
    }
  ) { (run: GoogleNativeRun) in
    guard await run.showAd() != nil else {
      return .unmet(.nativeAdShown, run.whyNoAdOnScreen())
    }
    guard run.adViews.contains(where: { $0.nativeAd != nil && FeedRow(of: $0) != nil }) else {
      return .notApplicable("the screen shows its native ads outside table-view rows")
    }
    await run.scrollThroughContent()
    return .pass("each table row showing a native ad showed the same ad whenever it came on screen")
  }

  /// The native ads a screen showed go once the user has left it.
  static let releasedWithScreen = Rule(
    "gma.native.released-with-screen", .should,
    title: "Once the user leaves a screen, the native ads it showed are released.",
    guide: displaySection,
    explanation: """
      A native ad holds its assets, its images and its video, and lives as long as the app \
      keeps a reference to it; nothing in the SDK lets it go for the app. Reusing a table \
      cell hands its ad view another ad, and the ad it showed before lives on in the \
      feed's items while the feed lives (as in Google's table-view example, where a row \
      scrolled back to shows its ad again), so what a device can tell apart is what \
      happens once the screen is gone: the ads it showed must go with it. A screen kept \
      alive by a reference cycle (a cell or a closure that holds the screen strongly), or \
      ads kept in a list that outlives the screen, keep every ad the user scrolled past. \
      The check shows an ad, scrolls the screen's content through to its end and back \
      (cells reused on the way), goes back from the screen and waits the screen window \
      (2 s): every native ad set on a native ad view of the screen must be released by \
      then, unless a native ad view on screen shows it again. Ads loaded and not yet shown \
      (a cache an app fills at launch for later screens) are not judged.
      """,
    fix:
      "keep the screen's ads in the screen (or its feed's items) only, hold the screen weakly from cells and closures ([weak self]), and empty any list of ads that outlives the screen when it goes.",
    basis: .init(
      .should, .fact, section: displaySection, word: nil,
      sentence:
        "A native ad is an object the app owns: it stays in memory, with its assets, for as long as the app keeps it, and a screen's reused cells show other ads while the app keeps the old ones.",
      note:
        "The guide states the ownership and leaves the release to the app; memory held for ads nobody can see again wastes the app's memory but breaks no policy, so SHOULD."
    ),
    // The property: an ad shown on a screen the user has left is released within the
    // screen window, unless an ad view on screen shows it again.
    property: Rule.Monitor { (run: GoogleNativeRun) in
      // Each ad shown, with the opening of the screen that showed it.
      var shownOn: [(ad: String, opening: Int)] = []
      // The openings the user has left, and when.
      var left: (opening: Int, at: VirtualClock.Instant, event: Trace.Event)?
      var judged = 0
      let back = Script.Step.navigateBack.eventName
      return Rule.Watch(
        names: [.nativeAdViewNativeAd, back],
        event: { event in
          if event.name == back {
            // Recorded before the screen goes: the opening left is the one on screen now.
            if run.screen != nil { left = (run.screensOpened, event.time, event) }
          } else if let ad = event.text("ad"), GoogleNativeRun.isAdView(event),
            !shownOn.contains(where: { $0.ad == ad && $0.opening == run.screensOpened })
          {
            shownOn.append((ad, run.screensOpened))
          }
          return nil
        },
        step: {
          guard let left, run.screen == nil || run.screensOpened > left.opening else { return nil }
          let showing = Set(run.adViews.compactMap { $0.isOnScreen ? $0.nativeAd?.traceName : nil })
          let kept = shownOn.first { shown in
            shown.opening <= left.opening && !showing.contains(shown.ad) && !run.simulation.isReleased(shown.ad)
          }
          judged += 1
          guard let kept, left.at.duration(to: run.now) > Rule.Window.screen.duration else { return nil }
          return Rule.Violation(
            expected:
              "\(kept.ad), shown on the screen the user left at \(left.at) s, released within \(Rule.Window.screen.duration.shortText)",
            actual: "it was still alive at \(run.now) s with no native ad view on screen showing it",
            at: left.event)
        },
        reached: { judged > 0 })
    }
  ) { (run: GoogleNativeRun) in
    guard await run.showAd() != nil else {
      return .unmet(.nativeAdShown, run.whyNoAdOnScreen())
    }
    await run.scrollThroughContent()
    let shown = Set(run.adSets().compactMap { $0.text("ad") }).sorted()
    // An app that showed its ad at a natural break moves on from it first.
    if !run.canLeaveScreen, run.setup.naturalBreak != nil {
      await run.perform(.transition, .advance(.zero))
    }
    guard run.canLeaveScreen else {
      return .notApplicable("the user could not go back from the screen: a screen covered it")
    }
    let leftAt = run.now
    await run.perform(.navigateBack, .advance(Rule.Window.screen.duration + .milliseconds(1)))
    // The rule's property judges the run.
    return .pass(
      "the user left the screen at \(leftAt) s and \(shown.joined(separator: ", ")), shown there, were released by \(run.now) s"
    )
  }

  /// The first ad view on screen whose headline or body label reads another text than its
  /// ad's.
  @MainActor
  static func mismatchedAsset(
    in views: [GADNativeAdView]
  ) -> (view: GADNativeAdView, asset: String, ad: String, text: String, shown: String)? {
    for view in views where view.isOnScreen {
      guard let ad = view.nativeAd else { continue }
      let assets: [(String, UIView?, String?)] = [
        ("headline", view.headlineView, ad.headline), ("body", view.bodyView, ad.body),
      ]
      for (asset, assetView, text) in assets {
        guard let label = assetView as? UILabel, let text, label.isOnScreen, label.text != text else { continue }
        let shown = label.text.map { "\"\($0)\"" } ?? "no text"
        return (view, asset, ad.traceName, "\"\(text)\"", shown)
      }
    }
    return nil
  }
}

/// A row of a table view, named while the table's rows keep their numbers.
struct FeedRow: Hashable {
  let table: ObjectIdentifier
  let numbering: Int
  let indexPath: IndexPath

  /// The row whose cell holds the view, if the view is in a table view's cell.
  @MainActor
  init?(of view: UIView) {
    var ancestor = view.superview
    while let current = ancestor, !(current is UITableViewCell) { ancestor = current.superview }
    guard let cell = ancestor as? UITableViewCell else { return nil }
    ancestor = cell.superview
    while let current = ancestor, !(current is UITableView) { ancestor = current.superview }
    guard let table = ancestor as? UITableView, let indexPath = table.indexPath(for: cell) else { return nil }
    self.table = ObjectIdentifier(table)
    numbering = table.rowsRenumbered
    self.indexPath = indexPath
  }
}
