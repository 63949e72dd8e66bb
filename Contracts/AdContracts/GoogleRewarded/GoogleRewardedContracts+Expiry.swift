import AdSimulation

extension GoogleRewardedContracts {
  /// An ad held past its lifetime is not presented.
  static let neverPresentsExpired = Contract(
    "gma.rewarded.never-presents-expired", .should,
    title: "A rewarded ad held past its lifetime (an hour by default) is never presented.",
    guide: loadSection,
    explanation: """
      Google's ads expire, typically an hour after they load, and the SDK gives no sign of \
      it. The check loads an ad and lets the lifetime of the GoogleFullScreenScenario pass \
      (an hour, plus a minute) before the moment the app shows ads: no present call may be \
      made on the old ad. Dropping it and showing a fresh one, or none, passes. A client \
      whose expiry check reads Date() reports unverified.
      """,
    fix: "note the load time from the clock you are given, and at the moment of showing drop an ad older than an hour and load a new one.",
    basis: .init(
      .should, .fact, section: loadSection, word: nil,
      sentence: "Loaded ads expire, typically an hour after loading, and only the app can tell, from the time it noted at the load.",
      note: "A stated fact with no word of obligation, and the lifetime is approximate, so SHOULD.")
  ) { (run: GoogleRewardedRun) in
    await GoogleFullScreenChecks.neverPresentsExpired(run)
  }
}
