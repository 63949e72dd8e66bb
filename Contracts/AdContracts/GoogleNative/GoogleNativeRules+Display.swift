import AdSimulation
import FakeGoogleMobileAds
import FakeUIKit

extension GoogleNativeRules {
  /// Under test, the loader asks only for Google's demo native units.
  static let testIDsUnderTest = Rule(
    "gma.native.test-ids-under-test", .must,
    title: "Under test, the ad loader asks only for Google's demo native units.",
    guide: testSection,
    explanation: """
      Live ads in development count as invalid traffic and can get the AdMob account \
      suspended. The check answers the first request and lets 3 s pass: every load(_:) of \
      a GADAdLoader must be for one of Google's demo units.
      """,
    fix:
      "make the loader with the demo native unit (ca-app-pub-3940256099942544/3986624511) in debug builds and your own unit only in release builds.",
    basis: .init(
      .must, section: testSection, word: "make sure",
      sentence:
        "Testing with live units risks suspension; the demo units serve test ads for every request and must be swapped for real ones only at release.",
      note: "The guide ties the advice to account suspension, so it is a MUST."),
    // The property: every loader's load asks for one of Google's demo units.
    property: Rule.Monitor { (_: GoogleNativeRun) in
      .eachEvent(named: [.adLoaderLoad]) { event in
        guard event.flag("testUnit") != true else { return nil }
        return Rule.Violation(
          expected: "a demo native unit in every load",
          actual: "\(event.object) loaded \(event.text("adUnitID") ?? "an unknown unit") at \(event.time) s", at: event)
      }
    }
  ) { (run: GoogleNativeRun) in
    await run.perform(.respond(.fill(after: GoogleNativeRun.latency)), .advance(.seconds(3)))
    let loads = run.events(named: .adLoaderLoad)
    guard let first = loads.first else {
      return .unmet(.loadRequested, "no GADAdLoader called load(_:) in 3 s")
    }
    return .pass("\(loads.count) load(_:) call(s), the first for \(first.text("adUnitID") ?? "?")")
  }

  /// Every asset view is inside the native ad view when the ad is set.
  static let assetsInsideAdView = Rule(
    "gma.native.assets-inside-ad-view", .must,
    title: "Every asset view the native ad view names is inside it.",
    guide: sizeSection,
    explanation: """
      The policy asks that every asset of a native ad sit inside its native ad view: the \
      SDK tracks clicks and impressions there, and an asset outside it is not part of the \
      ad. The check shows an ad; each time the app sets nativeAd, every asset view the ad \
      view names (headlineView, bodyView, mediaView and the rest) must be one of its \
      subviews, however deep.
      """,
    fix:
      "add each asset view as a subview of the GADNativeAdView (or of a view inside it) before naming it in the ad view's outlets.",
    basis: .init(
      .must, section: sizeSection, word: "must",
      sentence: "All assets of a native ad have to be inside the native ad view."),
    // The property: at each nativeAd assignment, no asset view is outside the ad view.
    property: Rule.Monitor { (_: GoogleNativeRun) in
      .eachEvent(named: [.nativeAdViewNativeAd]) { event in
        guard GoogleNativeRun.isAdView(event), event.flag("cleared") != true,
          let outside = event.text("outsideViews"), !outside.isEmpty
        else { return nil }
        return Rule.Violation(
          expected: "every asset view inside \(event.object) when its nativeAd is set",
          actual: "\(outside) was outside it when the app set nativeAd at \(event.time) s", at: event)
      }
    }
  ) { (run: GoogleNativeRun) in
    await run.showAd()
    guard let set = run.adSets().first else {
      return .unmet(.nativeAdSet, run.whyNoAdOnScreen())
    }
    return .pass("\(set.object) held \(set.text("assetViews") ?? "its asset views") inside it at \(set.time) s")
  }

