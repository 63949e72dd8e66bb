import FakeUIKit

/// The full-screen view a clicked native ad opens over the app.
package final class GADNativeClickScreenController: UIViewController {}
