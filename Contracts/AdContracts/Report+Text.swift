import AdSimulation
import Foundation

extension Report {
  /// The report as a person reads it: headline, expectation, timeline, guide, fix.
  ///
  /// The timeline marks the event where the rule broke with `▶`; any misuse the run saw
  /// follows the timeline (or the headline, for a verdict that prints no timeline). A
  /// finding of SDK misuse, which no guide section states, prints no guide line.
  ///
  /// ```text
  /// ✘ iad.banner.hidden-after-failure (MUST) — BannerThatStaysUp
  ///   Expected the banner off screen after …, but it stayed visible at … for 12.0 s.
  ///   Timeline (virtual time):
  ///       0.000  app → ADBannerView(frame: .zero)   required [landscape, portrait]
  ///   ▶   2.000  sdk → bannerView(_:didFailToReceiveAdWithError:)   ADError 3
  ///   Guide: "Working with Banner Views › Error Handling".
  ///   To fix: hide or move the banner off screen in bannerView(_:didFailToReceiveAdWithError:).
  /// ```
  public var text: String { text(wholeTimeline: true) }

  /// The report as ``text`` prints it, or, for a reader who has the run's whole timeline
  /// already (as `adconform play` prints it), with the timeline cut to one line, `at:` and
  /// the line of ``failingEvent`` (none when the rule names no event).
  ///
  /// ```text
  /// ⚠ iad.banner.pauses-when-covered (SHOULD) — NeverPausesForAds
  ///   Expected the activities paused when …, but they were still running as … at 0.000 s.
  ///   at: 0.000  sdk   ad covers the app
  ///   Guide: "Working with Banner Views › Responding to a Touch in the Banner View".
  ///   To fix: pause the screen's activities in bannerViewActionShouldBegin(_:willLeaveApplication:) ….
  /// ```
  public func text(wholeTimeline: Bool) -> String {
    let headline = "\(symbol) \(rule) (\(severity.rawValue)) — \(subject)"
    switch status {
    case .pass:
      return ([headline] + misuseLines).joined(separator: "\n")
    case .unverified, .notApplicable:
      return ([headline, "  \(message)"] + misuseLines).joined(separator: "\n")
    case .fail, .warn:
      var lines = [headline, "  \(message)"]
      if wholeTimeline {
        lines.append("  Timeline (virtual time):")
        lines += timeline.map { "  \($0)" }
      } else if let line = failingLine {
        lines.append("  at: " + line.trimmingCharacters(in: .whitespaces))
      }
      lines += misuseLines
      if !guide.isEmpty { lines.append("  Guide: \"\(guide)\".") }
      lines.append("  To fix: \(fix)")
      return lines.joined(separator: "\n")
    }
  }

  /// The line of ``failingEvent``: its line of ``timeline`` without the mark, in the names
  /// the app's code used as the whole timeline reads them, or, with no timeline line for
  /// each event, the event's line.
  var failingLine: String? {
    guard let position = events.firstIndex(where: { $0.sequence == failingEvent }) else { return nil }
    guard timeline.count == events.count else { return Trace.line(for: events[position]) }
    let line = timeline[position]
    return line.first == Trace.marker ? " " + line.dropFirst() : line
  }

  /// The run's misuse events under a heading, indented like the timeline; none when the
  /// run had no misuse.
  var misuseLines: [String] {
    misuses.isEmpty ? [] : ["  Misuse (a device would reject it):"] + misuses.map { "  \($0)" }
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
