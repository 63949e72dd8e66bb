extension Report {
  /// The report as a person reads it: headline, expectation, timeline, guide, fix.
  ///
  /// ```text
  /// ✘ banner.hidden-after-failure (MUST) — BannerThatStaysUp
  ///   Expected the banner off screen after …, but it stayed visible at … for 12.0 s.
  ///   Timeline (virtual time):
  ///       0.000  app → ADBannerView(frame: .zero)   required [landscape, portrait]
  ///   Guide: "Working with Banner Views › Error Handling".
  ///   To fix: hide or move the banner off screen in bannerView(_:didFailToReceiveAdWithError:).
  /// ```
  public var text: String {
    let headline = "\(symbol) \(contract) (\(severity.rawValue)) — \(subject)"
    switch status {
    case .pass:
      return headline
    case .unverified, .notApplicable:
      return "\(headline)\n  \(message)"
    case .fail, .warn:
      var lines = [headline, "  \(message)", "  Timeline (virtual time):"]
      lines += timeline.map { "  \($0)" }
      lines.append("  Guide: \"\(guide)\".")
      lines.append("  To fix: \(fix)")
      return lines.joined(separator: "\n")
    }
  }

  /// The status's mark: ✔ pass, ✘ fail, ⚠ warn, ? unverified, – n/a.
  public var symbol: String {
    switch status {
    case .pass: "✔"
    case .fail: "✘"
    case .warn: "⚠"
    case .unverified: "?"
    case .notApplicable: "–"
    }
  }
}
