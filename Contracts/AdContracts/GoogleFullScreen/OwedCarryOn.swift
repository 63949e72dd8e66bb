import AdSimulation
import FakeGoogleMobileAds
import FakeUIKit

/// A user who went on while the app played on, and so goes on the next time the app waits
/// for them: the player who taps Next once the level's end shows it.
///
/// For a screen whose own clock brings its breaks, the `transition` step is the user going
/// on from where the app stands. A tap made while the app plays on does nothing, yet the
/// player still means to go on: once the app waits for them (the subject's `waitsForUser`
/// probe), in the foreground with no full-screen ad over it, they go on ``reaction`` later,
/// as a device's player does at each break. An ad that comes up first holds them until it
/// is gone. The app takes a going-on when it stops waiting after it: a Next level that
/// starts the level, a Restart that starts a new game.
@MainActor
final class OwedCarryOn {
  /// How long a player takes to go on once the app waits for them: longer than the second
  /// an app commonly leaves between a level's end and its ad.
  static let reaction: Duration = .seconds(2)

  private unowned let simulation: Simulation
  private let waitsForUser: @MainActor () -> Bool
  private let carryOn: @MainActor () -> Void
  private let inputReachesAppUnderAd: Bool
  @exclusivity(unchecked) private var owed = false
  @exclusivity(unchecked) private var pending: Simulation.TimerID?
  /// Whether the user went on while the app waited, and it has not yet stopped waiting.
  @exclusivity(unchecked) private var awaitingTake = false
  /// How many of the user's goings-on the app took: it waited for the user, they went
  /// on, and it stopped waiting.
  @exclusivity(unchecked) private(set) var taken = 0

  /// Follows the run for a subject that says when the app waits for the user.
  ///
  /// - Parameters:
  ///   - simulation: The run's simulation, whose changes the user watches.
  ///   - inputReachesAppUnderAd: Whether the user's going on reaches the app under a
  ///     full-screen ad.
  ///   - waitsForUser: The subject's probe: whether the app waits for the user to go on.
  ///   - carryOn: The subject's hook: the user goes on.
  init(
    simulation: Simulation, inputReachesAppUnderAd: Bool,
    waitsForUser: @escaping @MainActor () -> Bool, carryOn: @escaping @MainActor () -> Void
  ) {
    self.simulation = simulation
    self.inputReachesAppUnderAd = inputReachesAppUnderAd
    self.waitsForUser = waitsForUser
    self.carryOn = carryOn
    simulation.addObserver { [unowned self] in notice() }
  }

  /// Whether the app waits for the user now, where they can reach it.
  var appWaitsForUser: Bool {
    UIApplication.shared.applicationState == .active
      && (inputReachesAppUnderAd || !simulation.googleFullScreenAdIsShowing) && waitsForUser()
  }

  /// The user goes on now, through the subject's hook; when the app was not waiting for
  /// them, they go on again once it does. Going on while it waits settles what they owed.
  func userGoesOn() {
    let waited = goOn()
    if waited { owed = false }
    guard !waited, !owed else { return }
    owed = true
    simulation.record(
      .observation, actor: .user, name: .userCarriesOn,
      detail: "the app plays on; the user goes on once it waits for them")
  }

  /// The user goes on through the hook; when the app waited, it takes the going-on once it
  /// stops waiting.
  ///
  /// - Returns: Whether the app waited for the user as they went on.
  @discardableResult
  private func goOn() -> Bool {
    let waited = appWaitsForUser
    carryOn()
    if waited { awaitingTake = true }
    noteTake()
    return waited
  }

  private func noteTake() {
    guard awaitingTake, !waitsForUser() else { return }
    awaitingTake = false
    taken += 1
  }

  /// Once the app waits for the user they owe a going-on, the user reacts.
  private func notice() {
    noteTake()
    guard owed, pending == nil, appWaitsForUser else { return }
    pending = simulation.schedule(after: Self.reaction, "the user goes on") { [unowned self] in
      pending = nil
      // An ad or the background came first: the next wait starts the reaction again.
      guard owed, appWaitsForUser else { return }
      owed = false
      simulation.record(
        .observation, actor: .user, name: .userCarriesOn, detail: "the user goes on, as the app waits for them")
      goOn()
    }
  }
}
