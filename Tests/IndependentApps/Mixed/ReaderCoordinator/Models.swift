import FakeUIKit

/// An article the reader can open.
public struct Article {
  public let title: String
  public let body: String
  /// The coins the reader earns for finishing it.
  public let coins: Int

  public static let samples: [Article] = (1...30).map { index in
    Article(
      title: "Article \(index)",
      body: String(repeating: "Lorem ipsum dolor sit amet, consectetur adipiscing elit. ", count: 12),
      coins: 10)
  }
}

/// The reader's coins.
public final class CoinWallet {
  public private(set) var coins = 0

  public init() {}

  public func credit(_ amount: Int) {
    coins += amount
  }
}
