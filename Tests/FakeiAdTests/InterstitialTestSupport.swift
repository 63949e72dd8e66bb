import AdSimulation
import FakeUIKit
import FakeiAd
import Foundation

/// A full-screen ad delegate that records what it hears and answers taps as told.
@MainActor
final class RecordingInterstitialDelegate: NSObject, ADInterstitialAdDelegate {
  var log: [String] = []
  var allowAction = true
  var errors: [any Error] = []

  func interstitialAdWillLoad(_ interstitialAd: ADInterstitialAd) {
    log.append("willLoad loaded=\(interstitialAd.isLoaded)")
  }
  func interstitialAdDidLoad(_ interstitialAd: ADInterstitialAd) {
    log.append("didLoad loaded=\(interstitialAd.isLoaded)")
  }
  func interstitialAdDidUnload(_ interstitialAd: ADInterstitialAd) {
    log.append("didUnload loaded=\(interstitialAd.isLoaded)")
  }
  func interstitialAd(_ interstitialAd: ADInterstitialAd, didFailWithError error: any Error) {
    errors.append(error)
    log.append("didFail \((error as NSError).code) loaded=\(interstitialAd.isLoaded)")
  }
  func interstitialAdActionShouldBegin(
    _ interstitialAd: ADInterstitialAd, willLeaveApplication willLeave: Bool
  ) -> Bool {
    log.append("shouldBegin willLeave=\(willLeave) → \(allowAction)")
    return allowAction
  }
  func interstitialAdActionDidFinish(_ interstitialAd: ADInterstitialAd) {
    log.append("didFinish inProgress=\(interstitialAd.isActionInProgress)")
  }
}

/// An app delegate that writes lifecycle changes into a full-screen ad delegate's log.
@MainActor
final class LoggingAppDelegate: UIApplicationDelegate {
  let target: RecordingInterstitialDelegate
  init(target: RecordingInterstitialDelegate) { self.target = target }
  func applicationWillResignActive(_ application: UIApplication) { target.log.append("app willResignActive") }
  func applicationDidEnterBackground(_ application: UIApplication) { target.log.append("app didEnterBackground") }
}

/// A plain screen whose root view fills the window; full-screen ads are presented from it.
@MainActor
final class InterstitialHostScreen: UIViewController {}

/// A window showing a host screen, key and visible.
@MainActor
func showHostScreen() -> (UIWindow, InterstitialHostScreen) {
  let window = UIWindow(frame: .zero)
  let screen = InterstitialHostScreen()
  window.rootViewController = screen
  window.makeKeyAndVisible()
  return (window, screen)
}

/// A host view of the size placed at the top left of the screen's root view.
@MainActor
func addHostView(to screen: UIViewController, width: CGFloat, height: CGFloat) -> UIView {
  let host = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
  screen.view.addSubview(host)
  return host
}

/// An iPad script, upright, with the content lifetime given (or chosen from the seed).
func padScript(
  lifetime: Duration? = .seconds(600), seed: UInt64 = 1, orientation: Device.Orientation = .portrait,
  steps: [Script.Step] = []
) -> Script {
  Script(
    seed: seed, device: Device(idiom: .pad, orientation: orientation),
    interstitialLifetime: lifetime, steps: steps)
}

/// Creates an ad with the delegate and lets it load now, answering its request with a fill.
@MainActor
func loadedInterstitial(
  _ sim: Simulation, delegate: (any ADInterstitialAdDelegate)? = nil
) async -> ADInterstitialAd {
  let ad = ADInterstitialAd()
  if let delegate { ad.delegate = delegate }
  await sim.perform(.respond(.fill()))
  await sim.perform(.advance(.zero))
  return ad
}

extension Trace {
  /// The times of the events with the name on the object, as the timeline prints them.
  func times(of name: Trace.Event.Name, on object: String) -> [String] {
    events(named: name).filter { $0.object == object }.map(\.time.description)
  }
}

let interstitialDidFail: Trace.Event.Name = "interstitialAd(_:didFailWithError:)"
let interstitialShouldBegin: Trace.Event.Name = "interstitialAdActionShouldBegin(_:willLeaveApplication:)"
let interstitialDidUnload: Trace.Event.Name = "interstitialAdDidUnload"
let interstitialDidFinish: Trace.Event.Name = "interstitialAdActionDidFinish"
