import FakeUIKit

/// The screen the harness shows when the user leaves for a screen without ads, and the one
/// a screen with native ads is opened from.
final class ScreenWithoutAds: UIViewController {}
