import AdSimulation
import FakeGoogleMobileAds
import FakeUIKit
import Foundation
import Synchronization

/// Readies the launcher before its first launch: plays a few rules and a drawn scenario of
/// each full-screen and banner kind against small clients of the harness's own, each as a launch's job
/// (read, played, its reply written), so each launch, a check's or an exploration's, finds
/// the runtime's type lookups and the fakes' code already warm and only the app under test
/// is new to it.
///
/// The clients keep nothing in statics, and the app's own code does not run, so its
/// statics, singletons and globals stay as the program loaded them. The runs use only the
/// main queue, served from this thread; the launcher checks it still has one thread.
@_cdecl("adconform_fresh_launch_warm_up")
public func adconformFreshLaunchWarmUp() -> Int32 {
  let done = Atomic<Bool>(false)
  Task { @MainActor in
    await FreshLaunchWarmUp.play()
    done.store(true, ordering: .releasing)
  }
  while !done.load(ordering: .acquiring) { FreshLaunch.serveMainQueue(waitingAtMost: 100) }
  return 1
}

/// The warm-up's clients and rules.
@MainActor
enum FreshLaunchWarmUp {
  /// A screen that loads one interstitial and shows it at the break.
  final class InterstitialScreen: UIViewController, GADFullScreenContentDelegate {
    var ad: GADInterstitialAd?

    override func viewDidLoad() {
      super.viewDidLoad()
      GADInterstitialAd.load(withAdUnitID: GoogleTestAdUnits.interstitial, request: GADRequest()) { ad, _ in
        self.ad = ad
        ad?.fullScreenContentDelegate = self
      }
    }

    func pause() {
      ad?.present(fromRootViewController: self)
      ad = nil
    }
  }

  /// A screen with a banner at its foot.
  final class BannerScreen: UIViewController, GADBannerViewDelegate {
    let banner = GADBannerView(adSize: GADAdSizeBanner)

    override func viewDidLoad() {
      super.viewDidLoad()
      banner.adUnitID = GoogleTestAdUnits.fixedSizeBanner
      banner.rootViewController = self
      banner.delegate = self
      view.addSubview(banner)
      banner.load(GADRequest())
    }
  }

  static func play() async {
    let subjects =
      [
        Subject.googleInterstitialScreen("warm-up interstitial", naturalBreak: { $0.pause() }) { _ in
          InterstitialScreen()
        },
        // Its devices written out as the program's subjects give theirs (made again in each
        // launch that goes on into `main`): every idiom and orientation, as by default.
        Subject.googleBannerScreen("warm-up banner", devices: .init(idioms: [.phone, .pad])) { _ in BannerScreen() },
      ] + iAdSubjects + googleFullScreenSubjects
    for subject in subjects {
      let rules = Catalogue.standard.rules(for: subject.kind).prefix(3)
      for rule in rules {
        let report = await rule.runHere(against: subject)
        _ = LaunchJob.encode(.report(report))
        _ = try? JSONDecoder().decode(LaunchJob.Reply.self, from: Data(LaunchJob.encode(.report(report))))
      }
      await explore(subject, watching: Array(rules))
    }
    let job = LaunchJob(subject: "warm-up", kind: "warm-up", work: .check(rule: "warm-up", witness: 0))
    _ = try? JSONDecoder().decode(LaunchJob.self, from: JSONEncoder().encode(job))
  }

  /// Plays a drawn scenario on the subject as exploration asks a launch to: the request
  /// read, the play with the rules watching, the reply written and read back.
  private static func explore(_ subject: Subject, watching rules: [Rule]) async {
    let request = LaunchJob.PlayRequest(
      script: Script(steps: []).jsonText(), monitors: rules.map(\.id), generatorSeed: 1, steps: 12, stopKey: "")
    let job = LaunchJob(subject: subject.name, kind: subject.kind.rawValue, work: .play(request))
    guard let sent = try? JSONEncoder().encode(job),
      let read = try? JSONDecoder().decode(LaunchJob.self, from: sent), case .play(let play) = read.work
    else { return }
    let reply = LaunchJob.encode(await play.perform(on: subject, catalogue: Catalogue.standard))
    if case .playthrough(let playthrough)? = try? JSONDecoder().decode(LaunchJob.Reply.self, from: Data(reply)) {
      _ = try? playthrough.playthrough(monitors: rules)
    }
  }
}
