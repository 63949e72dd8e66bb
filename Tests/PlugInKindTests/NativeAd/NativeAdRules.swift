import AdContracts
import AdSimulation

/// The toy native ad kind's two rules, its chapter of the catalogue and what they cover.
enum NativeAdRules {
  static let guide = "Acme native ads"

  /// The app puts an ad's assets on screen only once they have arrived.
  static let showsOnlyLoaded = Rule(
    "acme.native.shows-only-loaded", .must,
    basis: .init(.must, section: guide, word: "must", sentence: "Show an ad only after it has loaded."),
    title: "The app shows a native ad only after it loads.", guide: guide,
    explanation: "Showing an ad with no assets lays out an empty box. The check answers the first load after 3 s.",
    fix: "call show() from nativeAdDidLoad(_:)."
  ) { (run: NativeAdRun) in
    await run.perform(.respond(.fill(after: .seconds(3))), .advance(.seconds(4)))
    if let early = run.events(named: "show()").first(where: { $0.flag("loaded") == false }) {
      return .fail(
        expected: "show() only after nativeAdDidLoad(_:)",
        actual: "\(early.object) was shown at \(early.time) s before it loaded", at: early)
    }
    guard let shown = run.events(named: "show()").first else {
      return .unverified("the app never called show() in 4 s.")
    }
    return .pass("\(shown.object) shown at \(shown.time) s, after it loaded")
  }

  /// After a failed load, the app asks again.
  static let retriesAfterFailure = Rule(
    "acme.native.retries-after-failure", .should,
    basis: .init(.should, section: guide, word: "should", sentence: "Ask again a little after a failed request."),
    title: "The app loads again within a minute of a failed load.", guide: guide,
    explanation: "A failed request leaves the slot empty until the app asks again.",
    fix: "schedule a new load() from nativeAd(_:didFailToLoadWithCode:)."
  ) { (run: NativeAdRun) in
    await run.perform(.respond(.fail(3, after: .seconds(1))), .advance(.seconds(2)))
    guard let failure = run.events(named: "nativeAd(_:didFailToLoadWithCode:)").first else {
      return .unverified("the app made no request in 2 s.")
    }
    let retry = await run.waitForEvent(after: failure.sequence, within: .seconds(60)) { $0.name == "load()" }
    guard let retry else {
      return .fail(
        expected: "a new load() within 60 s of the failure",
        actual: "none came by \(run.now) s", at: failure)
    }
    return .pass("loaded again at \(retry.time) s, after the failure at \(failure.time) s")
  }

  /// The kind's chapter: one line added to a catalogue plugs the kind in.
  static let chapter = Catalogue.Chapter(
    kind: .acmeNative, title: "Native ads (toy)", rules: [showsOnlyLoaded, retriesAfterFailure],
    behaviours: [
      .init(
        kind: .acmeNative, requirement: "Show an ad once it has loaded; ask again after a failure.", guide: guide,
        rules: ["acme.native.shows-only-loaded", "acme.native.retries-after-failure"])
    ])

  /// The bundled catalogue with this kind added.
  static let catalogue = Catalogue.standard.adding(chapter)
}
