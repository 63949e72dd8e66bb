/// Every contract AdConformance knows, and lookups by id and kind.
public enum Catalogue {
  /// All contracts in a stable order: banner, full-screen ad, then app open ad rules.
  public static let all: [Contract] =
    BannerContracts.all + InterstitialContracts.all + AppOpenContracts.all

  /// The contract with the id, if any.
  ///
  /// An id from before rules were scoped by SDK (`banner.placed-at-edge`) finds its rule
  /// too; see ``currentSpelling(of:)``.
  public static func contract(withID id: String) -> Contract? {
    let current = currentSpelling(of: id).id
    return all.first { $0.id == current }
  }

  /// The contracts for one kind of ad.
  public static func contracts(for kind: Contract.Kind) -> [Contract] {
    all.filter { $0.kind == kind }
  }
}
