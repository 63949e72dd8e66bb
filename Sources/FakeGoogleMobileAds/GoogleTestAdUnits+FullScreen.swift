extension GoogleTestAdUnits {
  /// Google's demo ad unit for interstitial ads.
  public static let interstitial = "ca-app-pub-3940256099942544/4411468910"
  /// Google's demo ad unit for rewarded ads.
  public static let rewarded = "ca-app-pub-3940256099942544/1712485313"
  /// Google's demo ad unit for rewarded interstitial ads.
  public static let rewardedInterstitial = "ca-app-pub-3940256099942544/6978759866"
}
