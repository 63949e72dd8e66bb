/// A JSON value and the byte offset in its text where it starts.
///
/// Offsets are kept instead of lines and columns: ``JSONDocument/position(of:)`` turns one
/// into a line and column when a message needs it.
package struct JSONValue: Sendable {
  /// What a value holds.
  package enum Content: Sendable {
    /// An object's members, in the order the text gives them; no name appears twice.
    case object([Member])
    /// An array's elements.
    case array([JSONValue])
    /// A string, with its escapes resolved.
    case string(String)
    /// A number; the reader rejects numbers too large for a `Double`.
    case number(Double)
    /// `true` or `false`.
    case bool(Bool)
    /// `null`.
    case null
  }

  /// One member of an object: its name, where the name starts, and its value.
  package struct Member: Sendable {
    /// The member's name, with its escapes resolved.
    package var key: String
    /// The byte offset of the name's opening quote.
    package var keyOffset: Int
    /// The member's value.
    package var value: JSONValue

    /// Creates a member.
    package init(key: String, keyOffset: Int, value: JSONValue) {
      self.key = key
      self.keyOffset = keyOffset
      self.value = value
    }
  }

  /// What the value holds.
  package var content: Content
  /// The byte offset of the value's first character.
  package var offset: Int

  /// Creates a value that starts at a byte offset.
  package init(_ content: Content, at offset: Int) {
    self.content = content
    self.offset = offset
  }

  /// How a message names the value: its type, and for a scalar its value, quoted short.
  package var typeName: String {
    switch content {
    case .object: "an object"
    case .array: "an array"
    case .string(let text): "the string \(Excerpt.quoted(text))"
    case .number(let number): "the number \(Self.format(number))"
    case .bool(let flag): "\(flag)"
    case .null: "null"
    }
  }

  /// A number as a message shows it: whole numbers without a fraction.
  package static func format(_ number: Double) -> String {
    number == number.rounded() && abs(number) < 1e15 ? String(Int64(number)) : String(number)
  }

  /// The object's members, or `nil` when the value is not an object.
  package var members: [Member]? {
    guard case .object(let members) = content else { return nil }
    return members
  }

  /// The member with the name, when the value is an object that has it.
  package func member(_ key: String) -> Member? {
    guard case .object(let members) = content else { return nil }
    return members.first { $0.key == key }
  }

  /// The value of the member with the name, when the value is an object that has it.
  package subscript(key: String) -> JSONValue? {
    member(key)?.value
  }
}
