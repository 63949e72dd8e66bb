/// A parsed JSON text: its root value, and the bytes it came from to place values by line and column.
package struct JSONDocument: Sendable {
  /// The outermost value.
  package let root: JSONValue
  /// The text, as read.
  package let bytes: [UInt8]

  /// Creates a document from its root and its text.
  package init(root: JSONValue, bytes: [UInt8]) {
    self.root = root
    self.bytes = bytes
  }

  /// The line and column of a byte offset, such as a value's ``JSONValue/offset``.
  package func position(of offset: Int) -> JSONPosition {
    JSONPosition(offset: offset, in: bytes)
  }

  /// The line and column where a value starts.
  package func position(of value: JSONValue) -> JSONPosition {
    position(of: value.offset)
  }
}
