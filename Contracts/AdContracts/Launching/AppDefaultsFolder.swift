#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where Foundation saves a program's `UserDefaults` on Linux: a property list named after
/// the program in the user's configuration folder (`$XDG_CONFIG_HOME`, or `~/.config`).
enum AppDefaultsFolder {
  /// Whether the folder may hold defaults a launch saved: `false` only when it is missing
  /// or holds no property list at all; `true` whenever it cannot tell (no home, a folder it
  /// cannot read), so that a launch then empties the defaults itself.
  ///
  /// - Parameter path: The folder; by default, the one Foundation saves in.
  static func mayHoldSavedDefaults(in path: String? = folder()) -> Bool {
    #if os(Linux)
      guard let path else { return true }
      guard let listing = opendir(path) else { return errno != ENOENT && errno != ENOTDIR }
      defer { closedir(listing) }
      while let entry = readdir(listing) {
        let isPropertyList = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
          let name = bytes.prefix { $0 != 0 }
          return name.count > 6 && name.suffix(6).elementsEqual(".plist".utf8)
        }
        if isPropertyList { return true }
      }
      return false
    #else
      return true
    #endif
  }

  /// The configuration folder, as Foundation finds it; `nil` without a home to find it in.
  static func folder() -> String? {
    if let configuration = getenv("XDG_CONFIG_HOME"), configuration.pointee != 0 {
      return String(cString: configuration)
    }
    guard let home = getenv("HOME"), home.pointee != 0 else { return nil }
    return String(cString: home) + "/.config"
  }
}
