import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension JSONReader {
  /// The length of a UTF-8 byte order mark at the start of the bytes: 3 or 0.
  package static func byteOrderMarkLength(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
  }

  /// Rejects UTF-16, UTF-32 and binary files before reading, and steps over a UTF-8 byte
  /// order mark.
  mutating func checkEncoding() throws(Error) {
    let marks: [(bytes: [UInt8], kind: String)] = [
      ([0xFF, 0xFE, 0x00, 0x00], "UTF-32 (little-endian)"), ([0x00, 0x00, 0xFE, 0xFF], "UTF-32 (big-endian)"),
      ([0xFF, 0xFE], "UTF-16 (little-endian)"), ([0xFE, 0xFF], "UTF-16 (big-endian)"),
    ]
    for mark in marks where bytes.starts(with: mark.bytes) {
      let shown = mark.bytes.map { String(Error.hex($0).dropFirst(2)) }.joined(separator: " ")
      throw .notUTF8(position(0), what: "the byte order mark \(shown)", kind: mark.kind)
    }
    if let base = bytes.baseAddress, let found = memchr(base, 0, bytes.count) {
      let zero = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
      // UTF-16 without a byte order mark has a zero byte beside each ASCII character.
      let utf16 = bytes.count >= 2 && (bytes[0] == 0) != (bytes[1] == 0)
      throw .notUTF8(
        position(zero), what: "a zero byte (NUL)",
        kind: utf16 ? "UTF-16 without a byte order mark" : "binary, not text")
    }
    index = Self.byteOrderMarkLength(bytes)
  }

  /// The length of the valid UTF-8 sequence at an offset, or `nil` if it is not one.
  func utf8Length(at offset: Int) -> Int? {
    let lead = bytes[offset]
    let length: Int
    var second: ClosedRange<UInt8> = 0x80...0xBF
    switch lead {
    case 0x00...0x7F: return 1
    case 0xC2...0xDF: length = 2
    case 0xE0:
      length = 3
      second = 0xA0...0xBF
    case 0xED:
      length = 3
      second = 0x80...0x9F
    case 0xE1...0xEF: length = 3
    case 0xF0:
      length = 4
      second = 0x90...0xBF
    case 0xF1...0xF3: length = 4
    case 0xF4:
      length = 4
      second = 0x80...0x8F
    default: return nil
    }
    guard offset + length <= bytes.count, second.contains(bytes[offset + 1]) else { return nil }
    for next in offset + 2..<offset + length where bytes[next] & 0xC0 != 0x80 { return nil }
    return length
  }

  /// The bytes a message shows for a sequence that is not UTF-8: the first byte and the
  /// continuation bytes after it, at most four.
  func invalidBytes(at offset: Int) -> [UInt8] {
    var end = offset + 1
    while end < bytes.count, end - offset < 4, bytes[end] & 0xC0 == 0x80 { end += 1 }
    return Array(bytes[offset..<end])
  }

  /// The error for finding something other than `expected` at the current byte; bytes
  /// that are not UTF-8 get the error that says so.
  func unexpected(_ expected: String) -> Error {
    if index < bytes.count, bytes[index] >= 0x80, utf8Length(at: index) == nil {
      return .invalidUTF8(invalidBytes(at: index), position(index), path: path())
    }
    return .unexpected(position(index), path: path(), expected: expected, found: found(at: index))
  }

  /// What a message says it found at an offset.
  func found(at offset: Int) -> String {
    guard offset < bytes.count else { return "the end of the file" }
    let byte = bytes[offset]
    switch byte {
    case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
      return "the end of the line"
    case UInt8(ascii: "'"):
      return "a single quote; JSON strings and member names take double quotes"
    case UInt8(ascii: "/")
    where offset + 1 < bytes.count
      && (bytes[offset + 1] == UInt8(ascii: "/") || bytes[offset + 1] == UInt8(ascii: "*")):
      return "\(excerpt(from: offset, scalars: 2)), a comment; JSON has none"
    case 0..<0x20, 0x7F:
      let names: [UInt8: String] = [
        0x08: "backspace", 0x09: "tab", 0x0B: "vertical tab", 0x0C: "form feed", 0x1B: "escape", 0x7F: "delete",
      ]
      let hex = String(Error.hex(byte).dropFirst(2))
      return "the control character U+00\(hex)" + (names[byte].map { " (\($0))" } ?? "")
    default:
      return word(at: offset)
    }
  }

  /// Whether a byte continues a word such as `True`, `0x1F` or `1.2.3`.
  static func isWordByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "+"), UInt8(ascii: "-"),
      UInt8(ascii: "_"):
      true
    default:
      false
    }
  }

  /// The word that starts at an offset, in single quotes: a run of letters, digits and
  /// `.+-_` (`'True'`, `'1.2.3'`), or else the one character there (`'}'`, `'\u{200B}'`).
  func word(at offset: Int) -> String {
    var end = offset
    var scalars = 0
    while end < bytes.count, scalars <= Excerpt.limit {
      let byte = bytes[end]
      if Self.isWordByte(byte) {
        end += 1
      } else if byte >= 0x80, let length = utf8Length(at: end),
        let scalar = String(decoding: UnsafeBufferPointer(rebasing: bytes[end..<end + length]), as: UTF8.self)
          .unicodeScalars.first,
        scalar.properties.isAlphabetic
      {
        end += length
      } else {
        break
      }
      scalars += 1
    }
    if end == offset {
      return excerpt(from: offset, scalars: 1)
    }
    return "'" + Excerpt.escaped(String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<end]), as: UTF8.self))
      + "'"
  }

  /// Up to `scalars` characters from an offset, escaped, in single quotes.
  func excerpt(from offset: Int, scalars: Int) -> String {
    var end = offset
    var count = 0
    while end < bytes.count, count < scalars {
      end += utf8Length(at: end) ?? 1
      count += 1
    }
    end = min(end, bytes.count)
    return "'" + Excerpt.escaped(String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<end]), as: UTF8.self))
      + "'"
  }
}
