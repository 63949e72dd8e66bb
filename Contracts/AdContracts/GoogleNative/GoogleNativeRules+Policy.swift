import AdSimulation
import FakeGoogleMobileAds
import FakeUIKit
import Foundation

extension GoogleNativeRules {
  /// A native ad on screen is at least 32 points on each side.
  static let minimumSize = Rule(
    "gma.native.minimum-size", .must,
    title: "A native ad on screen is at least 32×32 points.",
    guide: sizeSection,
    explanation: """
      The policy does not serve native ads smaller than 32×32 points on iOS: they are hard \
      to see and to tap. The check shows an ad and gives the layout the screen window \
      (2 s): from then on, a native ad view showing an ad on screen must be at least 32 \
      points wide and 32 points tall.
      """,
    fix: "give the GADNativeAdView at least 32×32 points, with constraints or a frame, wherever it shows an ad.",
    basis: .init(
      .must, .fact, section: sizeSection, word: nil,
      sentence: "Native ads under 32 by 32 points do not serve on iOS.",
      note: "A serving condition rather than advice: an ad this small is not served, so MUST."),
    // The property: an ad view showing an ad on screen is not under 32×32 for longer than
    // the screen window.
    property: Rule.Monitor { (run: GoogleNativeRun) in
      .lasting(longerThan: Rule.Window.screen.duration, on: run, applies: { run.adViewOnScreen != nil }) {
        guard
          let view = run.adViews.first(where: { $0.nativeAd != nil && $0.isOnScreen && tooSmall($0.bounds.size, 32) })
        else { return nil }
        return Rule.Violation(
          expected: "each native ad view on screen at least 32×32 points",
          actual: "\(view.traceName) was \(view.bounds.size.sizeText) at \(run.now) s", at: run.lastEvent())
      }
    }
  ) { (run: GoogleNativeRun) in
    guard let view = await run.showAdPastScreenWindow() else {
      return .unmet(.nativeAdShown, run.whyNoAdOnScreen())
    }
    return .pass("\(view.traceName) showed its ad at \(view.bounds.size.sizeText)")
  }

  /// A video ad's media view is at least 120 points on each side.
  static let videoMediaViewSize = Rule(
    "gma.native.video-media-view-size", .must,
    title: "A native ad with video shows it in a media view of at least 120×120 points.",
    guide: sizeSection,
    explanation: """
      The policy serves native video only to media views of at least 120×120 points, and \
      Google renders the main image or video only in a GADMediaView. The check shows an ad \
      with video and gives the layout the screen window (2 s): from then on, the ad view \
      showing it on screen must have a media view of at least 120 by 120 points.
      """,
    fix:
      "put a GADMediaView of at least 120×120 points in the native ad view, name it as mediaView, and let it show nativeAd.mediaContent.",
    basis: .init(
      .must, section: sizeSection, word: "must",
      sentence: "For video, the main asset's media view has to be at least 120 by 120 points."),
    // The property: an ad with video on screen has a media view of at least 120×120 for all
    // but the screen window.
    property: Rule.Monitor { (run: GoogleNativeRun) in
      .lasting(longerThan: Rule.Window.screen.duration, on: run, applies: { videoAdOnScreen(run) != nil }) {
        guard let view = videoAdOnScreen(run) else { return nil }
        guard let media = view.mediaView else {
          return Rule.Violation(
            expected: "a media view of at least 120×120 points for \(view.traceName)'s video ad",
            actual: "it had no mediaView at \(run.now) s", at: run.lastEvent())
        }
        // A media view scrolled below the fold with the rest of a feed's ad is fine; one
        // hidden or taken out of the ad view is not.
        let shown = media.isInWindow && !isHidden(media, within: view)
        guard tooSmall(media.bounds.size, 120) || !shown else { return nil }
        return Rule.Violation(
          expected: "a media view of at least 120×120 points showing \(view.traceName)'s video ad",
          actual: "its media view was \(media.bounds.size.sizeText)\(shown ? "" : ", hidden") at \(run.now) s",
          at: run.lastEvent())
      }
    }
  ) { (run: GoogleNativeRun) in
    await run.showAd(GoogleNativeBehaviour(hasVideo: true))
    guard let view = videoAdOnScreen(run) else {
      return .unmet(.nativeAdShown, run.whyNoAdOnScreen())
    }
    await run.perform(.advance(Rule.Window.screen.duration + .milliseconds(1)))
    return .pass("\(view.traceName)'s video showed in a \(view.mediaView?.bounds.size.sizeText ?? "?") media view")
  }

