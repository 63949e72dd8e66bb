import FakeUIKit

/// The full-screen view a clicked banner ad opens over the app.
final class GADBannerClickScreenController: UIViewController {}
