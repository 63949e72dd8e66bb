extension VirtualClock {
  /// A point on a simulation's timeline, measured from the simulation's start.
  public struct Instant: InstantProtocol, Hashable, Sendable, Codable, CustomStringConvertible {
    /// The time elapsed since the simulation started.
    public var offset: Duration

    /// Creates the instant that lies the given time after the start.
    public init(offset: Duration) {
      self.offset = offset
    }

    /// The simulation's start.
    public static let zero = Instant(offset: .zero)

    /// Returns the instant that lies the given time after this one.
    public func advanced(by duration: Duration) -> Instant {
      Instant(offset: offset + duration)
    }

    /// Returns the time from this instant to another.
    public func duration(to other: Instant) -> Duration {
      other.offset - offset
    }

    /// Orders instants by their offset from the start.
    public static func < (lhs: Instant, rhs: Instant) -> Bool {
      lhs.offset < rhs.offset
    }

    /// The offset in seconds, with millisecond precision, as the timeline prints it.
    public var description: String { offset.secondsText }

    /// Decodes an instant from its offset in milliseconds.
    public init(from decoder: any Decoder) throws {
      let milliseconds = try decoder.singleValueContainer().decode(Int64.self)
      self.init(offset: .milliseconds(milliseconds))
    }

    /// Encodes the instant as its offset in whole milliseconds.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      try container.encode(offset.wholeMilliseconds)
    }
  }
}

extension Duration {
  /// The duration in whole milliseconds, rounded toward zero.
  public var wholeMilliseconds: Int64 {
    let (seconds, attoseconds) = components
    return seconds * 1000 + attoseconds / 1_000_000_000_000_000
  }

  /// The duration in seconds with three decimals, for example `12.500`.
  public var secondsText: String {
    let milliseconds = wholeMilliseconds
    var magnitude = milliseconds.magnitude
    // At least four digits, so the whole seconds have one and the fraction three.
    var digits = 1
    var rest = magnitude
    while rest >= 10 {
      rest /= 10
      digits += 1
    }
    digits = max(digits, 4)
    let sign = milliseconds < 0 ? 1 : 0
    // Written from the last digit back, into a string short enough to need no storage.
    return String(unsafeUninitializedCapacity: sign + digits + 1) { text in
      var index = sign + digits
      for position in 0..<digits {
        if position == 3 {
          text[index] = UInt8(ascii: ".")
          index -= 1
        }
        text[index] = UInt8(ascii: "0") + UInt8(magnitude % 10)
        magnitude /= 10
        index -= 1
      }
      if sign == 1 { text[0] = UInt8(ascii: "-") }
      return sign + digits + 1
    }
  }
}
