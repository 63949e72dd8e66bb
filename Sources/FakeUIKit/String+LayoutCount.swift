extension String {
  /// The number of characters the fake text metric counts: the UTF-8 length for ASCII
  /// text (one byte a character), the characters otherwise.
  ///
  /// Layout measures every label and text at every pass; counting characters walks the
  /// string's grapheme clusters, while most interface text is ASCII.
  package var layoutCharacterCount: Int {
    let ascii =
      utf8.withContiguousStorageIfAvailable { bytes in bytes.allSatisfy { $0 < 0x80 } }
      ?? utf8.allSatisfy { $0 < 0x80 }
    return ascii ? utf8.count : count
  }
}
