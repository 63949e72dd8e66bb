extension Simulation {
  /// A framework's later names for its types and methods, which what a person reads of a
  /// run speaks once the app has used one of them.
  ///
  /// An SDK that renamed its API answers both spellings (Google Mobile Ads v12 still
  /// answers the GAD names; UMP 3, the UMP ones). The trace keeps the names the fakes
  /// record, which rules read; the reports an app's team reads use the names its code
  /// wrote.
  public struct Spelling: Sendable {
    /// The framework, to tell its spelling from another's.
    public let framework: String
    /// Each older name with the newer one that replaces it. A name is replaced where it
    /// stands whole: not followed by a letter or a digit.
    public let renames: [(older: String, newer: String)]

    /// Creates a spelling from the framework's renames.
    public init(framework: String, renames: [(older: String, newer: String)]) {
      self.framework = framework
      self.renames = renames
    }

    /// The text with each older name replaced by the newer.
    public func respell(_ text: String) -> String {
      var text = text
      for (older, newer) in renames where text.contains(older) {
        text = Self.replacingWhole(older, with: newer, in: text)
      }
      return text
    }

    /// The text with each occurrence of the name not followed by a letter or a digit
    /// replaced: `GADRequest` in `GADRequest()`, not in `GADRequestConfiguration`.
    static func replacingWhole(_ name: String, with replacement: String, in text: String) -> String {
      var result = ""
      var rest = text[...]
      while let range = rest.range(of: name) {
        result += rest[..<range.lowerBound]
        let next = rest[range.upperBound...].first
        let whole = next.map { !($0.isLetter || $0.isNumber) } ?? true
        result += whole ? replacement : name
        rest = rest[range.upperBound...]
      }
      return result + rest
    }
  }

  /// Notes that the app used the spelling's newer names, so what a person reads of this
  /// run speaks them.
  public func speaks(_ spelling: Spelling) {
    guard !trace.spellings.contains(where: { $0.framework == spelling.framework }) else { return }
    noteSpelling(spelling)
  }
}
