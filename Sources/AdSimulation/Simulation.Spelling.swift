extension Simulation {
  /// A framework's later names for its types and methods, which what a person reads of a
  /// run speaks once the app has used one of them.
  ///
  /// An SDK that renamed its API answers both spellings (Google Mobile Ads v12 still
  /// answers the GAD names; UMP 3, the UMP ones). The trace keeps the names the fakes
  /// record, which rules read; the reports an app's team reads use the names its code
  /// wrote.
  public struct Spelling: Sendable, Codable {
    /// The framework, to tell its spelling from another's.
    public let framework: String
    /// Each older name with the newer one that replaces it. A name is replaced where it
    /// stands whole: neither preceded nor followed by a letter, a digit or an underscore.
    public let renames: [(older: String, newer: String)]
    /// The renames by the first two bytes of the older name, longest first, so one scan
    /// of a text finds every name: reports respell every line of long timelines.
    private let byLead: [UInt16: [(older: [UInt8], newer: [UInt8])]]

    /// Creates a spelling from the framework's renames.
    public init(framework: String, renames: [(older: String, newer: String)]) {
      self.framework = framework
      self.renames = renames
      var byLead: [UInt16: [(older: [UInt8], newer: [UInt8])]] = [:]
      for (older, newer) in renames where older.utf8.count >= 2 {
        let bytes = Array(older.utf8)
        byLead[Self.lead(bytes[0], bytes[1]), default: []].append((bytes, Array(newer.utf8)))
      }
      self.byLead = byLead.mapValues { $0.sorted { $0.older.count > $1.older.count } }
    }

    enum CodingKeys: String, CodingKey {
      case framework, renames
    }

    /// Decodes a spelling a fresh launch sent: its renames as pairs of names.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      let framework = try container.decode(String.self, forKey: .framework)
      let renames = try container.decode([[String]].self, forKey: .renames).compactMap { pair in
        pair.count == 2 ? (older: pair[0], newer: pair[1]) : nil
      }
      self.init(framework: framework, renames: renames)
    }

    /// Encodes the spelling, its renames as pairs of names.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(framework, forKey: .framework)
      try container.encode(renames.map { [$0.older, $0.newer] }, forKey: .renames)
    }

    /// The text with each older name replaced by the newer, where it stands whole:
    /// `GADRequest` in `GADRequest()`, not in `GADRequestConfiguration` or `MyGADRequest`.
    public func respell(_ text: String) -> String {
      var text = text
      return text.withUTF8 { respelled($0) } ?? text
    }

    /// The bytes respelled, or `nil` when no name stands in them.
    private func respelled(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
      var output: [UInt8]?
      var copied = 0
      var index = 0
      let count = bytes.count
      scan: while index + 1 < count {
        guard let candidates = byLead[Self.lead(bytes[index], bytes[index + 1])] else {
          index += 1
          continue
        }
        for (older, newer) in candidates where index + older.count <= count {
          guard (2..<older.count).allSatisfy({ bytes[index + $0] == older[$0] }) else { continue }
          let end = index + older.count
          // A letter, digit or underscore either side (or a byte of a letter beyond ASCII)
          // makes it part of a longer name: the app's own `MyGADRequest`.
          if end < count, Self.continuesName(bytes[end]) { continue }
          if index > 0, Self.continuesName(bytes[index - 1]) { continue }
          if output == nil {
            output = Array(bytes[..<index])
          } else {
            output!.append(contentsOf: bytes[copied..<index])
          }
          output!.append(contentsOf: newer)
          index = end
          copied = end
          continue scan
        }
        index += 1
      }
      guard var output else { return nil }
      output.append(contentsOf: bytes[copied..<count])
      return String(decoding: output, as: UTF8.self)
    }

    private static func lead(_ first: UInt8, _ second: UInt8) -> UInt16 {
      UInt16(first) << 8 | UInt16(second)
    }

    private static func continuesName(_ byte: UInt8) -> Bool {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
        true
      default:
        byte >= 0x80
      }
    }
  }

  /// Notes that the app used the spelling's newer names, so what a person reads of this
  /// run speaks them.
  public func speaks(_ spelling: Spelling) {
    guard !trace.spellings.contains(where: { $0.framework == spelling.framework }) else { return }
    noteSpelling(spelling)
  }
}
