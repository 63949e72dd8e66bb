extension String {
  /// The number of characters the fake text metric counts, which is the number of
  /// characters: for ASCII text found from its bytes, where every byte is a character
  /// but a carriage return and line feed, which make one.
  ///
  /// Layout measures every label and text at every pass, and the harness's rules read
  /// labels after every step; counting characters walks the string's grapheme clusters,
  /// while most interface text is ASCII.
  package var layoutCharacterCount: Int {
    let pairs = utf8.withContiguousStorageIfAvailable(Self.asciiLineBreakPairs) ?? Self.asciiLineBreakPairs(utf8)
    guard let pairs else { return count }
    return utf8.count - pairs
  }

  /// The carriage return and line feed pairs of ASCII bytes, or `nil` when a byte is not
  /// ASCII.
  private static func asciiLineBreakPairs<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> Int? {
    var pairs = 0
    var afterReturn = false
    for byte in bytes {
      guard byte < 0x80 else { return nil }
      if afterReturn, byte == 0x0A { pairs += 1 }
      afterReturn = byte == 0x0D
    }
    return pairs
  }
}
