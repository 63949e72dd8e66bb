import FakeGoogleMobileAds

/// Starts the Google Mobile Ads SDK exactly once per process, before the first ad request.
enum AdsStartup {
    private static let started: Void = {
        MobileAds.shared.start(completionHandler: nil)
    }()

    /// Starts the SDK on the first call; later calls do nothing.
    static func startOnce() {
        _ = started
    }
}
