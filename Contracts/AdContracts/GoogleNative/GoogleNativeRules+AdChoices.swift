import AdSimulation
import FakeGoogleMobileAds
import FakeUIKit

extension GoogleNativeRules {
  /// The ad's AdChoices icon shows, with nothing of the app's laid over it.
  static let adChoicesNotCovered = Rule(
    "gma.native.adchoices-not-covered", .must,
    title: "A native ad's AdChoices icon shows, and no view of the app covers it.",
    guide: adChoicesSection,
    explanation: """
      The AdChoices icon tells the user why they see the ad and lets them turn it off; the \
      policy wants it visible. The SDK draws it in a corner of the native ad view (the one \
      GADNativeAdViewAdOptions names, the top right by default), on top of the view's \
      subviews when the ad is set, or in the app's own GADAdChoicesView when the app names \
      one. The check shows an ad and gives the layout the screen window (2 s): from then \
      on, for each native ad view showing an ad on screen, the icon must have room (15×15 \
      points, not hidden) and no view drawn above it may show anything over it: a view \
      with a background colour, an image view with an image, a control, or a label whose \
      text reaches it (a label's empty space does not count).
      """,
    fix:
      "keep the corner of the ad view the AdChoices icon is in free of the app's views (or move the icon with GADNativeAdViewAdOptions.preferredAdChoicesPosition), and add the app's own views before setting nativeAd, not over the ad afterwards.",
    basis: .init(
      .must, section: adChoicesSection, word: "must",
      sentence: "The AdChoices icon has to stay visible: the app may not lay anything over it."),
    // The property: no ad view on screen has its AdChoices icon hidden, without room or
    // covered for longer than the screen window.
    property: Rule.Monitor { (run: GoogleNativeRun) in
      .lasting(longerThan: Rule.Window.screen.duration, on: run, applies: { run.adViewOnScreen != nil }) {
        for view in run.adViews where view.nativeAd != nil && view.isOnScreen {
          guard let fault = adChoicesFault(in: view) else { continue }
          return Rule.Violation(
            expected: "the AdChoices icon of \(view.traceName) visible and uncovered",
            actual: "\(fault) at \(run.now) s", at: run.lastEvent())
        }
        return nil
      }
    }
  ) { (run: GoogleNativeRun) in
    guard let view = await run.showAdPastScreenWindow() else {
      return .unmet(.nativeAdShown, run.whyNoAdOnScreen())
    }
    return .pass("\(view.traceName) showed its AdChoices icon uncovered")
  }

  /// What keeps the ad view's AdChoices icon from being seen, in words for a failure, or
  /// `nil` when it shows.
  @MainActor
  static func adChoicesFault(in adView: GADNativeAdView) -> String? {
    guard let icon = adView.adChoicesIcon else { return nil }
    let side = GADNativeAdView.adChoicesIconSide
    var hidden: UIView? = icon
    while let current = hidden, current !== adView, !current.isHidden, current.alpha > 0.01 {
      hidden = current.superview
    }
    if let hidden, hidden !== adView {
      return "its \(Trace.typeName(of: icon)) was hidden (by \(Trace.typeName(of: hidden)))"
    }
    if icon.bounds.width < side || icon.bounds.height < side {
      return
        "its \(Trace.typeName(of: icon)) was \(icon.bounds.width.pointsText)×\(icon.bounds.height.pointsText), under 15×15 points"
    }
    guard let cover = viewDrawn(over: icon) else { return nil }
    return
      "\(Trace.typeName(of: cover)) at \(cover.frameInWindow.timelineText) lay over the icon at \(icon.frameInWindow.timelineText)"
  }

  /// The first view drawn after the icon (above it) that shows something over it.
  @MainActor
  static func viewDrawn(over icon: UIView) -> UIView? {
    let area = icon.frameInWindow
    var child = icon
    while let parent = child.superview {
      if let index = parent.subviews.firstIndex(where: { $0 === child }) {
        for later in parent.subviews[(index + 1)...] {
          if let cover = drawing(over: area, in: later) { return cover }
        }
      }
      child = parent
    }
    return nil
  }

  /// The view, or the first of its subviews in drawing order, that shows something over
  /// the area, in window coordinates.
  @MainActor
  private static func drawing(over area: CGRect, in view: UIView) -> UIView? {
    guard !view.isHidden, view.alpha > 0.01 else { return nil }
    let frame = view.frameInWindow
    let meets = frame.intersection(area).width > 0 && frame.intersection(area).height > 0
    if meets, draws(view, over: area, frame: frame) { return view }
    if !meets, view.clipsToBounds { return nil }
    for subview in view.subviews {
      if let cover = drawing(over: area, in: subview) { return cover }
    }
    return nil
  }

  /// Whether the view shows something on the part of its frame over the area: its
  /// background, its image, a control, a label's text.
  @MainActor
  private static func draws(_ view: UIView, over area: CGRect, frame: CGRect) -> Bool {
    if let color = view.backgroundColor {
      var alpha: CGFloat = 0
      _ = color.getWhite(nil, alpha: &alpha)
      if alpha > 0.01 { return true }
    }
    if let imageView = view as? UIImageView { return imageView.image != nil }
    if view is UIControl { return true }
    if let label = view as? UILabel {
      let text = label.drawnTextRect.offsetBy(dx: frame.minX, dy: frame.minY)
      let overlap = text.intersection(area)
      return overlap.width > 0 && overlap.height > 0
    }
    return false
  }
}
