extension JSONReader {
  /// Powers of ten that a `Double` holds exactly, for numbers with few digits.
  static let exactPowersOfTen: [Double] = (0...22).map { exponent in
    (0..<exponent).reduce(1.0) { power, _ in power * 10 }
  }

  /// Reads a string from its opening quote, resolving escapes.
  mutating func string() throws(Error) -> String {
    index += 1
    let start = index
    // Most strings are plain ASCII: take them straight from the bytes.
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        index += 1
        return text
      }
      if byte == UInt8(ascii: "\\") || byte < 0x20 || byte >= 0x80 { break }
      index += 1
    }
    var text = Array(bytes[start..<index])
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\""):
        index += 1
        return String(decoding: text, as: UTF8.self)
      case UInt8(ascii: "\\"):
        try escape(into: &text)
      case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
        throw unexpected("a closing '\"' before the end of the line")
      case 0..<0x20:
        throw unexpected("the escape \(Self.escapeName(of: byte)) in place of a raw control character")
      case 0x80...:
        guard let length = utf8Length(at: index) else { throw unexpected("UTF-8 text") }
        text.append(contentsOf: bytes[index..<index + length])
        index += length
      default:
        text.append(byte)
        index += 1
      }
    }
    throw unexpected("a closing '\"'")
  }

  /// How a control character is escaped in a JSON string: `\t`, or `\u001B`.
  static func escapeName(of byte: UInt8) -> String {
    switch byte {
    case 0x08: "\\b"
    case 0x09: "\\t"
    case 0x0C: "\\f"
    default: "\\u00" + String(Error.hex(byte).dropFirst(2))
    }
  }

  /// Reads one escape from its backslash and appends what it stands for.
  mutating func escape(into text: inout [UInt8]) throws(Error) {
    let start = index
    index += 1
    let replacement: UInt8
    switch index < bytes.count ? bytes[index] : 0 {
    case UInt8(ascii: "\""): replacement = UInt8(ascii: "\"")
    case UInt8(ascii: "\\"): replacement = UInt8(ascii: "\\")
    case UInt8(ascii: "/"): replacement = UInt8(ascii: "/")
    case UInt8(ascii: "b"): replacement = 0x08
    case UInt8(ascii: "f"): replacement = 0x0C
    case UInt8(ascii: "n"): replacement = 0x0A
    case UInt8(ascii: "r"): replacement = 0x0D
    case UInt8(ascii: "t"): replacement = 0x09
    case UInt8(ascii: "u"):
      text.append(contentsOf: String(try unicodeEscape(from: start)).utf8)
      return
    default:
      index = start
      throw .unexpected(
        position(start), path: path(),
        expected: #"one of the escapes \" \\ \/ \b \f \n \r \t \uXXXX"#, found: excerpt(from: start, scalars: 2))
    }
    text.append(replacement)
    index += 1
  }

  /// Reads `\uXXXX` (the index is at the `u`), and the low half that must follow a high
  /// surrogate, into the scalar they stand for.
  mutating func unicodeEscape(from start: Int) throws(Error) -> Unicode.Scalar {
    let first = try hexDigits(escapeStart: start)
    switch first {
    case 0xD800...0xDBFF:
      let low = index
      guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
        throw .unexpected(
          position(start), path: path(),
          expected: "a low surrogate \\uDC00 to \\uDFFF right after \(Self.escapeText(first))",
          found: index < bytes.count ? excerpt(from: index, scalars: 6) : "the end of the file")
      }
      index += 1
      let second = try hexDigits(escapeStart: low)
      guard 0xDC00...0xDFFF ~= second else {
        throw .unexpected(
          position(start), path: path(),
          expected: "a low surrogate \\uDC00 to \\uDFFF right after \(Self.escapeText(first))",
          found: "'\(Self.escapeText(second))'")
      }
      return Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))!
    case 0xDC00...0xDFFF:
      throw .unexpected(
        position(start), path: path(),
        expected: "a high surrogate \\uD800 to \\uDBFF before \(Self.escapeText(first))",
        found: "'\(Self.escapeText(first))' on its own")
    default:
      return Unicode.Scalar(first)!
    }
  }

  /// `\u` and four uppercase hexadecimal digits.
  static func escapeText(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return "\\u" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }

  /// Reads the four hexadecimal digits after the `u` the index is at, and moves past them.
  mutating func hexDigits(escapeStart: Int) throws(Error) -> UInt32 {
    var value: UInt32 = 0
    for offset in 1...4 {
      let digit = index + offset < bytes.count ? Self.hexValue(bytes[index + offset]) : nil
      guard let digit else {
        throw .unexpected(
          position(escapeStart), path: path(), expected: "four hexadecimal digits after \\u",
          found: excerpt(from: escapeStart, scalars: index + offset + 1 - escapeStart))
      }
      value = value << 4 | digit
    }
    index += 5
    return value
  }

  /// The value of a hexadecimal digit, or `nil` for another byte.
  static func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }

  /// Reads a number as RFC 8259 writes it: `-`, no leading zeros, an optional fraction
  /// and exponent, each with at least one digit.
  mutating func number() throws(Error) -> Double {
    let start = index
    var at = index
    func digit(_ offset: Int) -> Bool {
      offset < bytes.count && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[offset])
    }
    var mantissa: UInt64 = 0
    var digits = 0
    var fractionDigits = 0
    var exponent = false
    var problem: String?
    let negative = bytes[at] == UInt8(ascii: "-")
    if negative { at += 1 }
    if digit(at) {
      if bytes[at] == UInt8(ascii: "0"), digit(at + 1) { problem = "a number without a leading zero" }
      while digit(at) {
        if digits < 19 { mantissa = mantissa &* 10 &+ UInt64(bytes[at] - UInt8(ascii: "0")) }
        digits += 1
        at += 1
      }
    } else {
      problem = "a number with digits after its minus sign"
    }
    if problem == nil, at < bytes.count, bytes[at] == UInt8(ascii: ".") {
      at += 1
      if !digit(at) { problem = "a number with digits after its decimal point" }
      while digit(at) {
        if digits < 19 { mantissa = mantissa &* 10 &+ UInt64(bytes[at] - UInt8(ascii: "0")) }
        digits += 1
        fractionDigits += 1
        at += 1
      }
    }
    if problem == nil, at < bytes.count, bytes[at] | 0x20 == UInt8(ascii: "e") {
      exponent = true
      at += 1
      if at < bytes.count, bytes[at] == UInt8(ascii: "+") || bytes[at] == UInt8(ascii: "-") { at += 1 }
      if !digit(at) { problem = "a number with digits in its exponent" }
      while digit(at) { at += 1 }
    }
    // A number run on into more of a word (1.2.3, 0x1F, 12px) is one bad token.
    if problem == nil, at < bytes.count, Self.isWordByte(bytes[at]) {
      problem = "a number such as 0, -12, 3.5 or 1e-3"
    }
    if let problem {
      throw .unexpected(position(start), path: path(), expected: problem, found: word(at: start))
    }
    index = at
    if !exponent, digits <= 15 {
      let value = Double(mantissa) / Self.exactPowersOfTen[fractionDigits]
      return negative ? -value : value
    }
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<at]), as: UTF8.self)
    guard let value = Double(text), value.isFinite else {
      throw .numberOutOfRange(text, position(start), path: path())
    }
    return value
  }

  /// Reads `true`, `false` or `null`, and nothing run on after it.
  mutating func literal(_ word: StaticString) throws(Error) {
    let start = index
    var at = index
    var matches = true
    word.withUTF8Buffer { letters in
      for letter in letters {
        guard at < bytes.count, bytes[at] == letter else {
          matches = false
          return
        }
        at += 1
      }
    }
    guard matches, at == bytes.count || !Self.isWordByte(bytes[at]) else {
      // `nul` and `truee` are near misses of the word; `fill` is no attempt at `false`.
      let nearMiss = start + 1 < bytes.count && bytes[start + 1] == word.withUTF8Buffer { $0[1] }
      throw .unexpected(
        position(start), path: path(), expected: nearMiss ? "\(word)" : "a value", found: self.word(at: start))
    }
    index = at
  }
}
