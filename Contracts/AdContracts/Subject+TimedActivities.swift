/// A setup whose rules read the screen's timed activities through an `activitiesRunning`
/// probe: iAd banners and full-screen ads, Google banners.
protocol TimedActivitiesSetup: SubjectSetup {
  /// Whether the subject declares that its screen runs no timed activities.
  var declaresNoTimedActivities: Bool { get set }
}

extension GoogleBannerSetup: TimedActivitiesSetup {}
extension BannerSetup: TimedActivitiesSetup {}
extension InterstitialSetup: TimedActivitiesSetup {}

extension Subject {
  /// The subject, declaring that its screen runs no timed activities (no animation, sound,
  /// video or game clock) an ad's screen should pause.
  ///
  /// The rules that pause and resume the activities, which read an `activitiesRunning`
  /// probe, then do not apply to it, where without a probe they are unverified. A screen
  /// with activities gives the probe instead; with a probe the declaration changes nothing.
  /// For a kind whose rules read no activities the subject is returned as it is.
  ///
  /// ```swift
  /// let list = Subject.googleBannerScreen("ArticleList") { _ in ArticleListViewController() }
  ///   .withoutTimedActivities()
  /// ```
  public func withoutTimedActivities() -> Subject {
    guard var declared = setup as? any TimedActivitiesSetup else { return self }
    declared.declaresNoTimedActivities = true
    var subject = Subject(name: name, devices: devices, setup: declared)
    subject.launch = launch
    return subject
  }
}

/// Why a rule that reads the activities does not apply to a subject that declares none.
let noTimedActivities = """
  the subject declares that its screen runs no timed activities (withoutTimedActivities()), \
  so there is nothing to pause or resume
  """
