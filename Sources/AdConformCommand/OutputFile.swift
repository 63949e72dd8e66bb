import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The file `--output` names: checked before the command runs, then replaced in one step.
///
/// Only a regular file the user may write, or a path where nothing is yet, is ever
/// replaced. A directory, a named pipe, a device, a socket, a symbolic link or a read-only
/// file is refused (exit 2) and left as it is, and so is a file the command itself reads
/// (the `--baseline` file, the `play` script, the running program), whether given by the
/// same path, another path or a link to it, and any path in the folder `explore
/// --scripts` writes to. The report is
/// written to a temporary file beside the target and renamed over it, so the target is
/// either the old file or the whole new report; when writing fails (exit 1), the
/// temporary file is removed and the target is untouched.
struct OutputFile {
  /// A file the command reads, which the report must never replace.
  struct Input {
    /// What the file is to the command, such as "the baseline file given to --baseline".
    var role: String
    /// The path as given on the command line.
    var path: String
  }

  /// The path as given on the command line.
  var path: String
  /// The files the command reads.
  var inputs: [Input] = []
  /// The folder `explore --scripts` writes shrunk scripts to in this run, if any: a report
  /// in it could replace one.
  var scriptsFolder: String?

  /// Refuses a path the report must not replace, and a folder it cannot be written in.
  ///
  /// - Throws: ``OutputFileError``; `cannotWrite` when the folder is missing, is not a
  ///   folder, or is not writable, any other case for a path that is refused.
  func check() throws(OutputFileError) {
    for input in inputs where Self.isSameFile(path, input.path) {
      throw .input(path, role: input.role, input: input.path)
    }
    if let program = Bundle.main.executablePath, Self.isSameFile(path, program) {
      throw .input(path, role: "the program running", input: program)
    }
    if let scriptsFolder, Self.resolvedFolder(scriptsFolder) == Self.resolvedFolder(Self.folder(of: path)) {
      throw .scriptsFolder(path, folder: scriptsFolder)
    }
    var info = stat()
    let found = lstat(path, &info) == 0
    let lookupError = found ? 0 : errno
    if found {
      switch info.st_mode & S_IFMT {
      case S_IFREG: break
      case S_IFDIR: throw .directory(path)
      case S_IFLNK: throw .symbolicLink(path, destination: Self.destination(ofLink: path))
      case S_IFIFO: throw .special(path, kind: "a named pipe (FIFO)")
      case S_IFCHR: throw .special(path, kind: "a character device")
      case S_IFBLK: throw .special(path, kind: "a block device")
      case S_IFSOCK: throw .special(path, kind: "a socket")
      default: throw .special(path, kind: "not a regular file")
      }
    }
    // Renaming over a file needs only the folder's permission; a file this user may not
    // write, or one marked read-only for everyone (which even an administrator keeps), is
    // left alone all the same.
    if found, access(path, W_OK) != 0 || info.st_mode & 0o222 == 0 {
      throw .readOnly(path)
    }
    let folder = Self.folder(of: path)
    var folderInfo = stat()
    guard stat(folder, &folderInfo) == 0 else {
      throw .cannotWrite(
        path,
        reason:
          "the folder '\(folder)' \(errno == ENOENT ? "does not exist" : "cannot be read: " + DescriptorWriter.describe(errno))"
      )
    }
    guard folderInfo.st_mode & S_IFMT == S_IFDIR else {
      throw .cannotWrite(path, reason: "'\(folder)' is not a folder")
    }
    guard access(folder, W_OK) == 0 else {
      throw .cannotWrite(path, reason: "the folder '\(folder)' is not writable (\(DescriptorWriter.describe(errno)))")
    }
    if !found, lookupError != ENOENT {
      throw .cannotWrite(path, reason: DescriptorWriter.describe(lookupError))
    }
  }

  /// Writes the text to a temporary file beside the target and renames it over the target.
  ///
  /// Checks the path again first, since the command may have run a while. A replaced
  /// file keeps its permissions; a new one gets the usual ones for the user's umask.
  ///
  /// - Parameter writer: How bytes reach the temporary file; tests pass one that fails.
  /// - Throws: ``OutputFileError``; after `cannotWrite` no temporary file is left behind.
  func write(_ text: String, writer: DescriptorWriter = .system) throws(OutputFileError) {
    try check()
    // A short name of its own, so a target whose name is as long as the system allows
    // (255 bytes) still has room for one beside it.
    let temporary = Self.join(Self.folder(of: path), ".adconform-\(UUID().uuidString.prefix(12)).tmp")
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode_t(0o666))
    guard descriptor >= 0 else {
      throw .cannotWrite(
        path, reason: "no file could be made in '\(Self.folder(of: path))' (\(DescriptorWriter.describe(errno)))")
    }
    var closed = false
    func fail(_ reason: String) -> OutputFileError {
      if !closed { close(descriptor) }
      unlink(temporary)
      return .cannotWrite(path, reason: reason)
    }
    var existing = stat()
    if stat(path, &existing) == 0 {
      _ = fchmod(descriptor, existing.st_mode & 0o7777)
    }
    switch writer.write(text, to: descriptor) {
    case .written: break
    case .closed: throw fail("the temporary file closed while it was written")
    case .failed(let error): throw fail("writing failed: \(DescriptorWriter.describe(error))")
    }
    guard fsync(descriptor) == 0 || errno == EINVAL else {
      throw fail("writing failed: \(DescriptorWriter.describe(errno))")
    }
    closed = true
    guard close(descriptor) == 0 else { throw fail("writing failed: \(DescriptorWriter.describe(errno))") }
    guard rename(temporary, path) == 0 else {
      throw fail("the finished report could not replace it (\(DescriptorWriter.describe(errno)))")
    }
  }

  /// Whether two paths name the same file: the same device and inode once links are
  /// followed, or, where either does not exist, the same absolute path once the
  /// folder's links are resolved.
  static func isSameFile(_ first: String, _ second: String) -> Bool {
    var a = stat()
    var b = stat()
    if stat(first, &a) == 0, stat(second, &b) == 0 {
      return a.st_dev == b.st_dev && a.st_ino == b.st_ino
    }
    return resolved(first) == resolved(second)
  }

  /// The folder as an absolute path with its symbolic links resolved.
  static func resolvedFolder(_ folder: String) -> String {
    URL(fileURLWithPath: folder).standardizedFileURL.resolvingSymlinksInPath().path
  }

  /// The absolute path with the folder's symbolic links resolved.
  static func resolved(_ path: String) -> String {
    join(resolvedFolder(folder(of: path)), name(of: path))
  }

  /// What a symbolic link holds, or "?" when it cannot be read.
  static func destination(ofLink path: String) -> String {
    (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?"
  }

  /// The folder the path is in: "." for a bare file name.
  static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    let folder = String(path[..<slash])
    return folder.isEmpty ? "/" : folder
  }

  /// The last component of the path.
  static func name(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return path }
    return String(path[path.index(after: slash)...])
  }

  /// The path of a file in a folder.
  static func join(_ folder: String, _ name: String) -> String {
    folder.hasSuffix("/") ? folder + name : folder + "/" + name
  }
}
