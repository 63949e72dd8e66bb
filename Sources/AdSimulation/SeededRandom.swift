/// A small, fast random number generator whose sequence depends only on its seed
/// (SplitMix64).
///
/// The simulation draws its own random choices from it, and exploration draws its scripts
/// from it, so the same seed always gives the same run.
///
/// ```swift
/// var random = SeededRandom(seed: 7)
/// let roll = Int.random(in: 1...6, using: &random)
/// ```
public struct SeededRandom: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// Creates a generator that starts from the seed.
  public init(seed: UInt64) { state = seed }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A whole number in the range; the same seed gives the same number on every platform.
  public mutating func integer(in range: ClosedRange<Int>) -> Int {
    range.lowerBound + Int(next() % UInt64(range.count))
  }

  /// True with the probability, a number from 0 to 1.
  public mutating func chance(_ probability: Double) -> Bool {
    Double(next() >> 11) / Double(1 << 53) < probability
  }
}
