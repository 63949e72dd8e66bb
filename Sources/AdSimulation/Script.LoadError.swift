extension Script {
  /// An error loading a JSON script; its message names the file, the place, the member,
  /// what was expected and what was found.
  public enum LoadError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file could not be read at all; the reason is in plain words.
    case unreadable(file: String, reason: String)
    /// The text is not valid JSON, or not UTF-8, at the line and column; `path` names the
    /// member the problem is in, and is empty outside any member.
    case syntax(file: String, line: Int, column: Int, path: String, expected: String, found: String)
    /// The JSON is well formed, but a value at the path is not what a script allows.
    case invalid(
      file: String, line: Int, column: Int, path: String, expected: String, found: String)

    /// The reader's error, in the file.
    init(_ error: JSONReader.Error, file: String) {
      let position = error.position
      self =
        error.isSyntax
        ? .syntax(
          file: file, line: position.line, column: position.column, path: error.path,
          expected: error.expected, found: error.found)
        : .invalid(
          file: file, line: position.line, column: position.column, path: error.path,
          expected: error.expected, found: error.found)
    }

    /// The message, in the form `file:line:column: path: expected …, but found ….`
    ///
    /// A message that ends with a suggestion ends with its question mark.
    public var description: String {
      switch self {
      case .unreadable(let file, let reason):
        return "\(file): cannot read the script: \(reason)."
      case .syntax(let file, let line, let column, let path, let expected, let found):
        let member = path.isEmpty ? "" : "\(path): "
        return "\(file):\(line):\(column): \(member)not valid JSON: expected \(expected), but found \(found)."
      case .invalid(let file, let line, let column, let path, let expected, let found):
        return "\(file):\(line):\(column): \(path): expected \(expected), but found \(found)"
          + (found.hasSuffix("?") ? "" : ".")
      }
    }
  }
}
