extension Script {
  /// A JSON value that remembers where in its file it started.
  struct JSONValue {
    enum Content {
      case object([(key: String, value: JSONValue)])
      case array([JSONValue])
      case string(String)
      case number(Double)
      case bool(Bool)
      case null
    }

    var content: Content
    var line: Int
    var column: Int

    /// How an error message names this value's type.
    var typeName: String {
      switch content {
      case .object: "an object"
      case .array: "an array"
      case .string(let text): "the string \"\(text)\""
      case .number(let number): "the number \(Self.format(number))"
      case .bool(let flag): "\(flag)"
      case .null: "null"
      }
    }

    static func format(_ number: Double) -> String {
      number == number.rounded() && abs(number) < 1e15 ? String(Int64(number)) : String(number)
    }

    subscript(key: String) -> JSONValue? {
      guard case .object(let members) = content else { return nil }
      return members.first { $0.key == key }?.value
    }
  }

  /// A small JSON reader that tracks line and column, so errors can point into the file.
  struct JSONReader {
    struct SyntaxError: Error {
      var line: Int
      var column: Int
      var expected: String
      var found: String
    }

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lineStart = 0

    init(_ text: String) { bytes = Array(text.utf8) }

    static func parse(_ text: String) throws(SyntaxError) -> JSONValue {
      var reader = JSONReader(text)
      let value = try reader.value()
      reader.skipSpace()
      if reader.index < reader.bytes.count {
        throw reader.error(expected: "the end of the file")
      }
      return value
    }

    /// The column in characters (Unicode scalars), not bytes, so editors agree with it.
    private var column: Int {
      bytes[lineStart..<min(index, bytes.count)].count { $0 & 0xC0 != 0x80 } + 1
    }

    private func error(expected: String) -> SyntaxError {
      let found: String
      if index >= bytes.count {
        found = "the end of the file"
      } else if bytes[index] == UInt8(ascii: "\n") || bytes[index] == UInt8(ascii: "\r") {
        found = "the end of the line"
      } else if bytes[index] < 0x20 {
        let hex = String(bytes[index], radix: 16, uppercase: true)
        found = "the control character U+\(String(repeating: "0", count: 4 - hex.count))\(hex)"
      } else {
        // Show the whole UTF-8 sequence, not its first byte read as Latin-1.
        var end = index + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        found = "'\(String(decoding: bytes[index..<end], as: UTF8.self))'"
      }
      return SyntaxError(line: line, column: column, expected: expected, found: found)
    }

    private mutating func skipSpace() {
      while index < bytes.count {
        switch bytes[index] {
        case UInt8(ascii: "\n"):
          index += 1
          line += 1
          lineStart = index
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
          index += 1
        default:
          return
        }
      }
    }

    private mutating func value() throws(SyntaxError) -> JSONValue {
      skipSpace()
      let startLine = line
      let startColumn = column
      guard index < bytes.count else { throw error(expected: "a value") }
      let content: JSONValue.Content
      switch bytes[index] {
      case UInt8(ascii: "{"): content = try object()
      case UInt8(ascii: "["): content = try array()
      case UInt8(ascii: "\""): content = .string(try string())
      case UInt8(ascii: "t"): content = try literal("true", .bool(true))
      case UInt8(ascii: "f"): content = try literal("false", .bool(false))
      case UInt8(ascii: "n"): content = try literal("null", .null)
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): content = try number()
      default: throw error(expected: "a value")
      }
      return JSONValue(content: content, line: startLine, column: startColumn)
    }

    private mutating func literal(
      _ word: String, _ content: JSONValue.Content
    ) throws(SyntaxError) -> JSONValue.Content {
      for byte in word.utf8 {
        guard index < bytes.count, bytes[index] == byte else { throw error(expected: word) }
        index += 1
      }
      return content
    }

    private mutating func number() throws(SyntaxError) -> JSONValue.Content {
      let start = index
      while index < bytes.count,
        "+-.eE0123456789".utf8.contains(bytes[index])
      {
        index += 1
      }
      let text = String(decoding: bytes[start..<index], as: UTF8.self)
      guard let number = Double(text) else {
        index = start
        throw error(expected: "a number")
      }
      return .number(number)
    }

    private mutating func string() throws(SyntaxError) -> String {
      index += 1  // opening quote
      var scalars: [UInt8] = []
      while index < bytes.count {
        let byte = bytes[index]
        switch byte {
        case UInt8(ascii: "\""):
          index += 1
          return String(decoding: scalars, as: UTF8.self)
        case UInt8(ascii: "\\"):
          index += 1
          guard index < bytes.count else { throw error(expected: "an escaped character") }
          switch bytes[index] {
          case UInt8(ascii: "n"): scalars.append(UInt8(ascii: "\n"))
          case UInt8(ascii: "t"): scalars.append(UInt8(ascii: "\t"))
          case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scalars.append(bytes[index])
          default: throw error(expected: "one of \\n, \\t, \\\", \\\\ or \\/")
          }
          index += 1
        case UInt8(ascii: "\n"):
          throw error(expected: "a closing '\"' before the end of the line")
        default:
          scalars.append(byte)
          index += 1
        }
      }
      throw error(expected: "a closing '\"'")
    }

    private mutating func array() throws(SyntaxError) -> JSONValue.Content {
      index += 1
      var elements: [JSONValue] = []
      skipSpace()
      if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
        index += 1
        return .array(elements)
      }
      while true {
        elements.append(try value())
        skipSpace()
        guard index < bytes.count else { throw error(expected: "',' or ']'") }
        if bytes[index] == UInt8(ascii: ",") {
          index += 1
        } else if bytes[index] == UInt8(ascii: "]") {
          index += 1
          return .array(elements)
        } else {
          throw error(expected: "',' or ']'")
        }
      }
    }

    private mutating func object() throws(SyntaxError) -> JSONValue.Content {
      index += 1
      var members: [(key: String, value: JSONValue)] = []
      skipSpace()
      if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
        index += 1
        return .object(members)
      }
      while true {
        skipSpace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
          throw error(expected: "a member name in double quotes")
        }
        let key = try string()
        skipSpace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
          throw error(expected: "':' after \"\(key)\"")
        }
        index += 1
        members.append((key, try value()))
        skipSpace()
        guard index < bytes.count else { throw error(expected: "',' or '}'") }
        if bytes[index] == UInt8(ascii: ",") {
          index += 1
        } else if bytes[index] == UInt8(ascii: "}") {
          index += 1
          return .object(members)
        } else {
          throw error(expected: "',' or '}'")
        }
      }
    }
  }
}
