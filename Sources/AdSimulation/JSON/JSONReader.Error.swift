extension JSONReader {
  /// Why a text is not JSON the reader takes; each case has the place and quotes what it found.
  ///
  /// ``path`` names the member the reader was in, such as `steps[3].after`, and is empty
  /// outside any member. A caller puts its file name in front of ``position``.
  package enum Error: Swift.Error, Hashable, Sendable, CustomStringConvertible {
    /// The grammar wants something else here.
    case unexpected(JSONPosition, path: String, expected: String, found: String)
    /// An object names the same member twice; `first` is where the first one starts.
    case duplicateMember(String, JSONPosition, path: String, first: JSONPosition)
    /// Arrays and objects nest deeper than `limit`; the position is the bracket too many.
    case tooDeep(JSONPosition, path: String, limit: Int, bracket: Character)
    /// A number too large for a `Double`, as written.
    case numberOutOfRange(String, JSONPosition, path: String)
    /// Bytes that are not UTF-8, starting at the position.
    case invalidUTF8([UInt8], JSONPosition, path: String)
    /// The file is in another encoding, or is not text: `what` names what gave it away,
    /// `kind` what the file is.
    case notUTF8(JSONPosition, what: String, kind: String)

    /// Where the problem is.
    package var position: JSONPosition {
      switch self {
      case .unexpected(let position, _, _, _), .duplicateMember(_, let position, _, _),
        .tooDeep(let position, _, _, _), .numberOutOfRange(_, let position, _),
        .invalidUTF8(_, let position, _), .notUTF8(let position, _, _):
        position
      }
    }

    /// The member the problem is in, such as `steps[3].after`; empty outside any member.
    package var path: String {
      switch self {
      case .unexpected(_, let path, _, _), .duplicateMember(_, _, let path, _), .tooDeep(_, let path, _, _),
        .numberOutOfRange(_, _, let path), .invalidUTF8(_, _, let path):
        path
      case .notUTF8:
        ""
      }
    }

    /// Whether the text breaks JSON's grammar or encoding; a member named twice is allowed
    /// by the grammar, but never by a script or a baseline.
    package var isSyntax: Bool {
      if case .duplicateMember = self { return false }
      return true
    }

    /// What would have been right, to follow "expected".
    package var expected: String {
      switch self {
      case .unexpected(_, _, let expected, _): expected
      case .duplicateMember: "each member once in an object"
      case .tooDeep(_, _, let limit, _): "arrays and objects nested at most \(limit) deep"
      case .numberOutOfRange: "a number from -1.7976931348623157e308 to 1.7976931348623157e308"
      case .invalidUTF8: "UTF-8 text"
      case .notUTF8: "UTF-8 text"
      }
    }

    /// What was there instead, quoted short, to follow "but found".
    package var found: String {
      switch self {
      case .unexpected(_, _, _, let found):
        found
      case .duplicateMember(let key, _, _, let first):
        "\(Excerpt.quoted(key)) a second time (the first is at \(first))"
      case .tooDeep(_, _, let limit, let bracket):
        "'\(bracket)' opening level \(limit + 1)"
      case .numberOutOfRange(let text, _, _):
        "'\(Excerpt.escaped(text))'"
      case .invalidUTF8(let bytes, _, _):
        bytes.count == 1
          ? "the byte \(Self.hex(bytes[0])), which is not UTF-8; save the file as UTF-8"
          : "the bytes \(bytes.map(Self.hex).joined(separator: " ")), which are not UTF-8; save the file as UTF-8"
      case .notUTF8(_, let what, let kind):
        "\(what): the file is \(kind); save it as UTF-8"
      }
    }

    /// The message without a file name: `line:column: path: expected …, but found ….`
    package var description: String {
      let member = path.isEmpty ? "" : "\(path): "
      return "\(position): \(member)expected \(expected), but found \(found)."
    }

    /// A byte as two hexadecimal digits, such as `0xC3`.
    static func hex(_ byte: UInt8) -> String {
      let digits = String(byte, radix: 16, uppercase: true)
      return "0x" + (digits.count == 1 ? "0" : "") + digits
    }
  }
}
