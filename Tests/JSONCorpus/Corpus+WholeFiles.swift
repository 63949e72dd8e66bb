extension Corpus {
  /// Files wrong as a whole, made from a valid pretty-printed document: empty, in another
  /// encoding, binary, cut short at each place a value or member may end, or followed by
  /// more than one value.
  package static func wholeFiles(prefix: String, valid: String) -> [CorpusFile] {
    let text = Array(valid.utf8)
    var files: [CorpusFile] = []
    func add(_ name: String, _ marked: [UInt8], member: String? = nil, expected: String, found: String?) {
      files.append(rejected("\(prefix)-\(name).json", marked: marked, member: member, expected: expected, found: found))
    }
    let at = Array("@@".utf8)
    add("empty", at, expected: "a value", found: "the end of the file")
    add("blank-lines", Array("\n\n  ".utf8) + at, expected: "a value", found: "the end of the file")
    add("byte-order-mark-only", [0xEF, 0xBB, 0xBF] + at, expected: "a value", found: "the end of the file")
    let utf16 = Array(valid.utf16)
    let littleEndian = utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
    let bigEndian = utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
    add(
      "utf-16le-with-mark", at + [0xFF, 0xFE] + littleEndian, expected: "UTF-8 text",
      found: "the byte order mark FF FE: the file is UTF-16 (little-endian); save it as UTF-8")
    add(
      "utf-16be-with-mark", at + [0xFE, 0xFF] + bigEndian, expected: "UTF-8 text",
      found: "the byte order mark FE FF: the file is UTF-16 (big-endian); save it as UTF-8")
    add(
      "utf-16le-without-mark", [littleEndian[0]] + at + littleEndian.dropFirst(), expected: "UTF-8 text",
      found: "the file is UTF-16 without a byte order mark; save it as UTF-8")
    add(
      "utf-16be-without-mark", at + bigEndian, expected: "UTF-8 text",
      found: "the file is UTF-16 without a byte order mark; save it as UTF-8")
    let utf32 = valid.unicodeScalars.flatMap { scalar in (0..<4).map { UInt8((scalar.value >> (8 * $0)) & 0xFF) } }
    add(
      "utf-32le-with-mark", at + [0xFF, 0xFE, 0x00, 0x00] + utf32, expected: "UTF-8 text",
      found: "the file is UTF-32 (little-endian); save it as UTF-8")
    add(
      "png-image",
      [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + at + [0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52],
      expected: "UTF-8 text", found: "a zero byte (NUL): the file is binary, not text; save it as UTF-8")
    var middle = text.count / 2
    while text[middle] >= 0x80 { middle += 1 }
    add(
      "zero-byte-in-the-middle", Array(text[..<middle]) + at + [0x00] + Array(text[middle...]),
      expected: "UTF-8 text", found: "the file is binary, not text")
    add("brace-after-the-end", text + Array("\n@@}".utf8), expected: "the end of the file", found: "'}'")
    add("second-document", text + Array("\n@@".utf8) + text, expected: "the end of the file", found: "'{'")
    add("word-after-the-end", text + Array(" @@x".utf8), expected: "the end of the file", found: "'x'")
    add("comment-after-the-end", text + Array("\n@@// done".utf8), expected: "the end of the file", found: "a comment")
    add(
      "nested-20000-arrays",
      Array(repeating: UInt8(ascii: "["), count: 512) + at + Array(repeating: UInt8(ascii: "["), count: 19_488),
      member: "[0][0]", expected: "arrays and objects nested at most 512 deep", found: "'[' opening level 513")
    add(
      "nested-20000-objects",
      Array(String(repeating: "{\"a\":", count: 512).utf8) + at
        + Array(String(repeating: "{\"a\":", count: 19_488).utf8),
      member: "a.a.a", expected: "arrays and objects nested at most 512 deep", found: "'{' opening level 513")
    add(
      "nested-20000-mixed",
      Array(String(repeating: "[{\"a\":", count: 256).utf8) + at
        + Array(String(repeating: "[{\"a\":", count: 9_744).utf8),
      member: "[0].a[0].a", expected: "arrays and objects nested at most 512 deep", found: "'[' opening level 513")
    for layout in [Layout.pretty, .oneLine] {
      let laid = Array(lay(valid, layout).utf8)
      // Cut just after each place where a value or a member may end: the reader must
      // report the end of the file there, not read past it or crash.
      for cut in laid.indices where ",:[{\"".utf8.contains(laid[cut]) {
        add(
          "cut-after-byte-\(cut + 1)-\(layout.rawValue)", Array(laid[...cut]) + at, expected: "",
          found: "the end of the file")
      }
    }
    return files
  }
}