  /// The ad carries an attribution badge.
  static let attributionShown = Rule(
    "gma.native.attribution-shown", .must,
    title: "A native ad on screen shows an \"Ad\" attribution inside its view.",
    guide: attributionSection,
    explanation: """
      The policy asks the app to mark a native ad as an ad itself: a badge or label reading \
      "Ad", "Advertisement" or "Sponsored", localized as the app is. The SDK adds only the \
      AdChoices icon. The check shows an ad and gives the layout the screen window (2 s): \
      from then on, a native ad view showing an ad on screen must hold a visible label with \
      one of those words (localized forms in the rule's list count too).
      """,
    fix: "add a label reading \"Ad\" (localized) inside the GADNativeAdView, at the top of the ad.",
    basis: .init(
      .must, section: attributionSection, word: "must",
      sentence: "The app has to show an Ad, Advertisement or Sponsored attribution on a native ad itself."),
    // The property: an ad view on screen with an ad holds a visible attribution label, for
    // all but the screen window.
    property: Rule.Monitor { (run: GoogleNativeRun) in
      .lasting(longerThan: Rule.Window.screen.duration, on: run, applies: { run.adViewOnScreen != nil }) {
        guard let view = run.adViews.first(where: { $0.nativeAd != nil && $0.isOnScreen && !hasAttribution($0) })
        else { return nil }
        return Rule.Violation(
          expected: "an \"Ad\" attribution visible inside \(view.traceName)",
          actual: "it showed its ad with no such label at \(run.now) s", at: run.lastEvent())
      }
    }
  ) { (run: GoogleNativeRun) in
    guard let view = await run.showAdPastScreenWindow() else {
      return .unmet(.nativeAdShown, run.whyNoAdOnScreen())
    }
    return .pass("\(view.traceName) showed an attribution label")
  }

  /// A native ad's headline and body show at least the policy's lengths.
  static let textNotTruncated = Rule(
    "gma.native.text-not-truncated", .must,
    title: "A native ad's headline shows at least 25 characters and its body at least 90.",
    guide: textSection,
    explanation: """
      The policy lets an app cut a native ad's headline to 25 characters and its body to 90, \
      and no shorter: a text under those lengths shows whole. The check shows an ad whose \
      headline and body are longer than that and gives the layout the screen window (2 s): \
      from then on, each headline and body label on screen must show that many characters. \
      A label shows as many characters as fit on its lines, in the fake's text metric: half \
      the font's size a character, 1.2 times it a line, on the lines that fit whole in its \
      height within its numberOfLines.
      """,
    fix:
      "give the headline label room for 25 characters and the body label room for 90: more lines (numberOfLines), a wider or taller label, or a smaller font.",
    basis: .init(
      .must, .fact, section: textSection, word: nil,
      sentence: "Headline text may be truncated at 25 characters and body text at 90, and no shorter.",
      note: "A condition of the native ads policy, which a reviewer checks, so MUST."),
    // The property: no headline or body label on screen shows fewer characters than the
    // policy's length (or its whole text, when shorter) past the screen window.
    property: Rule.Monitor { (run: GoogleNativeRun) in
      .lasting(longerThan: Rule.Window.screen.duration, on: run, applies: { run.adViewOnScreen != nil }) {
        guard let cut = truncatedText(in: run.adViews) else { return nil }
        return Rule.Violation(
          expected:
            "\(cut.view.traceName)'s \(cut.asset) showing at least \(cut.required) of its \(cut.length) characters",
          actual: "its label showed \(cut.shown) at \(run.now) s", at: run.lastEvent())
      }
    }
  ) { (run: GoogleNativeRun) in
    guard let view = await run.showAdPastScreenWindow() else {
      return .unmet(.nativeAdShown, run.whyNoAdOnScreen())
    }
    return .pass("\(view.traceName) showed its headline and body at the policy's lengths or more")
  }

