import AdSimulation
import Foundation

// The names this module's types and members had before "rule" became the one word for a
// rule and each kind took its SDK's name. Each still compiles, with a warning naming the
// new spelling, for one release.

/// A rule, under its former name.
@available(*, deprecated, renamed: "Rule")
public typealias Contract = Rule

/// The catalogue of clients, under its former spelling.
@available(*, deprecated, renamed: "SubjectCatalogue")
public typealias SubjectCatalog = SubjectCatalogue

/// The iAd banner rules, under their former name.
@available(*, deprecated, renamed: "IAdBannerRules")
public typealias BannerContracts = IAdBannerRules

/// The iAd full-screen rules, under their former name.
@available(*, deprecated, renamed: "IAdInterstitialRules")
public typealias InterstitialContracts = IAdInterstitialRules

/// The Google app open rules, under their former name.
@available(*, deprecated, renamed: "GoogleAppOpenRules")
public typealias AppOpenContracts = GoogleAppOpenRules

/// The Google banner rules, under their former name.
@available(*, deprecated, renamed: "GoogleBannerRules")
public typealias GoogleBannerContracts = GoogleBannerRules

/// The consent rules, under their former name.
@available(*, deprecated, renamed: "GoogleConsentRules")
public typealias GoogleConsentContracts = GoogleConsentRules

/// The Google interstitial rules, under their former name.
@available(*, deprecated, renamed: "GoogleInterstitialRules")
public typealias GoogleInterstitialContracts = GoogleInterstitialRules

/// The Google rewarded rules, under their former name.
@available(*, deprecated, renamed: "GoogleRewardedRules")
public typealias GoogleRewardedContracts = GoogleRewardedRules

/// The Google rewarded interstitial rules, under their former name.
@available(*, deprecated, renamed: "GoogleRewardedInterstitialRules")
public typealias GoogleRewardedInterstitialContracts = GoogleRewardedInterstitialRules

extension Catalogue {
  /// The catalogue's rules, under their former name.
  @available(*, deprecated, renamed: "rules")
  public var contracts: [Rule] { rules }

  /// The rule with the id, under its former name.
  @available(*, deprecated, renamed: "rule(withID:)")
  public func contract(withID id: String) -> Rule? { rule(withID: id) }

  /// The standard catalogue's rule with the id, under its former name.
  @available(*, deprecated, renamed: "rule(withID:)")
  public static func contract(withID id: String) -> Rule? { rule(withID: id) }

  /// The standard catalogue's rules of a kind, under their former name.
  @available(*, deprecated, renamed: "rules(for:)")
  public static func contracts(for kind: Rule.Kind) -> [Rule] { rules(for: kind) }
}

extension Catalogue.Chapter {
  /// The chapter's rules, under their former name.
  @available(*, deprecated, renamed: "rules")
  public var contracts: [Rule] { rules }
}

extension Report {
  /// The rule's id, under its former name.
  @available(*, deprecated, renamed: "rule")
  public var contract: String {
    get { rule }
    set { rule = newValue }
  }
}

extension Report {
  /// Creates a verdict, with the rule's id under its former label.
  @available(
    *, deprecated, renamed: "init(rule:severity:subject:status:message:timeline:guide:fix:events:failingEvent:misuses:)"
  )
  public init(
    contract: String, severity: Rule.Severity, subject: String, status: Status,
    message: String, timeline: [String], guide: String, fix: String, events: [Trace.Event] = [],
    failingEvent: Int? = nil, misuses: [String] = []
  ) {
    self.init(
      rule: contract, severity: severity, subject: subject, status: status, message: message, timeline: timeline,
      guide: guide, fix: fix, events: events, failingEvent: failingEvent, misuses: misuses)
  }
}
