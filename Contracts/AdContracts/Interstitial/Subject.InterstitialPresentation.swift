extension Subject {
  /// How a client shows its full-screen ads.
  public enum InterstitialPresentation: String, Sendable, Hashable {
    /// Modally, between two parts of the app, such as two rounds of a game.
    case modal
    /// As a page among the app's content pages, presented in a view.
    case page
  }
}
