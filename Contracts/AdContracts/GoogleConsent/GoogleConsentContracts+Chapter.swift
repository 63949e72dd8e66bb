extension GoogleConsentContracts {
  /// The kind's chapter of the catalogue: its title, its rules and the behaviours they cover.
  public static let chapter = Catalogue.Chapter(
    kind: .googleConsent, title: "Consent before ads (User Messaging Platform)", contracts: all, behaviours: behaviours)

  /// What the guide asks of a client of this kind, behaviour by behaviour.
  static let behaviours: [Coverage.Behaviour] = [
    .init(kind: .googleConsent, requirement: "Ask for the latest consent information on every launch.", guide: updateSection,
          rules: ["gma.consent.updates-every-launch"]),
    .init(kind: .googleConsent, requirement: "Request ads only while consent allows it, and none after a refusal.", guide: requestAdsSection,
          rules: ["gma.consent.no-request-before-consent", "gma.consent.no-ads-when-denied"]),
    .init(kind: .googleConsent, requirement: "Offer a privacy options entry point when one is required.", guide: privacySection,
          rules: ["gma.consent.privacy-options-entry-point"]),
    .init(kind: .googleConsent, requirement: "Load ads once consent is given, and at once on an earlier session's consent.", guide: sampleSection,
          rules: ["gma.consent.loads-after-consent", "gma.consent.uses-previous-consent"]),
  ]
}
