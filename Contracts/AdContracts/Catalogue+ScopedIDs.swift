extension Catalogue {
  /// The ids rules had before they were scoped by SDK, and the scope each gained:
  /// `banner.placed-at-edge` is now `iad.banner.placed-at-edge`.
  static let unscopedPrefixes: [(old: String, new: String)] = [
    ("banner.", "iad.banner."), ("interstitial.", "iad.interstitial."), ("app-open.", "gma.app-open."),
  ]

  /// The current spelling of a rule id or id pattern, with a one-line deprecation note
  /// when it was written the old, unscoped way.
  ///
  /// Old ids keep working for now in `--rule`, baselines and `explain`, so teams can
  /// move their files over at their pace.
  ///
  /// ```swift
  /// Catalogue.currentSpelling(of: "banner.placed-at-edge")
  /// // ("iad.banner.placed-at-edge", "rule id 'banner.placed-at-edge' is deprecated; write 'iad.banner.placed-at-edge'")
  /// ```
  public static func currentSpelling(of id: String) -> (id: String, note: String?) {
    guard let scope = unscopedPrefixes.first(where: { id.hasPrefix($0.old) }) else { return (id, nil) }
    let current = scope.new + id.dropFirst(scope.old.count)
    return (current, "rule id '\(id)' is deprecated; write '\(current)'")
  }
}
