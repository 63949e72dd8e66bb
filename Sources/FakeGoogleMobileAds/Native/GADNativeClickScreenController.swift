import FakeUIKit

/// The full-screen view a clicked native ad opens over the app.
final class GADNativeClickScreenController: UIViewController {}
