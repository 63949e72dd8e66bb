extension Corpus {
  /// A value with one thing wrong in it, put in a template's hole.
  ///
  /// Each defect is self-contained: the error is inside it, whatever follows. `@@` in its
  /// bytes marks where the error must point, `^^` the second position the message names.
  package struct Defect: Sendable {
    /// A short name for file names.
    package var name: String
    /// The marked bytes.
    package var bytes: [UInt8]
    /// Words that must follow "expected ".
    package var expected: String
    /// Words the message must show for what it found.
    package var found: String?
    /// What the member the message names adds to the hole's, such as `[1]` or `.k`.
    package var memberSuffix = ""
    /// Whether the message names a member: not for a problem with the whole file.
    package var inMember = true

    /// A defect written as text.
    init(_ name: String, _ text: String, _ expected: String, _ found: String? = nil, suffix: String = "") {
      self.init(name: name, bytes: Array(text.utf8), expected: expected, found: found, memberSuffix: suffix)
    }

    /// A defect written as bytes, for text that is not UTF-8.
    init(_ name: String, bytes: [UInt8], _ expected: String, _ found: String?) {
      self.init(name: name, bytes: bytes, expected: expected, found: found)
    }

    init(
      name: String, bytes: [UInt8], expected: String, found: String?, memberSuffix: String = "", inMember: Bool = true
    ) {
      self.name = name
      self.bytes = bytes
      self.expected = expected
      self.found = found
      self.memberSuffix = memberSuffix
      self.inMember = inMember
    }

    /// Every defect, for a hole inside `depth` arrays and objects.
    static func all(depth: Int) -> [Defect] {
      numbers + words + strings + controlCharacters + encodings + structure + duplicates + nesting(depth: depth)
    }

    static let leadingZero = "a number without a leading zero"
    static let badNumber = "a number such as 0, -12, 3.5 or 1e-3"
    static let outOfRange = "a number from -1.7976931348623157e308 to 1.7976931348623157e308"

    static let numbers: [Defect] = [
      Defect("leading-zero", "@@01", leadingZero, "'01'"),
      Defect("negative-leading-zero", "@@-01", leadingZero, "'-01'"),
      Defect("double-zero", "@@00", leadingZero, "'00'"),
      Defect("point-without-digits", "@@1.", "a number with digits after its decimal point", "'1.'"),
      Defect("point-before-exponent", "@@1.e5", "a number with digits after its decimal point", "'1.e5'"),
      Defect("exponent-without-digits", "@@1e", "a number with digits in its exponent", "'1e'"),
      Defect("signed-exponent-without-digits", "@@1E+", "a number with digits in its exponent", "'1E+'"),
      Defect("two-decimal-points", "@@1.2.3", badNumber, "'1.2.3'"),
      Defect("hexadecimal", "@@0x1F", badNumber, "'0x1F'"),
      Defect("unit-after-number", "@@12px", badNumber, "'12px'"),
      Defect("digit-separators", "@@1_000", badNumber, "'1_000'"),
      Defect("lone-minus", "@@-", "a number with digits after its minus sign", "'-'"),
      Defect("double-minus", "@@--1", "a number with digits after its minus sign", "'--1'"),
      Defect("minus-infinity", "@@-Infinity", "a number with digits after its minus sign", "'-Infinity'"),
      Defect("overflow", "@@1e309", outOfRange, "'1e309'"),
      Defect("negative-overflow", "@@-1e309", outOfRange, "'-1e309'"),
      Defect(
        "long-overflow", "@@" + String(repeating: "9", count: 400), outOfRange,
        "'" + String(repeating: "9", count: 40) + "…'"),
    ]

    static let words: [Defect] = [
      Defect("leading-point", "@@.5", "a value", "'.5'"),
      Defect("plus-sign", "@@+1", "a value", "'+1'"),
      Defect("nan", "@@NaN", "a value", "'NaN'"),
      Defect("infinity", "@@Infinity", "a value", "'Infinity'"),
      Defect("capital-true", "@@True", "a value", "'True'"),
      Defect("python-none", "@@None", "a value", "'None'"),
      Defect("undefined", "@@undefined", "a value", "'undefined'"),
      Defect("bare-word", "@@fill", "a value", "'fill'"),
      Defect("short-null", "@@nul", "null", "'nul'"),
      Defect("long-true", "@@truee", "true", "'truee'"),
      Defect("short-false", "@@fals", "false", "'fals'"),
      Defect("single-quoted-string", "@@'fill'", "a value", "a single quote"),
      Defect("line-comment", "@@// note\n1", "a value", "a comment"),
      Defect("block-comment", "@@/* note */ 1", "a value", "a comment"),
      Defect("zero-width-space", "@@\u{200B}1", "a value", "'\\u{200B}'"),
      Defect("no-break-space", "@@\u{A0}1", "a value", "'\\u{A0}'"),
      Defect("byte-order-mark-inside", "@@\u{FEFF}1", "a value", "'\\u{FEFF}'"),
      Defect("line-separator", "@@\u{2028}1", "a value", "'\\u{2028}'"),
      Defect("delete-character", "@@\u{7F}", "a value", "the control character U+007F (delete)"),
      Defect("escape-character", "@@\u{1B}", "a value", "the control character U+001B (escape)"),
      Defect("accented-letter", "@@é", "a value", "'é'"),
      Defect(
        "long-word", "@@" + String(repeating: "x", count: 100_000), "a value", String(repeating: "x", count: 40) + "…'"),
    ]

    static let strings: [Defect] = [
      Defect("unknown-escape", "\"a@@\\x\"", #"one of the escapes \" \\ \/ \b \f \n \r \t \uXXXX"#, "'\\x'"),
      Defect("escaped-single-quote", "\"a@@\\'\"", "one of the escapes", "'\\''"),
      Defect("short-unicode-escape", "\"@@\\u12\"", "four hexadecimal digits after \\u", "'\\u12\"'"),
      Defect("non-hex-unicode-escape", "\"@@\\uZZZZ\"", "four hexadecimal digits after \\u", "'\\uZ'"),
      Defect("lone-high-surrogate", "\"@@\\uD83D\"", "a low surrogate \\uDC00 to \\uDFFF right after \\uD83D", "'\""),
      Defect(
        "high-surrogate-then-letter", "\"@@\\uD83Dx\"", "a low surrogate \\uDC00 to \\uDFFF right after \\uD83D", "'x\""
      ),
      Defect(
        "high-surrogate-then-letter-escape", "\"@@\\uD83D\\u0041\"",
        "a low surrogate \\uDC00 to \\uDFFF right after \\uD83D", "'\\u0041'"),
      Defect(
        "two-high-surrogates", "\"@@\\ud83d\\ud83d\"", "a low surrogate \\uDC00 to \\uDFFF right after \\uD83D",
        "'\\uD83D'"),
      Defect(
        "lone-low-surrogate", "\"@@\\uDE00\"", "a high surrogate \\uD800 to \\uDBFF before \\uDE00",
        "'\\uDE00' on its own"),
      Defect("raw-line-feed", "\"a@@\nb\"", "a closing '\"' before the end of the line", "the end of the line"),
      Defect("raw-carriage-return", "\"a@@\rb\"", "a closing '\"' before the end of the line", "the end of the line"),
    ]

    /// A raw control character inside a string, each of them.
    static let controlCharacters: [Defect] = (UInt8(0x01)...0x1F).filter { $0 != 0x0A && $0 != 0x0D }.map { byte in
      let hex = String(byte, radix: 16, uppercase: true)
      let code = (hex.count == 1 ? "0" : "") + hex
      let escape = [0x08: "\\b", 0x09: "\\t", 0x0C: "\\f"][byte] ?? "\\u00\(code)"
      return Defect(
        name: "raw-control-\(code)", bytes: Array("\"a@@".utf8) + [byte] + Array("b\"".utf8),
        expected: "the escape \(escape) in place of a raw control character",
        found: "the control character U+00\(code)")
    }

    static let encodings: [Defect] = [
      Defect(
        "byte-ff-in-string", bytes: Array("\"a@@".utf8) + [0xFF] + Array("b\"".utf8), "UTF-8 text",
        "the byte 0xFF, which is not UTF-8"),
      Defect(
        "latin-1-in-string", bytes: Array("\"caf@@".utf8) + [0xE9] + Array("\"".utf8), "UTF-8 text",
        "the byte 0xE9, which is not UTF-8"),
      Defect(
        "overlong-encoding", bytes: Array("\"@@".utf8) + [0xC0, 0x80, 0x22], "UTF-8 text",
        "the bytes 0xC0 0x80, which are not UTF-8"),
      Defect(
        "encoded-surrogate", bytes: Array("\"@@".utf8) + [0xED, 0xA0, 0x80, 0x22], "UTF-8 text", "0xED 0xA0 0x80"),
      Defect(
        "beyond-unicode", bytes: Array("\"@@".utf8) + [0xF5, 0x80, 0x80, 0x80, 0x22], "UTF-8 text",
        "0xF5 0x80 0x80 0x80"),
      Defect(
        "truncated-sequence", bytes: Array("\"@@".utf8) + [0xE2, 0x82, 0x22], "UTF-8 text", "the bytes 0xE2 0x82, which"
      ),
      Defect(
        "truncated-four-bytes", bytes: Array("\"@@".utf8) + [0xF0, 0x9F, 0x98, 0x22], "UTF-8 text", "0xF0 0x9F 0x98"),
      Defect("lone-continuation", bytes: Array("\"@@".utf8) + [0x80, 0x22], "UTF-8 text", "the byte 0x80, which"),
      Defect("byte-ff-outside-string", bytes: Array("@@".utf8) + [0xFF], "UTF-8 text", "the byte 0xFF"),
      Defect("latin-1-outside-string", bytes: Array("@@".utf8) + [0xE9], "UTF-8 text", "the byte 0xE9"),
      Defect(
        name: "zero-byte-in-string", bytes: Array("\"a@@".utf8) + [0] + Array("b\"".utf8), expected: "UTF-8 text",
        found: "a zero byte (NUL): the file is binary, not text; save it as UTF-8", inMember: false),
    ]

    static let structure: [Defect] = [
      Defect("trailing-comma-in-array", "[1,@@]", "another element after ','", "']'", suffix: "[1]"),
      Defect("missing-comma-in-array", "[1 @@2]", "',' or ']'", "'2'"),
      Defect("double-comma", "[1,@@,2]", "a value", "','", suffix: "[1]"),
      Defect("leading-comma", "[@@,1]", "a value", "','", suffix: "[0]"),
      Defect("array-closed-by-brace", "[1@@}", "',' or ']'", "'}'"),
      Defect("missing-colon", "{\"a\" @@1}", "':' after \"a\"", "'1'"),
      Defect("double-colon", "{\"a\":@@: 1}", "a value", "':'", suffix: ".a"),
      Defect("unquoted-name", "{@@a: 1}", "a member name in double quotes", "'a'"),
      Defect("single-quoted-name", "{@@'a': 1}", "a member name in double quotes", "a single quote"),
      Defect("number-as-name", "{@@1: 2}", "a member name in double quotes", "'1'"),
      Defect("trailing-comma-in-object", "{\"a\": 1,@@}", "another member name in double quotes after ','", "'}'"),
      Defect("missing-comma-in-object", "{\"a\": 1 @@\"b\": 2}", "',' or '}'", "'\"'"),
      Defect("object-closed-by-bracket", "{\"a\": 1@@]", "',' or '}'", "']'"),
      Defect("comma-only-object", "{@@,}", "a member name in double quotes", "','"),
      Defect("name-without-value", "{\"a\"@@}", "':' after \"a\"", "'}'"),
      Defect("colon-without-value", "{\"a\":@@}", "a value", "'}'", suffix: ".a"),
    ]

    static let duplicates: [Defect] = [
      Defect(
        "duplicate-member", "{^^\"k\": 1, @@\"k\": 2}", "each member once in an object",
        "\"k\" a second time (the first is at {first})", suffix: ".k"),
      Defect(
        "duplicate-member-through-escape", "{^^\"k\": 1, @@\"\\u006b\": 2}", "each member once in an object",
        "\"k\" a second time (the first is at {first})", suffix: ".k"),
      Defect(
        "duplicate-member-in-large-object",
        "{" + (0..<20).map { "\($0 == 7 ? "^^" : "")\"k\($0)\": \($0)" }.joined(separator: ", ") + ", @@\"k7\": 0}",
        "each member once in an object", "\"k7\" a second time (the first is at {first})", suffix: ".k7"),
      Defect(
        "duplicate-empty-name", "{^^\"\": 1, @@\"\": 2}", "each member once in an object",
        "\"\" a second time (the first is at {first})", suffix: ".\"\""),
      Defect(
        "duplicate-with-invisible-name", "{^^\"a\u{200B}\": 1, @@\"a\\u200b\": 2}", "each member once in an object",
        "\"a\\u{200B}\" a second time (the first is at {first})"),
    ]

    /// One array or object too many around a hole `depth` deep.
    static func nesting(depth: Int) -> [Defect] {
      let allowed = 512 - depth
      let expected = "arrays and objects nested at most 512 deep"
      return [
        Defect(
          "arrays-nested-513-deep",
          String(repeating: "[", count: allowed) + "@@[1]" + String(repeating: "]", count: allowed),
          expected, "'[' opening level 513"),
        Defect(
          "objects-nested-513-deep",
          String(repeating: "{\"a\":", count: allowed) + "@@{\"a\":1}" + String(repeating: "}", count: allowed),
          expected, "'{' opening level 513", suffix: ".a"),
        Defect(
          "arrays-nested-20000-deep",
          String(repeating: "[", count: allowed) + "@@" + String(repeating: "[", count: 20_000),
          expected, "'[' opening level 513"),
      ]
    }
  }
}
