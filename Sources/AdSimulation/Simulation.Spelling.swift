extension Simulation {
  /// A framework's later names for its types and methods, which what a person reads of a
  /// run speaks once the app has used one of them.
  ///
  /// An SDK that renamed its API answers both spellings (Google Mobile Ads v12 still
  /// answers the GAD names; UMP 3, the UMP ones). The trace keeps the names the fakes
  /// record, which rules read; the reports an app's team reads use the names its code
  /// wrote.
  public struct Spelling: Sendable, Codable {
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

    enum CodingKeys: String, CodingKey {
      case framework, renames
    }

    /// Decodes a spelling a fresh launch sent: its renames as pairs of names.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      framework = try container.decode(String.self, forKey: .framework)
      renames = try container.decode([[String]].self, forKey: .renames).compactMap { pair in
        pair.count == 2 ? (older: pair[0], newer: pair[1]) : nil
      }
    }

    /// Encodes the spelling, its renames as pairs of names.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(framework, forKey: .framework)
      try container.encode(renames.map { [$0.older, $0.newer] }, forKey: .renames)
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
