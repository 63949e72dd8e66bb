extension Catalogue {
  /// One kind of ad's part of the catalogue: its title, its rules and what they cover.
  ///
  /// Each kind's folder exports its chapter, as ``IAdBannerRules/chapter`` does.
  public struct Chapter: Sendable {
    /// The kind of ad.
    public let kind: Rule.Kind
    /// The chapter's heading in the coverage table, for example `Banner views (iAd)`.
    public let title: String
    /// The kind's rules, in the order reports list them.
    public let rules: [Rule]
    /// What the guide asks of a client of this kind, behaviour by behaviour, with the
    /// rules that check each.
    public let behaviours: [Coverage.Behaviour]

    /// Creates a chapter.
    ///
    /// Every rule must be of the kind and every behaviour must name only the chapter's
    /// rules; anything else stops the process with a message naming the stray.
    public init(
      kind: Rule.Kind, title: String, rules: [Rule], behaviours: [Coverage.Behaviour]
    ) {
      let ids = Set(rules.map(\.id))
      for rule in rules {
        precondition(
          rule.kind == kind,
          "Expected only \(kind) rules in the \(kind) chapter, but \(rule.id) is a \(rule.kind) rule.")
      }
      for behaviour in behaviours {
        for rule in behaviour.rules {
          precondition(
            ids.contains(rule),
            "Expected the \(kind) chapter's behaviours to name its own rules, but '\(behaviour.requirement)' names \(rule)."
          )
        }
      }
      self.kind = kind
      self.title = title
      self.rules = rules
      self.behaviours = behaviours
    }
  }
}