  /// The app fills the asset views before it sets the ad on the view.
  static let adSetAfterViewsFilled = Rule(
    "gma.native.ad-set-after-views-filled", .should,
    title: "The app fills the asset views before it gives the native ad view its ad.",
    guide: displaySection,
    explanation: """
      Google's guide has the app fill each asset view from the ad (the headline's text, the \
      icon's image) and set nativeAd on the ad view last, since setting it is what ties \
      the views to the ad. The check shows an ad; when the app sets nativeAd, a headline \
      view that is a label must already show the ad's headline.
      """,
    fix: "fill headlineView, bodyView and the other asset views from the ad, then set nativeAdView.nativeAd last.",
    basis: .init(
      .should, section: displaySection, word: "should",
      sentence: "Associating the ad with its view should come after the asset views are filled."),
    // The property: as the app sets nativeAd, a label headline view shows the ad's headline.
    property: Rule.Monitor { (run: GoogleNativeRun) in
      Rule.Watch(
        names: [.nativeAdViewNativeAd],
        event: { [unowned run] event in
          guard GoogleNativeRun.isAdView(event), event.flag("cleared") != true,
            let view = run.adViews.first(where: { $0.traceName == event.object }),
            let headline = view.nativeAd?.headline, let label = view.headlineView as? UILabel,
            label.text != headline
          else { return nil }
          return Rule.Violation(
            expected: "\(event.object)'s headline view showing the ad's headline when nativeAd is set",
            actual:
              "it showed \(label.text.map { "\"\($0)\"" } ?? "nothing") when the app set nativeAd at \(event.time) s; the headline is \"\(headline)\"",
            at: event)
        })
    }
  ) { (run: GoogleNativeRun) in
    await run.showAd()
    guard let set = run.adSets().first,
      let view = run.adViews.first(where: { $0.traceName == set.object })
    else {
      return .unmet(.nativeAdSet, run.whyNoAdOnScreen())
    }
    guard view.headlineView is UILabel else {
      return .notApplicable("\(view.traceName)'s headline view is not a label")
    }
    return .pass("\(view.traceName)'s headline was filled before its nativeAd was set at \(set.time) s")
  }

  /// The ad's delegate is set before the ad is shown.
  static let delegateSetBeforeShown = Rule(
    "gma.native.delegate-set-before-shown", .should,
    title: "The app sets a native ad's delegate before it shows the ad.",
    guide: eventsSection,
    explanation: """
      A native ad records its impression the first time its view is on screen, and tells \
      its delegate then. A delegate set after the ad went into its view may miss that \
      impression. The check shows an ad; an app that sets a native ad's delegate at all must \
      set it before it sets that ad on a native ad view.
      """,
    fix: "set nativeAd.delegate in adLoader(_:didReceive:), before you set the ad on its GADNativeAdView.",
    basis: .init(
      .should, .fact, section: eventsSection, word: nil,
      sentence:
        "The native ad tells its delegate of the impression when it is first seen, which can be as soon as it is shown.",
      note: "A fact of the guide's events section with no word of obligation, so SHOULD."),
    // The property: no native ad gets its delegate after it was set on an ad view.
    property: Rule.Monitor { (_: GoogleNativeRun) in
      var shown: [String: Trace.Event] = [:]
      return .eachEvent(named: [.nativeAdViewNativeAd, .nativeAdDelegate]) { event in
        if event.name == .nativeAdViewNativeAd {
          guard GoogleNativeRun.isAdView(event), let ad = event.text("ad"), shown[ad] == nil else { return nil }
          shown[ad] = event
          return nil
        }
        guard event.object.hasPrefix("GADNativeAd#"), event.flag("cleared") != true,
          let showing = shown[event.object]
        else { return nil }
        return Rule.Violation(
          expected: "\(event.object)'s delegate set before the ad is set on a native ad view",
          actual: "it was set at \(event.time) s, after \(showing.object) got the ad at \(showing.time) s", at: event)
      }
    }
  ) { (run: GoogleNativeRun) in
    await run.showAd()
    let delegates = run.events(named: .nativeAdDelegate).filter { $0.object.hasPrefix("GADNativeAd#") }
    guard let set = delegates.first else {
      return .notApplicable("the app set no delegate on its native ads")
    }
    guard let shown = run.adSets().first(where: { $0.text("ad") == set.object }) else {
      return .unmet(.nativeAdSet, run.whyNoAdOnScreen())
    }
    return .pass(
      "\(set.object)'s delegate was set at \(set.time) s, before \(shown.object) got the ad at \(shown.time) s")
  }

  /// A native ad shows in one native ad view at a time.
  static let oneViewPerAd = Rule(
    "gma.native.one-view-per-ad", .should,
    title: "A native ad shows in one native ad view at a time.",
    guide: displaySection,
    explanation: """
      The SDK registers a native ad with the native ad view it is set on, and counts its \
      impression and its clicks there. Set on a second view, the ad moves to it: the first \
      view goes on showing the ad's assets, but nothing it shows is counted any more. The \
      check shows an ad and gives the layout the screen window (2 s): from then on, no two \
      native ad views on screen may hold the same ad.
      """,
    fix:
      "load one native ad for each ad view you show (numberOfAds in GADMultipleAdsAdLoaderOptions), and clear a view's nativeAd before its ad goes to another view.",
    basis: .init(
      .should, .fact, section: displaySection, word: nil,
      sentence:
        "Setting the ad on a native ad view registers it with that view, where its impression and clicks count.",
      note:
        "Read as the SDK behaves: an ad set on a second view leaves the first, which goes on showing it unregistered. A fact with no word of obligation, so SHOULD."
    ),
    // The property: no two ad views on screen hold the same ad for longer than the screen
    // window (a cell being reused may hold it for a moment).
    property: Rule.Monitor { (run: GoogleNativeRun) in
      .lasting(longerThan: Rule.Window.screen.duration, on: run, applies: { run.adViewOnScreen != nil }) {
        guard let (first, second) = sharedAd(run.adViews) else { return nil }
        let ad = first.nativeAd.map { $0.traceName } ?? "the ad"
        return Rule.Violation(
          expected: "each native ad on screen in one native ad view",
          actual: "\(first.traceName) and \(second.traceName) both showed \(ad) at \(run.now) s", at: run.lastEvent())
      }
    }
  ) { (run: GoogleNativeRun) in
    guard let view = await run.showAdPastScreenWindow() else {
      return .unmet(.nativeAdShown, run.whyNoAdOnScreen())
    }
    return .pass("\(view.traceName) was the only native ad view on screen showing its ad")
  }

  /// The first two native ad views on screen that hold the same ad, if any.
  @MainActor
  static func sharedAd(_ views: [GADNativeAdView]) -> (GADNativeAdView, GADNativeAdView)? {
    let showing = views.filter { $0.nativeAd != nil && $0.isOnScreen }
    for (index, view) in showing.enumerated() {
      if let other = showing[(index + 1)...].first(where: { $0.nativeAd === view.nativeAd }) { return (view, other) }
    }
    return nil
  }

  /// A tap on a native ad's asset view reaches the SDK as a click.
  static let clicksReachSDK = Rule(
    "gma.native.clicks-reach-sdk", .should,
    title: "A tap on a native ad's asset view reaches the SDK as a click.",
    guide: displaySection,
    explanation: """
      The SDK records a native ad's clicks from the touches on its clickable asset views. A \
      control among them that takes touches itself, such as a call-to-action button with \
      user interaction on, keeps the tap for its own actions: the ad opens nothing and no \
      click counts. The check shows an ad and taps it where a user would, on its call to \
      action first; every tap on an asset view must reach the SDK.
      """,
    fix:
      "turn user interaction off on the asset views that are controls (callToActionView?.isUserInteractionEnabled = false), and let the SDK handle their taps.",
    basis: .init(
      .should, .sample, section: displaySection, word: nil,
      sentence:
        "Google's native sample turns off user interaction on the call-to-action button, so the SDK handles its touches.",
      note: "Read as the SDK behaves: a button that takes touches keeps them from the SDK. Sample code, so SHOULD."),
    // The property: no tap on an asset view is taken by the app's control.
    property: Rule.Monitor { (_: GoogleNativeRun) in
      .eachEvent(named: [.nativeAdTapTakenByControl, .nativeAdDidRecordClick]) { event in
        guard event.name == .nativeAdTapTakenByControl else { return nil }
        let view = event.text("view") ?? "control"
        return Rule.Violation(
          expected: "the tap on \(event.object)'s \(event.text("asset") ?? "asset") view recorded as a click",
          actual: "the app's \(view) took it at \(event.time) s and the SDK saw no click", at: event)
      }
    }
  ) { (run: GoogleNativeRun) in
    guard await run.showAd() != nil else {
      return .unmet(.nativeAdShown, run.whyNoAdOnScreen())
    }
    await run.perform(.tap(willLeave: false))
    guard
      let tap = run.events.last(where: { $0.name == .nativeAdTapTakenByControl || $0.name == .nativeAdDidRecordClick })
    else { return .unmet(.nativeAdShown, "the user's tap reached none of the ad's clickable asset views") }
    // The rule's property judges the run.
    return .pass("the tap on the \(tap.text("asset") ?? "asset") view at \(tap.time) s reached the SDK as a click")
  }

  /// No clickable asset of a native ad is the whole ad view.
  static let whitespaceNotClickable = Rule(
    "gma.native.whitespace-not-clickable", .must,
    title: "Only a native ad's assets are clickable, not the ad view's empty space.",
    guide: clickSection,
    explanation: """
      The policy lets a user click a native ad through its assets (the headline, the call \
      to action, the images) and not through the space around them. An app that names the \
      native ad view itself, or a view that shows no asset laid over all of it, as an asset view makes the \
      whole ad clickable, and its empty space with it. The check shows an ad; each time the \
      app sets an ad on a native ad view, no clickable asset outlet may be the view itself or \
      a view covering it that is not a label, an image view or a control (a plain UIView, a \
      tap-catching subclass of it, a stack of the other assets).
      """,
    fix:
      "name only the views that show an asset (labels, image views, the button) as asset views, and leave the background out.",
    basis: .init(
      .must, .fact, section: clickSection, word: nil,
      sentence: "Only the ad's assets may be clickable; its background and empty space may not.",
      note: "A condition of the native ads policy, which a reviewer checks, so MUST."),
    // The property: at each setting of an ad, no clickable asset outlet is the ad view or a
    // plain view over all of it.
    property: Rule.Monitor { (run: GoogleNativeRun) in
      .eachEvent(named: [.nativeAdViewNativeAd]) { event in
        guard GoogleNativeRun.isAdView(event), event.flag("cleared") != true,
          let view = run.adViews.first(where: { $0.traceName == event.object }),
          let (outlet, asset) = wholeViewAsset(of: view)
        else { return nil }
        let what =
          asset === view ? "the native ad view itself" : "a \(Trace.typeName(of: asset)) covering all of it"
        return Rule.Violation(
          expected: "\(view.traceName)'s clickable asset views showing its assets only",
          actual: "its \(outlet) was \(what) when the ad was set at \(event.time) s", at: event)
      }
    }
  ) { (run: GoogleNativeRun) in
    guard let view = await run.showAd() else {
      return .unmet(.nativeAdShown, run.whyNoAdOnScreen())
    }
    // The rule's property judges the run.
    return .pass("\(view.traceName)'s clickable asset views each showed an asset")
  }

  /// The first clickable asset outlet of the ad view that makes all of it clickable: the
  /// view itself, or a view that shows no asset of its own (not a label, an image view or a
  /// control) covering its bounds.
  @MainActor
  static func wholeViewAsset(of view: GADNativeAdView) -> (outlet: String, view: UIView)? {
    let outlets: [(String, UIView?)] = [
      ("headlineView", view.headlineView), ("callToActionView", view.callToActionView), ("iconView", view.iconView),
      ("bodyView", view.bodyView), ("storeView", view.storeView), ("priceView", view.priceView),
      ("imageView", view.imageView), ("starRatingView", view.starRatingView), ("advertiserView", view.advertiserView),
    ]
    for case (let outlet, let asset?) in outlets {
      if asset === view { return (outlet, asset) }
      guard !(asset is UILabel || asset is UIImageView || asset is UIControl), asset.isDescendant(of: view) else {
        continue
      }
      if asset.convert(asset.bounds, to: view).contains(view.bounds) { return (outlet, asset) }
    }
    return nil
  }
}
