extension Subject {
  /// Whether the app has one screen with ads or several, for `iad.banner.shared-across-screens`.
  public enum AdScreens: String, Sendable, Hashable {
    /// The app shows ads on one screen only; sharing a banner does not apply.
    case one
    /// The app shows ads on several screens the user moves between.
    case several
  }
}