  /// The least characters of a headline and of a body the policy lets an app show.
  static let shortestTexts: [(asset: String, limit: Int)] = [("headline", 25), ("body", 90)]

  /// The first headline or body label on screen, in an ad view showing an ad, that shows
  /// fewer characters than the policy allows.
  @MainActor
  static func truncatedText(
    in views: [GADNativeAdView]
  ) -> (view: GADNativeAdView, asset: String, shown: Int, required: Int, length: Int)? {
    for view in views where view.nativeAd != nil && view.isOnScreen {
      for (asset, limit) in shortestTexts {
        guard let label = (asset == "headline" ? view.headlineView : view.bodyView) as? UILabel, label.isOnScreen,
          let text = label.text
        else { continue }
        let length = text.layoutCharacterCount
        let required = min(length, limit)
        let shown = label.visibleCharacterCount
        if shown < required { return (view, asset, shown, required, length) }
      }
    }
    return nil
  }

  /// The words an attribution label may read, lower case: English and common localizations.
  static let attributionWords: Set<String> = [
    "ad", "ads", "advertisement", "sponsored", "anuncio", "publicidad", "annonce", "publicité", "anzeige",
    "werbung", "pubblicità", "annuncio", "anúncio", "publicidade", "advertentie", "reklama", "реклама",
    "広告", "광고", "广告", "廣告", "إعلان", "reklam", "iklan", "quảng cáo", "โฆษณา",
  ]

  /// The most UTF-8 bytes an attribution word takes.
  private static let longestAttribution = attributionWords.map(\.utf8.count).max() ?? 0

  /// Whether the text, with white space around it dropped and in lower case, is one of the
  /// attribution words: a headline or a body is turned down by its length alone.
  static func readsAsAttribution(_ text: String) -> Bool {
    var words = Substring(text)
    while words.first?.isWhitespace == true { words.removeFirst() }
    while words.last?.isWhitespace == true { words.removeLast() }
    guard words.utf8.count <= longestAttribution else { return false }
    return attributionWords.contains(String(words).lowercased())
  }

  /// Whether the ad view holds a shown label that reads as an attribution: not hidden,
  /// within the ad view's bounds; scrolled out of sight with part of the ad, it still
  /// counts, as it shows when the user scrolls the ad into view.
  @MainActor
  static func hasAttribution(_ view: UIView) -> Bool {
    var pending = view.subviews
    while let next = pending.popLast() {
      // The words are read first: a label's place is dearer to work out.
      if let label = next as? UILabel, let text = label.text, readsAsAttribution(text), label.isInWindow,
        !isHidden(label, within: view), label.convert(label.bounds, to: view).intersects(view.bounds)
      {
        return true
      }
      pending += next.subviews
    }
    return false
  }

  /// The first ad view on screen whose ad has video.
  @MainActor
  static func videoAdOnScreen(_ run: GoogleNativeRun) -> GADNativeAdView? {
    run.adViews.first { $0.isOnScreen && $0.nativeAd?.mediaContent.hasVideoContent == true }
  }

  /// Whether the view, or one of its ancestors up to the container, is hidden or
  /// transparent.
  @MainActor
  static func isHidden(_ view: UIView, within container: UIView) -> Bool {
    var current: UIView? = view
    while let next = current, next !== container {
      if next.isHidden || next.alpha <= 0.01 { return true }
      current = next.superview
    }
    return false
  }

  /// Whether the size is under the minimum on either side.
  static func tooSmall(_ size: CGSize, _ minimum: CGFloat) -> Bool {
    size.width < minimum || size.height < minimum
  }
}

extension Precondition {
  /// A native ad view showed a native ad on screen.
  static let nativeAdShown = Precondition(name: "a native ad shown in a native ad view on screen")
  /// The app set a native ad on a native ad view.
  static let nativeAdSet = Precondition(name: "a native ad set on a native ad view")
}

extension CGSize {
  /// The size as a failure prints it, such as `320×50`.
  fileprivate var sizeText: String { "\(width.pointsText)×\(height.pointsText)" }
}
