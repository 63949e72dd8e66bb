/// The words one Google full-screen format's catalogue gives the rules every format shares:
/// its id prefix, its name, its demo unit, when it shows ads, and its guide's sections.
struct GoogleFullScreenFormat {
  /// How the format's rule ids begin, such as `gma.interstitial.`.
  let prefix: String
  /// The format's name with its article, such as `an interstitial`.
  let anAd: String
  /// The format's demo ad unit.
  let demoUnit: String
  /// When the app shows an ad, such as `at a natural break`.
  let moment: String
  /// What would make a careless client show another while one is up, such as
  /// `another break comes`.
  let again: String
  /// The next chance to show an ad, such as `the next break`.
  let next: String
  /// The guide's sections: testing, loading, callbacks, showing, and the sample app.
  let testSection: String, loadSection: String, callbacksSection: String, showSection: String, sampleSection: String

  /// The format's name without its article, such as `interstitial`.
  var ad: String { String(anAd.drop { $0 != " " }.dropFirst()) }
}
