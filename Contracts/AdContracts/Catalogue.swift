/// Every contract AdConformance knows, and lookups by id and kind.
public enum Catalogue {
  /// All contracts, banner rules first, then full-screen ad rules, in a stable order.
  public static let all: [Contract] = BannerContracts.all + InterstitialContracts.all

  /// The contract with the id, if any.
  public static func contract(withID id: String) -> Contract? {
    all.first { $0.id == id }
  }

  /// The contracts for one kind of ad.
  public static func contracts(for kind: Contract.Kind) -> [Contract] {
    all.filter { $0.kind == kind }
  }
}
