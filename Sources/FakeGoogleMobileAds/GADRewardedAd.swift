import AdSimulation
import FakeUIKit
import Foundation

/// A rewarded ad: a full-screen ad the user chooses to watch in return for a reward in the app.
///
/// Loads are answered by the script per ad unit id; the ad is used once, on the same
/// ``GoogleFullScreenCore`` as every Google full-screen format. Its video runs from the
/// impression for the ``GoogleRewardBehaviour``'s length; a user who watches to the end
/// earns ``adReward`` through the handler given to the present call, before or after the
/// dismissal as the behaviour says, and one who closes the ad early earns nothing. The v12
/// names (`RewardedAd`, `load(with:request:)`, `present(from:userDidEarnRewardHandler:)`) are
/// the same class.
public final class GADRewardedAd: NSObject, GADFullScreenPresentingAd, GoogleFullScreenAd {
  let core: GoogleFullScreenCore

  deinit {
    core.lifeline.end()
  }
  private let rewarded: GoogleRewardedPresentation

  /// The object told about the ad's presentation, a ``GADFullScreenContentDelegate`` or a
  /// ``FullScreenContentDelegate``; held weakly, as the real SDK does.
  public var fullScreenContentDelegate: (any NSObjectProtocol)? {
    get { Simulation.mainActor { [core] in core.delegate } }
    set {
      let delegate = Unchecked(newValue)
      Simulation.mainActor { [core] in core.setDelegate(delegate.value) }
    }
  }
  /// The reward the ad grants; read it in the earn handler.
  public let adReward: GADAdReward
  /// What the ad passes to the app's server when it rewards the user.
  @exclusivity(unchecked) public var serverSideVerificationOptions: GADServerSideVerificationOptions?
  /// The block told what each impression of the ad earned; the SDK calls it on the main
  /// actor once the ad records its impression.
  public var paidEventHandler: GADPaidEventHandler? {
    get { Simulation.mainActor { [core] in Unchecked(core.paidEventHandler) }.value }
    set {
      let handler = Unchecked(newValue)
      Simulation.mainActor { [core] in core.paidEventHandler = handler.value }
    }
  }
  /// The ad unit the ad was loaded for.
  public var adUnitID: String { core.adUnitID }
  /// Where the ad came from.
  public var responseInfo: GADResponseInfo { core.responseInfo }
  /// The ad's name in the trace, for example `GADRewardedAd#1`.
  public var traceName: String { Simulation.mainActor { [core] in core.traceName } }
  /// Whether the ad has been presented (or its presentation tried and begun).
  public var hasBeenPresented: Bool { Simulation.mainActor { [core] in core.hasBeenPresented } }

  @MainActor
  init(core: GoogleFullScreenCore) {
    self.core = core
    let behaviour = GoogleRewardBehaviour.current(in: core.simulation)
    adReward = GADAdReward(
      rewardType: behaviour.rewardType, rewardAmount: NSDecimalNumber(value: behaviour.rewardAmount))
    rewarded = GoogleRewardedPresentation(core: core, reward: adReward)
    super.init()
    core.attach(to: self)
    core.lifetime = GoogleFullScreenBehaviour.current(in: core.simulation).lifetime
  }

  /// Loads an ad for the unit and calls the handler on the main actor with the ad or the
  /// error in `GADErrorDomain`.
  public static func load(
    withAdUnitID adUnitID: String, request: GADRequest?,
    completionHandler: @escaping (GADRewardedAd?, (any Error)?) -> Void
  ) {
    let completionHandler = Unchecked(completionHandler)
    Simulation.mainActor {
      GoogleFullScreenCore.load(
        adUnitID: adUnitID, typeName: "GADRewardedAd", call: .loadWithAdUnitIDRequest, created: .rewardedAdCreated,
        in: Simulation.required(by: "GADRewardedAd.load(withAdUnitID:request:)"),
        make: GADRewardedAd.init(core:), completionHandler: { ad, error in completionHandler.value(ad, error) })
    }
  }

  /// Loads an ad for the unit.
  ///
  /// - Throws: The load error, in `GADErrorDomain`.
  nonisolated(nonsending) public static func load(withAdUnitID adUnitID: String, request: GADRequest?) async throws
    -> GADRewardedAd
  {
    try await withUnsafeThrowingContinuation { continuation in
      load(withAdUnitID: adUnitID, request: request) { ad, error in
        if let ad = Unchecked(ad).value {
          continuation.resume(returning: ad)
        } else {
          continuation.resume(throwing: error ?? NSError.googleMobileAds(11, "Internal error."))
        }
      }
    }
  }

  /// Checks whether the ad could be presented now, without presenting it.
  ///
  /// - Throws: The presentation error the ad would fail with.
  public func canPresent(fromRootViewController rootViewController: UIViewController?) throws {
    try Simulation.mainActor { [core] in
      try core.canPresent(from: rootViewController, call: .canPresentFromRootViewController)
    }
  }

  /// Presents the ad over the controller (the key window's top one for `nil`); the handler
  /// runs when the user earns the reward.
  public func present(
    fromRootViewController rootViewController: UIViewController?,
    userDidEarnRewardHandler: @escaping () -> Void
  ) {
    let handler = Unchecked(userDidEarnRewardHandler)
    Simulation.mainActor { [rewarded] in
      rewarded.present(from: rootViewController, call: .presentWithRewardHandler, handler: handler.value)
    }
  }

  // MARK: v12 names

  /// Loads an ad for the unit (the v12 name).
  public static func load(
    with adUnitID: String, request: Request?,
    completionHandler: @escaping (RewardedAd?, (any Error)?) -> Void
  ) {
    GoogleSpelling.noteV12()
    load(withAdUnitID: adUnitID, request: request, completionHandler: completionHandler)
  }

  /// Loads an ad for the unit (the v12 name).
  ///
  /// - Throws: The load error, in `GADErrorDomain`.
  nonisolated(nonsending) public static func load(with adUnitID: String, request: Request?) async throws -> RewardedAd {
    GoogleSpelling.noteV12()
    return try await load(withAdUnitID: adUnitID, request: request)
  }

  /// Checks whether the ad could be presented now (the v12 name).
  public func canPresent(from viewController: UIViewController?) throws {
    GoogleSpelling.noteV12()
    try canPresent(fromRootViewController: viewController)
  }

  /// Presents the ad (the v12 name).
  public func present(from viewController: UIViewController?, userDidEarnRewardHandler: @escaping () -> Void) {
    GoogleSpelling.noteV12()
    present(fromRootViewController: viewController, userDidEarnRewardHandler: userDidEarnRewardHandler)
  }
}

/// The v12 name of ``GADRewardedAd``.
public typealias RewardedAd = GADRewardedAd
