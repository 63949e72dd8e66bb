extension Rule {
  /// Where a rule stands in its guide, and the guide's word that sets its grade.
  ///
  /// A rule's grade follows the guide's own word for it: must, never, required or a
  /// prohibition ("do not") make it MUST; should, avoid, consider, recommend or a place in
  /// a best-practices list make it SHOULD. Where the guide only states a fact or shows
  /// sample code, ``kind`` says so and ``note`` gives the reasoning behind the grade.
  /// The sentence is a paraphrase in the project's words; the guides are not quoted.
  public struct Basis: Sendable, Hashable {
    /// What in the guide a rule rests on.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
      /// A sentence that tells the reader what to do, with a word of obligation or advice.
      case wording
      /// A fact the guide states, such as a callback that does not come.
      case fact
      /// The guide's sample code or a worked example.
      case sample
    }

    /// The guide and section the sentence sits in, for example `Banner View Best Practices`.
    public let section: String
    /// What the guide says there, paraphrased in the project's words.
    public let sentence: String
    /// The deciding word or phrase as the guide writes it, in the guide's language; nil
    /// when the guide uses no word of obligation or advice for the rule.
    public let word: String?
    /// The word's meaning in English, when the guide is not in English.
    public let gloss: String?
    /// The grade the word gives, or that the guide implies when there is no word.
    public let grade: Severity
    /// Whether the rule rests on wording, a stated fact or a sample.
    public let kind: Kind
    /// Why the grade follows, where that takes more than reading the word: a fact or a
    /// sample, a condition, or words elsewhere in the guide that pull the other way.
    public let note: String?

    /// Creates a rule's basis: its grade, what it rests on and where.
    ///
    /// - Parameters:
    ///   - grade: The grade the guide's word gives.
    ///   - kind: Whether the rule rests on wording, a stated fact or a sample.
    ///   - section: The guide and section.
    ///   - word: The deciding word as the guide writes it, or `nil` when it has none.
    ///   - gloss: The word's meaning in English, when the guide is not in English.
    ///   - sentence: What the guide says there, in your own words.
    ///   - note: Why the grade follows, where reading the word is not enough.
    public init(
      _ grade: Severity, _ kind: Kind = .wording, section: String, word: String?, gloss: String? = nil,
      sentence: String, note: String? = nil
    ) {
      self.section = section
      self.sentence = sentence
      self.word = word
      self.gloss = gloss
      self.grade = grade
      self.kind = kind
      self.note = note
    }

    /// The word as a reader meets it: quoted, with its gloss, or what stands in for it.
    ///
    /// For example `"avoid"`, `"おすすめします" (we recommend)` or `none (sample code)`.
    public var wordText: String {
      let source: String? =
        switch kind {
        case .wording: nil
        case .fact: "a stated fact"
        case .sample: "sample code"
        }
      guard let word else { return "none (\(source ?? "no word"))" }
      let quoted = "\"\(word)\""
      let details = [gloss, source].compactMap { $0 }
      return details.isEmpty ? quoted : "\(quoted) (\(details.joined(separator: "; ")))"
    }
  }
}
