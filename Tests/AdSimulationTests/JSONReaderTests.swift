import Testing

@testable import AdSimulation

/// The JSON reader on its own: nesting, positions, paths, names, and the helpers its
/// messages use.
@Suite("The JSON reader")
struct JSONReaderTests {
  static func parse(_ text: String) throws(JSONReader.Error) -> JSONDocument {
    try JSONReader.parse(Array(text.utf8))
  }

  @Test("Arrays and objects nest 512 deep, and the 513th bracket is an error at its place")
  func depth() throws {
    let legal = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
    var value = try Self.parse(legal).root
    var depth = 1
    while case .array(let elements) = value.content, let first = elements.first {
      value = first
      depth += 1
    }
    #expect(depth == 512)
    #expect(
      throws: JSONReader.Error.tooDeep(
        JSONPosition(offset: 512, line: 1, column: 513), path: "[0][0][0][0][0]…[0][0][0][0][0]", limit: 512,
        bracket: "[")
    ) {
      try Self.parse(String(repeating: "[", count: 513) + String(repeating: "]", count: 513))
    }
  }

  @Test("Lines end at LF, CRLF or a lone CR; columns count Unicode scalars; a byte order mark takes no column")
  func positions() throws {
    let cases: [(text: String, line: Int, column: Int, path: String)] = [
      ("{\n  \"a\": x}", 2, 8, "a"), ("{\r\n  \"a\": x}", 2, 8, "a"), ("{\r  \"a\":\r x}", 3, 2, "a"),
      ("{\"é☕😀\": x}", 1, 9, "é☕😀"), ("\u{FEFF}{\"a\": x}", 1, 7, "a"),
    ]
    for example in cases {
      do {
        _ = try Self.parse(example.text)
        Issue.record("\(example.text) parsed")
      } catch {
        #expect(error.position.line == example.line, "\(example.text)")
        #expect(error.position.column == example.column, "\(example.text)")
        #expect(error.path == example.path)
      }
    }
  }

  @Test("An error names the member it is in, through arrays and objects")
  func paths() {
    #expect(
      throws: JSONReader.Error.unexpected(
        JSONPosition(offset: 23, line: 1, column: 24), path: "a[1].b[1]", expected: "a value", found: "'x'")
    ) {
      try Self.parse(#"{"a": [1, {"b": [true, x]}]}"#)
    }
  }

  @Test("A repeated name is found in small and large objects, and distinct names are not mistaken for one")
  func repeatedNames() throws {
    let distinct = "{" + (0..<1_000).map { "\"k\($0)\": \($0)" }.joined(separator: ",") + "}"
    #expect(try Self.parse(distinct).root.members?.count == 1_000)
    let repeated = "{" + (0..<1_000).map { "\"k\($0)\": \($0)" }.joined(separator: ",") + ",\"k999\": 0}"
    do {
      _ = try Self.parse(repeated)
      Issue.record("a repeated name was accepted")
    } catch {
      guard case .duplicateMember(let key, _, let path, let first) = error else {
        Issue.record("expected a repeated member, got \(error)")
        return
      }
      #expect(key == "k999")
      #expect(path == "k999")
      #expect(first.offset == distinct.utf8.count - 12)
    }
  }

  @Test("Values keep their offsets, and members the offsets of their names")
  func offsets() throws {
    let document = try Self.parse(#"{"a": [1, "x"], "b": null}"#)
    let members = try #require(document.root.members)
    #expect(members.map(\.keyOffset) == [1, 16])
    #expect(members.map(\.value.offset) == [6, 21])
    #expect(document.position(of: members[1].value).description == "1:22")
  }

  @Test("An excerpt keeps 40 characters and escapes what cannot be seen")
  func excerpts() {
    #expect(Excerpt.quoted(String(repeating: "a", count: 1 << 20)) == "\"" + String(repeating: "a", count: 40) + "…\"")
    #expect(Excerpt.escaped("a\u{200B}b\u{7F}c\td\u{A0}e\u{2028}") == "a\\u{200B}b\\u{7F}c\\td\\u{A0}e\\u{2028}")
    #expect(Excerpt.quoted("say \"hi\" \\ ☕ é") == #""say \"hi\" \\ ☕ é""#)
    #expect(JSONValue(.string("x\u{FEFF}"), at: 0).typeName == #"the string "x\u{FEFF}""#)
  }

  @Test("A suggestion is offered for a near miss only, and a huge name is ruled out at once")
  func spelling() {
    let steps = Script.Step.Kind.allCases.map(\.rawValue)
    #expect(Spelling.nearest(to: "advanse", among: steps) == "advance")
    #expect(Spelling.nearest(to: "Fill", among: steps) == "fill")
    #expect(Spelling.nearest(to: "jump", among: steps) == nil)
    #expect(Spelling.nearest(to: String(repeating: "a", count: 1 << 20), among: steps) == nil)
    #expect(Spelling.nearest(to: "x", among: []) == nil)
    #expect(Spelling.editDistance("kitten", "sitting") == 3)
    #expect(Spelling.editDistance("", "abc") == 3)
  }
}
