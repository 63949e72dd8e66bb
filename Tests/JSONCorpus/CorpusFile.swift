import Foundation

/// One file of the corpus: its name, its bytes, and what reading it must give.
package struct CorpusFile: Sendable, CustomStringConvertible {
  /// What reading a file must give.
  package enum Outcome: Sendable {
    /// The file is valid and must be read without an error.
    case accepted
    /// The file must be rejected with a message that says where and what.
    case rejected(Rejection)
  }

  /// The file name, unique in the corpus, such as `script-by-one-line-leading-zero.json`.
  package var name: String
  /// The file's contents.
  package var bytes: [UInt8]
  /// What reading the file must give.
  package var outcome: Outcome

  /// Creates a corpus file.
  package init(name: String, bytes: [UInt8], outcome: Outcome) {
    self.name = name
    self.bytes = bytes
    self.outcome = outcome
  }

  /// The file's name, for test output.
  package var description: String { name }

  /// The rejection the file must get, or `nil` for a valid file.
  package var rejection: Rejection? {
    if case .rejected(let rejection) = outcome { return rejection }
    return nil
  }
}

/// Where a rejection must point and what its message must say.
package struct Rejection: Sendable, Hashable {
  /// The line the message must name, from 1.
  package var line: Int
  /// The column the message must name, in Unicode scalars from 1.
  package var column: Int
  /// The member the message must name, such as `steps[1].by`; `nil` outside any member.
  package var member: String?
  /// Words that must follow "expected " in the message.
  package var expected: String
  /// Words the message must show for what it found, if the case says.
  package var found: String?

  /// Creates a rejection.
  package init(line: Int, column: Int, member: String?, expected: String, found: String?) {
    self.line = line
    self.column = column
    self.member = member
    self.expected = expected
    self.found = found
  }

  /// The problems with a message for this rejection of the file at `path`; none when it
  /// says everything it must.
  package func problems(with message: String, path: String) -> [String] {
    var problems: [String] = []
    if !message.contains("\(path):\(line):\(column): ") {
      problems.append("it does not name \(path):\(line):\(column)")
    }
    if let member, !message.contains(member) {
      problems.append("it does not name the member \(member)")
    }
    if !message.contains("expected \(expected)") {
      problems.append("it does not say \"expected \(expected)\"")
    }
    if let found, !message.contains(found) {
      problems.append("it does not show \(found)")
    }
    if message.utf8.count > 1_000 {
      problems.append("it is \(message.utf8.count) bytes long")
    }
    return problems
  }
}
