extension Exploration {
  /// One part of a run split across machines: shard `index` of `count`, counting from 1.
  ///
  /// Shard `i` of `n` takes every `n`th item from the `i`th on, so the shards share the
  /// work evenly and together take every item once. `adconform check` splits its rule runs
  /// this way and `adconform explore` its scenarios, for a CI matrix to spread.
  public struct Shard: Sendable, Hashable, CustomStringConvertible {
    /// The shard's position, from 1 to ``count``.
    public let index: Int
    /// How many shards the work is split into.
    public let count: Int

    /// All the work, in one shard.
    public static let whole = Shard(validIndex: 1, count: 1)

    private init(validIndex index: Int, count: Int) {
      self.index = index
      self.count = count
    }

    /// Reads a shard written `I/N`, such as `2/4`.
    ///
    /// - Throws: ``Exploration/ShardError`` when the text is not two whole numbers with
    ///   1 ≤ I ≤ N.
    public init(parsing text: String) throws(ShardError) {
      let parts = text.split(separator: "/", omittingEmptySubsequences: false)
      guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else {
        throw .malformed(text)
      }
      guard count >= 1, (1...count).contains(index) else { throw .outOfRange(text) }
      self.init(validIndex: index, count: count)
    }

    /// The shard as written: `2/4`.
    public var description: String { "\(index)/\(count)" }

    /// The positions this shard takes among `total` items.
    public func indices(of total: Int) -> [Int] {
      Array(stride(from: index - 1, to: total, by: count))
    }

    /// The items this shard takes, in their order.
    public func part<Item>(of items: [Item]) -> [Item] {
      indices(of: items.count).map { items[$0] }
    }
  }

  /// Why a shard could not be read.
  public enum ShardError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The text is not `I/N`.
    case malformed(String)
    /// The numbers are not 1 ≤ I ≤ N.
    case outOfRange(String)

    /// The problem, quoting the text and saying what is expected.
    public var description: String {
      switch self {
      case .malformed(let text):
        "expected a shard written I/N, such as 2/4, but got '\(text)'"
      case .outOfRange(let text):
        "expected a shard I/N with 1 ≤ I ≤ N, such as 1/4 to 4/4, but got '\(text)'"
      }
    }
  }
}
