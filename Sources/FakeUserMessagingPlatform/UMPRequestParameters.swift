import Foundation

/// What the app tells the SDK with a consent information update.
///
/// The fake records the parameters with the update call; the answer comes from the
/// simulation's ``ConsentBehaviour`` whatever they hold. UMP 3 spells the under-age tag
/// `isTaggedForUnderAgeOfConsent`; both names read and write the same value.
public final class UMPRequestParameters: NSObject {
  /// Whether the user is under the age of consent, so no personalised consent is asked.
  public var tagForUnderAgeOfConsent = false
  /// Settings that make a test device act as if it were in another region.
  public var debugSettings: UMPDebugSettings?
  /// An identifier that shares one user's consent across the app's installations.
  public var consentSyncID: String?

  /// The UMP 3 name of ``tagForUnderAgeOfConsent``.
  public var isTaggedForUnderAgeOfConsent: Bool {
    get { tagForUnderAgeOfConsent }
    set { tagForUnderAgeOfConsent = newValue }
  }

  /// Creates parameters with nothing set.
  public override init() {
    super.init()
  }
}

/// The UMP 3 name of ``UMPRequestParameters``.
public typealias RequestParameters = UMPRequestParameters
