extension Trace.Event {
  /// What an event is called: an open set of names each fake declares as static members.
  ///
  /// Rules match events by these members, never by text, so a misspelt name does not
  /// compile and a reworded timeline cannot change a verdict. A fake declares the names it
  /// records, the way Swift Testing's tags are declared:
  ///
  /// ```swift
  /// extension Trace.Event.Name {
  ///   /// The banner's delegate heard that an ad loaded.
  ///   public static let bannerViewDidLoadAd: Self = "bannerViewDidLoadAd"
  /// }
  /// ```
  ///
  /// The name is also the event's heading in the timeline: a method's signature, such as
  /// `present(fromRootViewController:)`, or what was seen, such as `banner shown`.
  public struct Name: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible,
    ExpressibleByStringLiteral
  {
    /// The name as the timeline shows it.
    public let rawValue: String
    /// A digest of the text, taken once: monitors compare and look up names after every
    /// event, and two names with different digests differ without reading their text.
    private let digest: UInt64

    /// Creates a name from its text.
    public init(rawValue: String) {
      self.rawValue = rawValue
      self.digest = Self.digest(of: rawValue)
    }

    /// Creates a name from a literal, for the static members fakes declare.
    public init(stringLiteral value: String) {
      self.init(rawValue: value)
    }

    /// Decodes a name from its text.
    public init(from decoder: any Decoder) throws {
      self.init(rawValue: try decoder.singleValueContainer().decode(String.self))
    }

    /// The digest of the name's text, which equal names share: a key that needs no hashing,
    /// for tables the harness looks names up in after every event.
    package var textDigest: UInt64 { digest }

    /// Whether two names have the same text.
    public static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.digest == rhs.digest && lhs.rawValue == rhs.rawValue
    }

    /// Feeds the name's digest, which equal names share, to the hasher.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(digest)
    }

    /// The 64-bit FNV-1a digest of the text's UTF-8 bytes.
    private static func digest(of text: String) -> UInt64 {
      var digest: UInt64 = 0xcbf2_9ce4_8422_2325
      for byte in text.utf8 {
        digest = (digest ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
      }
      return digest
    }

    /// Encodes the name as its text.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      try container.encode(rawValue)
    }

    /// The name as the timeline shows it.
    public var description: String { rawValue }
  }
}

extension Trace.Event.Name {
  /// The script supplied an answer to the next ad request.
  public static let respond: Self = "respond"
  /// The script let virtual time pass.
  public static let advance: Self = "advance"
  /// A scripted step nothing in the run could perform.
  public static let ignored: Self = "ignored"
  /// A tracked object was deallocated.
  public static let released: Self = "released"
  /// Seen in the run: what the app's previous launch left in its `UserDefaults`.
  public static let previousLaunchDefaults: Self = "previous launch left in UserDefaults"
  /// The app's tasks never went idle after a step.
  public static let settleGaveUp: Self = "settle gave up"
  /// The app gave a view a frame that is not finite.
  public static let nonFiniteGeometry: Self = "non-finite frame"
  /// The app's own code tried to step or advance the run.
  public static let drivenByApp: Self = "drove the simulation from app code"
  /// The app used an SDK object made in an earlier run.
  public static let staleObjectUse: Self = "used an object from an earlier run"
}
