import FakeUIKit

extension Subject {
  /// An app that shows Google Mobile Ads app open ads, built from its app delegate.
  ///
  /// The harness makes the app delegate, sets it as `UIApplication.shared.delegate`, tells
  /// it the user is a returning one (except where a rule needs a new user), launches the
  /// app from cold and drives its lifecycle: backgrounding, foregrounding, resigning and
  /// becoming active, hours passing.
  ///
  /// ```swift
  /// let subject = Subject.googleAppOpen(
  ///   "MyApp", readsTimeFromContext: true,
  ///   isLoadingScreenUp: { $0.isLoadingScreenUp }, returningUser: { $0.previousOpens = 5 },
  ///   makeApp: { context in MyAppDelegate(now: context.now) })
  /// ```
  ///
  /// - Parameters:
  ///   - name: The client's name in reports.
  ///   - readsTimeFromContext: Whether the client's expiry check reads the time from
  ///     ``Context/now`` (or ``Context/clock``), or `Date()`, which inside a run on Linux
  ///     reads the run's clock. Only then can `gma.app-open.never-presents-expired` give a
  ///     verdict; otherwise it reports unverified. Leave it false for a check on the
  ///     device's uptime (`ContinuousClock`, `systemUptime`), which a run does not move.
  ///   - devices: The idioms and orientations the app supports.
  ///   - isLoadingScreenUp: A probe: whether the app's launch loading screen is showing.
  ///     Needed by the cold-start rules.
  ///   - returningUser: A hook: make the app treat the user as one who has opened it
  ///     enough times to see app open ads. Without it every run is a new user's.
  ///   - makeApp: Builds the app delegate; the harness keeps it alive for the run.
  public static func googleAppOpen<App: UIApplicationDelegate>(
    _ name: String,
    readsTimeFromContext: Bool,
    devices: Devices = .any,
    isLoadingScreenUp: (@MainActor @Sendable (App) -> Bool)? = nil,
    returningUser: (@MainActor @Sendable (App) -> Void)? = nil,
    makeApp: @escaping @MainActor @Sendable (Context) -> App
  ) -> Subject {
    var loadingProbe: (@MainActor @Sendable (any UIApplicationDelegate) -> Bool)?
    if let isLoadingScreenUp {
      loadingProbe = { app in isLoadingScreenUp(app as! App) }
    }
    var returningHook: (@MainActor @Sendable (any UIApplicationDelegate) -> Void)?
    if let returningUser {
      returningHook = { app in returningUser(app as! App) }
    }
    let make: @MainActor @Sendable (Context) -> any UIApplicationDelegate = { makeApp($0) }
    let setup = AppOpenSetup(
      readsTimeFromContext: readsTimeFromContext, makeApp: make,
      isLoadingScreenUp: loadingProbe, returningUser: returningHook)
    return Subject(name: name, devices: devices, setup: setup)
  }
}
