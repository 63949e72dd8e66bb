import FakeGoogleMobileAds

/// Starts the Google Mobile Ads SDK exactly once per app launch.
enum AdsBootstrap {
    private static var hasStarted = false

    /// Starts the SDK on the first call; later calls do nothing.
    static func startOnce() {
        guard !hasStarted else { return }
        hasStarted = true
        GADMobileAds.sharedInstance().start(completionHandler: nil)
    }
}
