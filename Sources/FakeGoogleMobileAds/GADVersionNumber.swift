/// A version of the SDK: major, minor and patch.
public struct GADVersionNumber: Hashable, Sendable {
  /// The major version.
  public var majorVersion: Int
  /// The minor version.
  public var minorVersion: Int
  /// The patch version.
  public var patchVersion: Int

  /// A version from its three parts.
  public init(majorVersion: Int, minorVersion: Int, patchVersion: Int) {
    self.majorVersion = majorVersion
    self.minorVersion = minorVersion
    self.patchVersion = patchVersion
  }

  /// The version the fake answers for: the v12 names are its newest.
  public static let fake = GADVersionNumber(majorVersion: 12, minorVersion: 0, patchVersion: 0)
}

/// The version as text, `12.0.0`.
public func GADGetStringFromVersionNumber(_ version: GADVersionNumber) -> String {
  "\(version.majorVersion).\(version.minorVersion).\(version.patchVersion)"
}

/// The v12 name of ``GADGetStringFromVersionNumber(_:)``.
public func string(for version: VersionNumber) -> String {
  GADGetStringFromVersionNumber(version)
}

/// The v12 name of ``GADVersionNumber``.
public typealias VersionNumber = GADVersionNumber
