extension GoogleTestAdUnits {
  /// Google's demo ad unit for native advanced ads, loaded with a ``GADAdLoader``.
  public static let nativeAdvanced = "ca-app-pub-3940256099942544/3986624511"
}
