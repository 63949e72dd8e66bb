import AdSimulation

/// One rule of an ad SDK's programming guide, with the check that proves a client keeps it.
///
/// Contracts are values: a parameterised Swift Testing test iterates a catalogue such as
/// ``BannerContracts/all``, and `adconform` runs the same values. Each has a stable id,
/// a severity, the guide section it comes from, and a fix to suggest when it fails.
public struct Contract: Sendable, Identifiable, Hashable, CustomStringConvertible {
  /// The kind of ad a contract is about.
  public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
    /// An iAd banner view.
    case banner
    /// An iAd full-screen ad (ADInterstitialAd).
    case interstitial
    /// A Google Mobile Ads app open ad (GADAppOpenAd).
    case appOpen = "app-open"

    /// How the ids of this kind's rules begin: the SDK, then the kind, as in
    /// `iad.banner.placed-at-edge` or `gma.app-open.single-load`.
    public var ruleIDPrefix: String {
      switch self {
      case .banner: "iad.banner."
      case .interstitial: "iad.interstitial."
      case .appOpen: "gma.app-open."
      }
    }
  }

  /// How much a broken rule matters to a gate.
  public enum Severity: String, Sendable, Hashable, Codable, CaseIterable {
    /// The guide requires it: a failure fails the gate.
    case must = "MUST"
    /// The guide recommends it: a failure warns unless the gate is strict.
    case should = "SHOULD"
  }

  /// The stable id, `kind.rule`, for example `iad.banner.hidden-after-failure`.
  public let id: String
  /// The kind of ad.
  public let kind: Kind
  /// Whether the guide requires or recommends the rule.
  public let severity: Severity
  /// The rule in one line.
  public let title: String
  /// The guide section the rule comes from, for example `Working with Banner Views › Error Handling`.
  public let guide: String
  /// Why the rule exists and how the check reads the guide where it is open to doubt.
  public let explanation: String
  /// What to change in a client that breaks the rule.
  public let fix: String
  let check: Check

  /// The check a contract runs; each kind of ad has its own stage.
  enum Check: Sendable {
    case banner(@MainActor @Sendable (BannerRun) async -> Outcome)
    case interstitial(@MainActor @Sendable (InterstitialRun) async -> Outcome)
    case appOpen(@MainActor @Sendable (AppOpenRun) async -> Outcome)
  }

  /// The device a contract's scenario runs on, when it is not the kind's usual one.
  let idiom: Device.Idiom?

  init(
    _ id: String, _ severity: Severity, title: String, guide: String, explanation: String,
    fix: String, check: @escaping @MainActor @Sendable (BannerRun) async -> Outcome
  ) {
    self.init(
      id, .banner, severity, title: title, guide: guide, explanation: explanation, fix: fix,
      idiom: nil, check: .banner(check))
  }

  init(
    _ id: String, _ severity: Severity, title: String, guide: String, explanation: String,
    fix: String, idiom: Device.Idiom? = nil,
    check: @escaping @MainActor @Sendable (InterstitialRun) async -> Outcome
  ) {
    self.init(
      id, .interstitial, severity, title: title, guide: guide, explanation: explanation,
      fix: fix, idiom: idiom, check: .interstitial(check))
  }

  init(
    _ id: String, _ severity: Severity, title: String, guide: String, explanation: String,
    fix: String, check: @escaping @MainActor @Sendable (AppOpenRun) async -> Outcome
  ) {
    self.init(
      id, .appOpen, severity, title: title, guide: guide, explanation: explanation, fix: fix,
      idiom: nil, check: .appOpen(check))
  }

  private init(
    _ id: String, _ kind: Kind, _ severity: Severity, title: String, guide: String,
    explanation: String, fix: String, idiom: Device.Idiom?, check: Check
  ) {
    self.id = id
    self.kind = kind
    self.severity = severity
    self.title = title
    self.guide = guide
    self.explanation = explanation
    self.fix = fix
    self.idiom = idiom
    self.check = check
  }

  /// The id and severity, for example `iad.banner.hidden-after-failure (MUST)`.
  public var description: String { "\(id) (\(severity.rawValue))" }

  /// Contracts are the same when their ids are.
  public static func == (lhs: Contract, rhs: Contract) -> Bool { lhs.id == rhs.id }

  /// Hashes the id.
  public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
