import FakeUIKit

/// The view controller a consent form or privacy options form is shown in, over the
/// app's controller, until the user answers.
final class UMPConsentFormViewController: UIViewController {}
