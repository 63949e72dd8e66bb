/// A place in a JSON text: its byte offset, and the line and column an editor shows for it.
///
/// Lines end at a line feed, a carriage return and line feed, or a lone carriage return.
/// Columns count Unicode scalars from 1, so a line with `café` in it has the same columns
/// as an editor's; a UTF-8 byte order mark at the start of the file takes no column.
package struct JSONPosition: Hashable, Sendable, CustomStringConvertible {
  /// The offset in bytes from the start of the text.
  package var offset: Int
  /// The line, from 1.
  package var line: Int
  /// The column in Unicode scalars, from 1.
  package var column: Int

  /// Creates a position from its parts.
  package init(offset: Int, line: Int, column: Int) {
    self.offset = offset
    self.line = line
    self.column = column
  }

  /// Finds the line and column of a byte offset by one pass over the bytes before it.
  ///
  /// Only errors ask for positions, so the cost is paid once, not once per value.
  package init(offset: Int, in bytes: UnsafeBufferPointer<UInt8>) {
    let end = min(max(offset, 0), bytes.count)
    var line = 1
    var lineStart = JSONReader.byteOrderMarkLength(bytes)
    var index = 0
    while index < end {
      switch bytes[index] {
      case UInt8(ascii: "\n"):
        line += 1
        lineStart = index + 1
      case UInt8(ascii: "\r") where index + 1 >= bytes.count || bytes[index + 1] != UInt8(ascii: "\n"):
        line += 1
        lineStart = index + 1
      default:
        break
      }
      index += 1
    }
    var column = 1
    index = min(lineStart, end)
    while index < end {
      if bytes[index] & 0xC0 != 0x80 { column += 1 }
      index += 1
    }
    self.init(offset: offset, line: line, column: column)
  }

  /// Finds the line and column of a byte offset in an array of bytes.
  package init(offset: Int, in bytes: [UInt8]) {
    self = bytes.withUnsafeBufferPointer { JSONPosition(offset: offset, in: $0) }
  }

  /// The position as `line:column`.
  package var description: String { "\(line):\(column)" }
}
