/// Why `--output` refused a path or could not write to it; the message quotes the path,
/// says what is there and how to go on.
public enum OutputFileError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The path names a directory.
  case directory(String)
  /// The path names something other than a regular file, directory or link: `kind` is
  /// its description, such as "a named pipe (FIFO)" or "a character device".
  case special(String, kind: String)
  /// The path names a symbolic link; `destination` is what the link holds.
  case symbolicLink(String, destination: String)
  /// The path names a file the command reads: `role` says which ("the baseline file
  /// given to --baseline"), `input` how it was given.
  case input(String, role: String, input: String)
  /// The path names a file this user may not write, or one marked read-only, which the
  /// report must not replace.
  case readOnly(String)
  /// The path is in the folder `explore --scripts` writes its shrunk scripts to, where
  /// the report could replace one.
  case scriptsFolder(String, folder: String)
  /// Writing failed; nothing was left at the path or beside it. `reason` says why.
  case cannotWrite(String, reason: String)

  /// The exit status the error ends the command with: 2 for a refused path (a usage
  /// error), 1 for a write that failed.
  public var exitCode: ExitCode {
    if case .cannotWrite = self { return .violations }
    return .usage
  }

  /// The message, without the `adconform: error:` prefix.
  public var description: String {
    switch self {
    case .directory(let path):
      "expected --output to name a file, but '\(path)' is a directory; "
        + "name a file inside it instead, such as '\(OutputFile.join(path, "adconform-report.txt"))'."
    case .special(let path, let kind):
      "expected --output to name a regular file, but '\(path)' is \(kind); --output only ever replaces regular "
        + "files. Name a regular file, or leave out --output and redirect standard output "
        + "(> '\(path)') if writing into it is what you mean."
    case .symbolicLink(let path, let destination):
      "expected --output to name a regular file, but '\(path)' is a symbolic link to '\(destination)'; "
        + "--output does not write through links. Name the file itself, or remove the link."
    case .input(let path, let role, let input):
      "expected --output to name a file this command does not read, but '\(path)' is \(role) ('\(input)'); "
        + "the report would replace it. Write the report to another path."
    case .readOnly(let path):
      "expected --output to name a file this user may write, but '\(path)' is read-only; "
        + "--output never replaces what you could not write. Write the report to another path, "
        + "or change the file's permissions if replacing it is what you mean."
    case .scriptsFolder(let path, let folder):
      "expected --output to name a file outside the --scripts folder, but '\(path)' is in '\(folder)', "
        + "where this run writes its shrunk scripts; the report could replace one. Write it to another folder."
    case .cannotWrite(let path, let reason):
      "expected to write the report to '\(path)', but \(reason); nothing was written there. "
        + "Check that the folder exists and is writable and that the disk has room."
    }
  }
}
