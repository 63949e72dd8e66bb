/// A state a rule's observation needs; a run that never reaches it gives no verdict.
///
/// A rule passes only when its run reached the state it judges: a client that pauses on a
/// refused action cannot be caught if its activities were already stopped before the tap.
/// Each rule checks its preconditions in the run and reports unverified, naming the one
/// that was not met, instead of passing. A kind defined elsewhere declares its own:
///
/// ```swift
/// extension Precondition {
///   static let adOnScreen = Precondition(name: "a native ad on screen")
/// }
/// ```
public struct Precondition: Sendable, Hashable {
  /// The state, in words, as the unverified verdict names it.
  public let name: String

  /// Creates a precondition named by the state it needs, in words.
  public init(name: String) {
    self.name = name
  }

  /// The activities were running right before the harness tapped the ad.
  static let activitiesRunningBeforeTap = Precondition(name: "the activities running right before the tap")
  /// The delegate allowed the tap's action.
  static let actionAllowed = Precondition(name: "an ad action allowed by the delegate")
  /// A loaded banner was on screen.
  static let bannerOnScreen = Precondition(name: "a loaded banner on screen")
  /// The app made at least one banner.
  static let bannerMade = Precondition(name: "a banner made by the app")
  /// A banner's ad loaded during the run.
  static let adLoaded = Precondition(name: "an ad loaded")
  /// A banner's load failed while it was on screen.
  static let failureWhileShown = Precondition(name: "a load failure while the banner was on screen")
  /// An ad covered the app.
  static let adCovering = Precondition(name: "an ad covering the app")
  /// The app left for another app through an ad.
  static let leftThroughAd = Precondition(name: "the app sent to the background by an ad")
  /// The app presented a loaded full-screen ad.
  static let adPresented = Precondition(name: "a loaded ad presented")
  /// The app made a full-screen ad object.
  static let adMade = Precondition(name: "an ad object made")
  /// A full-screen ad object unloaded or failed.
  static let adEnded = Precondition(name: "an ad object that unloaded or failed")
  /// The app became active.
  static let becameActive = Precondition(name: "the app active")
  /// The app asked for an ad.
  static let loadRequested = Precondition(name: "a load requested")
  /// A load the app asked for failed.
  static let loadFailed = Precondition(name: "a failed load")
  /// The app showed an app open ad.
  static let adShown = Precondition(name: "an ad shown")
  /// The app put up its introduction to a rewarded interstitial at a break.
  static let introShown = Precondition(name: "an introduction shown")
  /// The app tried to present an ad.
  static let presentAttempted = Precondition(name: "a present call")
  /// A transition came while the app's ad was still loading.
  static let transitionWhileLoading = Precondition(name: "a transition while the ad was still loading")
  /// The app held an ad four hours old when it came back.
  static let expiredAdHeld = Precondition(name: "an ad four hours old held on the way back")
  /// The loading screen went down while the app's first session went on.
  static let loadingScreenGone = Precondition(name: "the loading screen gone while an ad arrived")
  /// The recreatable-memory probe read more than zero before the warning.
  static let memoryHeld = Precondition(name: "recreatable memory held before the warning")
  /// The app still held a loaded, unshown ad when its lifetime ran out.
  static let unshownAdHeld = Precondition(name: "an unshown ad held past its lifetime")
}
