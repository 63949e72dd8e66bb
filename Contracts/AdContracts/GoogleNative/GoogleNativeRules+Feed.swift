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
      var shown: [FeedRow: (ad: GADNativeAd, name: String, at: VirtualClock.Instant)] = [:]
      var judged = 0
      return Rule.Watch(
        step: {
          for view in run.adViews where view.nativeAd != nil && view.isOnScreen {
            guard let ad = view.nativeAd, let row = FeedRow(of: view) else { continue }
            judged += 1
            guard let earlier = shown[row] else {
              shown[row] = (ad, ad.traceName, run.now)
              continue
            }
            guard earlier.ad !== ad else { continue }
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
