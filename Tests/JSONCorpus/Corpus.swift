import Foundation

/// Builds the malformed-input corpus: documents with one defect each, and where each
/// rejection must point.
///
/// A document is written with markers that the corpus removes: `@@` where the error must
/// point, and `^^` where a second position the message names (the first of two members
/// with one name) starts. Expected lines and columns are worked out from the markers, not
/// from the reader, so a reader that points elsewhere fails the test.
package enum Corpus {
  /// A valid document with a hole, `@@`, where a value goes.
  package struct Template: Sendable {
    /// A short name for file names.
    package var name: String
    /// The pretty-printed text with one `@@`.
    package var text: String
    /// The member the hole is, such as `steps[1].by`.
    package var member: String
    /// How many arrays and objects enclose the hole.
    package var depth: Int

    /// Creates a template.
    package init(name: String, text: String, member: String, depth: Int) {
      self.name = name
      self.text = text
      self.member = member
      self.depth = depth
    }
  }

  /// How a document's lines are laid out.
  package enum Layout: String, CaseIterable, Sendable {
    /// As written: line feeds and indentation.
    case pretty
    /// Everything on one line.
    case oneLine = "one-line"
    /// Carriage return and line feed at each line's end.
    case crlf
  }

  /// The text laid out: on one line, or with Windows line ends.
  package static func lay(_ text: String, _ layout: Layout) -> String {
    switch layout {
    case .pretty:
      text
    case .oneLine:
      text.split(separator: "\n", omittingEmptySubsequences: false)
        .map { $0.drop { $0 == " " } }
        .joined()
    case .crlf:
      text.replacingOccurrences(of: "\n", with: "\r\n")
    }
  }

  /// The line and column of a byte offset, worked out from the text as Swift reads it:
  /// line breaks are `\n`, `\r\n` and `\r`; columns count Unicode scalars; a byte order
  /// mark at the start takes no column.
  package static func position(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
    var prefix = Substring(String(decoding: bytes[..<offset], as: UTF8.self))
    if prefix.hasPrefix("\u{FEFF}") { prefix = prefix.dropFirst() }
    var line = 1
    var column = 1
    for character in prefix {
      if character == "\n" || character == "\r\n" || character == "\r" {
        line += 1
        column = 1
      } else {
        column += character.unicodeScalars.count
      }
    }
    return (line, column)
  }

  /// Removes the markers from bytes, returning the bytes and where `@@` and `^^` were.
  package static func unmark(_ marked: [UInt8]) -> (bytes: [UInt8], error: Int?, first: Int?) {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(marked.count)
    var error: Int?
    var first: Int?
    var index = 0
    while index < marked.count {
      if index + 1 < marked.count, marked[index] == marked[index + 1],
        marked[index] == UInt8(ascii: "@") || marked[index] == UInt8(ascii: "^")
      {
        if marked[index] == UInt8(ascii: "@") { error = bytes.count } else { first = bytes.count }
        index += 2
      } else {
        bytes.append(marked[index])
        index += 1
      }
    }
    return (bytes, error, first)
  }

  /// A rejected file from marked bytes: the rejection points at `@@`; `{first}` in
  /// `found` becomes the line and column of `^^`.
  package static func rejected(
    _ name: String, marked: [UInt8], member: String?, expected: String, found: String?
  ) -> CorpusFile {
    let (bytes, error, first) = unmark(marked)
    guard let error else { preconditionFailure("\(name): no @@ marks where the error must point") }
    let (line, column) = position(of: error, in: bytes)
    var found = found
    if let first {
      let place = position(of: first, in: bytes)
      found = found?.replacingOccurrences(of: "{first}", with: "\(place.line):\(place.column)")
    }
    return CorpusFile(
      name: name, bytes: bytes,
      outcome: .rejected(Rejection(line: line, column: column, member: member, expected: expected, found: found)))
  }

  /// One marked document in each layout.
  package static func rejected(
    _ name: String, _ text: String, member: String?, expected: String, found: String? = nil,
    layouts: [Layout] = Layout.allCases
  ) -> [CorpusFile] {
    layouts.map { layout in
      rejected(
        "\(name)-\(layout.rawValue).json", marked: Array(lay(text, layout).utf8), member: member,
        expected: expected, found: found)
    }
  }

  /// Every defect in the hole of every template, in each layout.
  package static func files(
    prefix: String, templates: [Template], layouts: [Layout] = Layout.allCases
  ) -> [CorpusFile] {
    var files: [CorpusFile] = []
    for template in templates {
      for layout in layouts {
        let parts = lay(template.text, layout).components(separatedBy: "@@")
        precondition(parts.count == 2, "\(template.name): a template has one @@")
        for defect in Defect.all(depth: template.depth) {
          let marked = Array(parts[0].utf8) + defect.bytes + Array(parts[1].utf8)
          files.append(
            rejected(
              "\(prefix)-\(template.name)-\(layout.rawValue)-\(defect.name).json", marked: marked,
              member: defect.inMember ? template.member + defect.memberSuffix : nil,
              expected: defect.expected, found: defect.found))
        }
      }
    }
    return files
  }

  /// Writes files to a new folder in the temporary directory and returns its URL.
  package static func write(_ files: [CorpusFile]) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("json-corpus-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    var names = Set<String>()
    for file in files {
      precondition(names.insert(file.name).inserted, "two corpus files are named \(file.name)")
      try Data(file.bytes).write(to: folder.appendingPathComponent(file.name))
    }
    return folder
  }
}
