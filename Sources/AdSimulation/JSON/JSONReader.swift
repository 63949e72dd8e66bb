/// Reads JSON text (RFC 8259) into a ``JSONDocument`` in one pass over its UTF-8 bytes.
///
/// The reader takes all of RFC 8259: every escape (`\b`, `\f`, `\r`, `\uXXXX`, surrogate
/// pairs written as two escapes), any Unicode outside escapes, and a UTF-8 byte order mark
/// at the start. It rejects, with an ``Error`` that gives the line, the column, the member
/// and what it expected: anything outside the grammar (comments, trailing commas, single
/// quotes, leading zeros, `1.`, raw control characters in strings), bytes that are not
/// UTF-8, UTF-16 and binary files, and what no script or baseline can use: a member named
/// twice, a lone surrogate, a number beyond `Double`, nesting deeper than
/// ``maximumDepth``.
///
/// Open arrays and objects are kept on a stack of their own, not the call stack, so no
/// depth of nesting can overflow it; lines and columns are worked out only for an error.
package struct JSONReader {
  /// How deep arrays and objects may nest.
  package static let maximumDepth = 512

  /// Reads a JSON text.
  ///
  /// - Parameters:
  ///   - bytes: The text, as UTF-8.
  ///   - maximumDepth: How deep arrays and objects may nest.
  /// - Throws: ``Error`` for the first problem in the text.
  package static func parse(_ bytes: [UInt8], maximumDepth: Int = maximumDepth) throws(Error) -> JSONDocument {
    let root = bytes.withUnsafeBufferPointer { buffer in
      var reader = JSONReader(bytes: buffer, maximumDepth: maximumDepth)
      return Result { () throws(Error) in try reader.document() }
    }
    return JSONDocument(root: try root.get(), bytes: bytes)
  }

  /// An array or object the reader is inside, with what it has read of it so far.
  struct Frame {
    let offset: Int
    let isObject: Bool
    var elements: [JSONValue] = []
    var members: [JSONValue.Member] = []
    /// The member whose value is being read.
    var key = ""
    var keyOffset = 0
    /// Whether one of the container's values is being read (the path then names it).
    var reading = false
    /// Each member's index by name, kept once an object is large enough to need it.
    var names: [String: Int]?
  }

  let bytes: UnsafeBufferPointer<UInt8>
  let maximumDepth: Int
  var index = 0
  var frames: [Frame] = []

  init(bytes: UnsafeBufferPointer<UInt8>, maximumDepth: Int) {
    self.bytes = bytes
    self.maximumDepth = maximumDepth
  }

  /// Reads the one value the text holds, with nothing but whitespace after it.
  mutating func document() throws(Error) -> JSONValue {
    try checkEncoding()
    reading: while true {
      skipWhitespace()
      guard index < bytes.count else { throw unexpected("a value") }
      let start = index
      var value: JSONValue
      switch bytes[index] {
      case UInt8(ascii: "{"):
        try open(isObject: true)
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "}") else {
          try memberName()
          continue reading
        }
        index += 1
        frames.removeLast()
        value = JSONValue(.object([]), at: start)
      case UInt8(ascii: "["):
        try open(isObject: false)
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "]") else {
          frames[frames.count - 1].reading = true
          continue reading
        }
        index += 1
        frames.removeLast()
        value = JSONValue(.array([]), at: start)
      case UInt8(ascii: "\""):
        value = JSONValue(.string(try string()), at: start)
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
        value = JSONValue(.number(try number()), at: start)
      case UInt8(ascii: "t"):
        try literal("true")
        value = JSONValue(.bool(true), at: start)
      case UInt8(ascii: "f"):
        try literal("false")
        value = JSONValue(.bool(false), at: start)
      case UInt8(ascii: "n"):
        try literal("null")
        value = JSONValue(.null, at: start)
      default:
        throw unexpected("a value")
      }
      // Hand the value to its container, and close each container that ends after it.
      while !frames.isEmpty {
        let top = frames.count - 1
        skipWhitespace()
        if frames[top].isObject {
          frames[top].members.append(
            JSONValue.Member(key: frames[top].key, keyOffset: frames[top].keyOffset, value: value))
          frames[top].reading = false
          indexNames(top)
          guard index < bytes.count else { throw unexpected("',' or '}'") }
          switch bytes[index] {
          case UInt8(ascii: ","):
            index += 1
            skipWhitespace()
            try memberName(afterComma: true)
            continue reading
          case UInt8(ascii: "}"):
            index += 1
            let frame = frames.removeLast()
            value = JSONValue(.object(frame.members), at: frame.offset)
          default:
            throw unexpected("',' or '}'")
          }
        } else {
          frames[top].elements.append(value)
          guard index < bytes.count else { throw unexpected("',' or ']'") }
          switch bytes[index] {
          case UInt8(ascii: ","):
            index += 1
            skipWhitespace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
              throw unexpected("another element after ','")
            }
            continue reading
          case UInt8(ascii: "]"):
            index += 1
            let frame = frames.removeLast()
            value = JSONValue(.array(frame.elements), at: frame.offset)
          default:
            frames[top].reading = false
            throw unexpected("',' or ']'")
          }
        }
      }
      skipWhitespace()
      guard index == bytes.count else { throw unexpected("the end of the file") }
      return value
    }
  }

  /// Opens an array or object at the current byte, unless that would nest too deep.
  mutating func open(isObject: Bool) throws(Error) {
    guard frames.count < maximumDepth else {
      throw .tooDeep(position(index), path: path(), limit: maximumDepth, bracket: isObject ? "{" : "[")
    }
    frames.append(Frame(offset: index, isObject: isObject))
    index += 1
  }

  /// Reads a member's name and the colon after it, rejecting a name the object already has.
  mutating func memberName(afterComma: Bool = false) throws(Error) {
    guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
      throw unexpected(afterComma ? "another member name in double quotes after ','" : "a member name in double quotes")
    }
    let top = frames.count - 1
    let offset = index
    let key = try string()
    if let first = firstOffset(of: key, in: top) {
      throw .duplicateMember(key, position(offset), path: path(appending: key), first: position(first))
    }
    skipWhitespace()
    guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
      throw unexpected("':' after \(Excerpt.quoted(key))")
    }
    index += 1
    frames[top].key = key
    frames[top].keyOffset = offset
    frames[top].reading = true
  }

  /// Where the member with the name starts in the object at `top`, if it has one.
  func firstOffset(of key: String, in top: Int) -> Int? {
    if let member = frames[top].names?[key] {
      return frames[top].members[member].keyOffset
    }
    if frames[top].names != nil { return nil }
    for member in frames[top].members where member.key == key {
      return member.keyOffset
    }
    return nil
  }

  /// Keeps a large object's names in a dictionary, so finding a repeated name stays fast.
  mutating func indexNames(_ top: Int) {
    let count = frames[top].members.count
    if frames[top].names != nil {
      frames[top].names![frames[top].members[count - 1].key] = count - 1
    } else if count == 16 {
      var names: [String: Int] = [:]
      for (offset, member) in frames[top].members.enumerated() { names[member.key] = offset }
      frames[top].names = names
    }
  }

  mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"): index += 1
      default: return
      }
    }
  }

  /// The member being read, such as `steps[3].after`; a very deep one keeps its ends.
  func path(appending key: String? = nil) -> String {
    var parts: [String] = []
    func name(_ key: String) -> String { "." + (key.isEmpty ? "\"\"" : Excerpt.escaped(key)) }
    for frame in frames where frame.reading {
      parts.append(frame.isObject ? name(frame.key) : "[\(frame.elements.count)]")
    }
    if let key { parts.append(name(key)) }
    if parts.count > 12 {
      parts = Array(parts.prefix(5)) + ["…"] + Array(parts.suffix(5))
    }
    var text = parts.joined()
    if text.hasPrefix(".") { text.removeFirst() }
    return text
  }

  /// The line and column of a byte offset.
  func position(_ offset: Int) -> JSONPosition {
    JSONPosition(offset: offset, in: bytes)
  }
}
