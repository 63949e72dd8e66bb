import AdSimulation
import FakeGoogleMobileAds
import Foundation
import Testing

@Suite("GADAppOpenAd loading")
@MainActor
struct AppOpenLoadingTests {
  /// The load error codes the brief names, with the message each carries.
  nonisolated static let loadErrors: [(code: Int, message: String)] = [
    (1, "Request Error: No ad to show."),
    (2, "Request Error: A network error occurred."),
    (3, "Request Error: The ad server failed to process the request."),
    (5, "Request Error: The request timed out."),
    (11, "Request Error: Internal error."),
  ]

  @Test(
    "A completion-handler load fills after the scripted latency with an ad for the unit, stamped with the virtual time",
    arguments: NameSet.allCases)
  func completionHandlerFills(_ names: NameSet) async throws {
    try await Simulation.run(Script()) { sim in
      await sim.perform(.advance(.seconds(10)))
      let result = LoadResult()
      names.load(GoogleTestAdUnits.appOpen, into: result)
      await sim.perform(.respond(.fill(after: .seconds(3))))
      await sim.perform(.advance(.seconds(2)))
      #expect(result.calls == 0)
      await sim.perform(.advance(.seconds(1)))
      #expect(result.calls == 1)
      #expect(result.error == nil)
      let ad = try #require(result.ad)
      #expect(ad.adUnitID == GoogleTestAdUnits.appOpen)
      #expect(ad.loadedAt == VirtualClock.Instant(offset: .seconds(13)))
      #expect(ad.age == .zero)
      #expect(ad.responseInfo.responseIdentifier == "response-1-13000")
      #expect(ad.responseInfo.adNetworkClassName == "GADMAdapterGoogleAdMobAds")
      #expect(ad.traceName == "GADAppOpenAd#1")
      #expect(!ad.hasBeenPresented)
      #expect(ad.fullScreenContentDelegate == nil)
      // The trace: the app's call when it was made, the ad created and the handler called on fill.
      #expect(sim.trace.times(of: loadCall) == ["10.000"])
      #expect(sim.trace.events(named: loadCall).map(\.object) == ["GADAppOpenAd"])
      #expect(sim.trace.events(.created).map(\.object) == ["GADAppOpenAd#1"])
      #expect(sim.trace.events(.created).map(\.detail) == [GoogleTestAdUnits.appOpen])
      #expect(sim.trace.times(of: "load completion") == ["13.000"])
      #expect(sim.trace.events(named: "load completion").map(\.detail) == ["GADAppOpenAd#1 loaded"])
      // The load time stays put while virtual time moves on.
      await sim.perform(.advance(.seconds(3600)))
      #expect(ad.loadedAt == VirtualClock.Instant(offset: .seconds(13)))
      #expect(ad.age == .seconds(3600))
      #expect(result.calls == 1)
    }
  }

  @Test(
    "A completion-handler load that fails gets no ad and an NSError in com.google.admob with the scripted code",
    arguments: NameSet.allCases, loadErrors.map(\.code))
  func completionHandlerFails(_ names: NameSet, _ code: Int) async throws {
    try await Simulation.run(Script()) { sim in
      let result = LoadResult()
      names.load(GoogleTestAdUnits.appOpen, into: result)
      await sim.perform(.respond(.fail(code, after: .seconds(2))))
      await sim.perform(.advance(.seconds(1)))
      #expect(result.calls == 0)
      await sim.perform(.advance(.seconds(1)))
      #expect(result.calls == 1)
      #expect(result.ad == nil)
      let error = try #require(result.error)
      let message = try #require(Self.loadErrors.first { $0.code == code }?.message)
      #expect(error.domain == "com.google.admob")
      #expect(error.domain == GADErrorDomain)
      #expect(error.code == code)
      #expect(error.localizedDescription == message)
      #expect(sim.trace.events(.created).isEmpty)
      #expect(sim.trace.times(of: "load completion") == ["2.000"])
      #expect(sim.trace.events(named: "load completion").map(\.detail) == ["error \(code): \(message)"])
    }
  }

  @Test("The async load returns the ad once the scripted latency has passed", arguments: NameSet.allCases)
  func asyncLoadReturnsAd(_ names: NameSet) async throws {
    try await Simulation.run(Script()) { sim in
      let result = LoadResult()
      names.startAsyncLoad(liveUnit, into: result)
      await sim.perform(.respond(.fill(after: .milliseconds(1500), adUnit: liveUnit)))
      await sim.perform(.advance(.seconds(1)))
      #expect(result.calls == 0)
      await sim.perform(.advance(.milliseconds(500)))
      #expect(result.calls == 1)
      #expect(result.error == nil)
      let ad = try #require(result.ad)
      #expect(ad.adUnitID == liveUnit)
      #expect(ad.loadedAt == VirtualClock.Instant(offset: .milliseconds(1500)))
      #expect(ad.responseInfo.responseIdentifier == "response-1-1500")
      #expect(sim.trace.events(named: loadCall).map(\.detail) == ["\(liveUnit) (live unit)"])
    }
  }

  @Test(
    "The async load throws an NSError in com.google.admob with the scripted code",
    arguments: NameSet.allCases, loadErrors.map(\.code))
  func asyncLoadThrows(_ names: NameSet, _ code: Int) async throws {
    try await Simulation.run(Script()) { sim in
      let result = LoadResult()
      names.startAsyncLoad(GoogleTestAdUnits.appOpen, into: result)
      await sim.perform(.respond(.fail(code, after: .seconds(4))))
      await sim.perform(.advance(.seconds(3)))
      #expect(result.calls == 0)
      await sim.perform(.advance(.seconds(1)))
      #expect(result.calls == 1)
      #expect(result.ad == nil)
      let error = try #require(result.error)
      #expect(error.domain == "com.google.admob")
      #expect(error.code == code)
      #expect(error.localizedDescription == Self.loadErrors.first { $0.code == code }?.message)
      #expect(sim.trace.times(of: "load completion") == ["4.000"])
    }
  }

  @Test("A code without a message of its own fails with the generic request error", arguments: NameSet.allCases)
  func genericMessage(_ names: NameSet) async throws {
    try await Simulation.run(Script()) { sim in
      let result = LoadResult()
      names.startAsyncLoad(GoogleTestAdUnits.appOpen, into: result)
      await sim.perform(.respond(.fail(GADErrorCode.invalidRequest.rawValue)))
      await sim.perform(.advance(.zero))
      let error = try #require(result.error)
      #expect(error.domain == GADErrorDomain)
      #expect(error.code == 0)
      #expect(error.localizedDescription == "Request Error: The request failed.")
    }
  }

  @Test("A response for one ad unit does not answer a request for another", arguments: NameSet.allCases)
  func responsesPerUnit(_ names: NameSet) async {
    await Simulation.run(Script()) { sim in
      // The answer for the first unit is queued before either request.
      await sim.perform(.respond(.fill(after: .seconds(1), adUnit: liveUnit)))
      let other = LoadResult()
      names.load(otherLiveUnit, into: other)
      await sim.perform(.advance(.seconds(60)))
      #expect(other.calls == 0)
      #expect(sim.trace.events(.created).isEmpty)
      // A request for the first unit takes the queued answer.
      let first = LoadResult()
      names.load(liveUnit, into: first)
      await sim.perform(.advance(.seconds(1)))
      #expect(first.ad?.adUnitID == liveUnit)
      #expect(other.calls == 0)
      // An answer for the first unit goes past the waiting request for the other unit.
      await sim.perform(.respond(.fail(3, adUnit: liveUnit)))
      await sim.perform(.advance(.seconds(60)))
      #expect(other.calls == 0)
      // The waiting request is answered by its own unit's response.
      await sim.perform(.respond(.fail(1, adUnit: otherLiveUnit)))
      await sim.perform(.advance(.zero))
      #expect(other.calls == 1)
      #expect(other.error?.code == 1)
      // The first unit's second answer is still queued for its next request.
      let again = LoadResult()
      names.load(liveUnit, into: again)
      await sim.perform(.advance(.zero))
      #expect(again.error?.code == 3)
      #expect(first.calls == 1)
    }
  }

  @Test(
    "A response with no ad unit answers a request for any unit, the oldest waiting first", arguments: NameSet.allCases)
  func unitlessResponseAnswersAny(_ names: NameSet) async {
    await Simulation.run(Script()) { sim in
      let live = LoadResult()
      let test = LoadResult()
      names.load(liveUnit, into: live)
      names.load(GoogleTestAdUnits.appOpen, into: test)
      await sim.perform(.respond(.fill(after: .seconds(2))))
      await sim.perform(.advance(.seconds(2)))
      #expect(live.ad?.adUnitID == liveUnit)
      #expect(test.calls == 0)
      await sim.perform(.respond(.fail(2)))
      await sim.perform(.advance(.zero))
      #expect(test.error?.code == 2)
      // Queued ahead of the request, a unit-less answer serves whatever unit asks next.
      await sim.perform(.respond(.fill()))
      let later = LoadResult()
      names.load(otherLiveUnit, into: later)
      await sim.perform(.advance(.zero))
      #expect(later.ad?.adUnitID == otherLiveUnit)
      #expect(sim.trace.events(.created).map(\.detail) == [liveUnit, otherLiveUnit])
    }
  }

  @Test("Each load makes a new ad object, numbered in the trace", arguments: NameSet.allCases)
  func eachLoadMakesNewAd(_ names: NameSet) async throws {
    try await Simulation.run(Script()) { sim in
      let first = try await loadedAd(sim, names)
      await sim.perform(.advance(.seconds(5)))
      let second = try await loadedAd(sim, names)
      #expect(first !== second)
      #expect([first.traceName, second.traceName] == ["GADAppOpenAd#1", "GADAppOpenAd#2"])
      #expect(first.responseInfo.responseIdentifier != second.responseInfo.responseIdentifier)
      #expect(second.loadedAt.offset == .seconds(5))
      #expect(sim.trace.events(named: loadCall).count == 2)
    }
  }

  @Test("Two ads that fill at the same instant carry different response identifiers", arguments: NameSet.allCases)
  func responseIdentifiersAreUnique(_ names: NameSet) async {
    await Simulation.run(Script()) { sim in
      await sim.perform(.advance(.seconds(7)))
      let first = LoadResult()
      let second = LoadResult()
      names.load(GoogleTestAdUnits.appOpen, into: first)
      names.load(liveUnit, into: second)
      await sim.perform(.respond(.fill(after: .seconds(1))))
      await sim.perform(.respond(.fill(after: .seconds(1))))
      await sim.perform(.advance(.seconds(1)))
      let ids = [first, second].map { $0.ad?.responseInfo.responseIdentifier }
      #expect(ids == ["response-1-8000", "response-2-8000"])
      #expect(first.ad?.loadedAt == second.ad?.loadedAt)
    }
  }

  @Test("The load call's trace detail tells a test unit from a live unit", arguments: NameSet.allCases)
  func testUnitInTrace(_ names: NameSet) async {
    await Simulation.run(Script()) { sim in
      for unit in [GoogleTestAdUnits.appOpen, liveUnit, GoogleTestAdUnits.legacyAppOpen] {
        names.load(unit, into: LoadResult())
      }
      #expect(
        sim.trace.events(named: loadCall).map(\.detail) == [
          "ca-app-pub-3940256099942544/5575463023 (test unit)",
          "\(liveUnit) (live unit)",
          "ca-app-pub-3940256099942544/5662855259 (test unit)",
        ])
      #expect(sim.trace.events(named: loadCall).map(\.kind) == [.call, .call, .call])
      #expect(sim.trace.events(named: loadCall).map(\.actor) == [.app, .app, .app])
    }
  }
}

@Suite("Google Mobile Ads constants")
struct GoogleConstantsTests {
  @Test("GoogleTestAdUnits knows the app open demo unit and tells demo units from live ones")
  func testUnits() {
    #expect(GoogleTestAdUnits.appOpen == "ca-app-pub-3940256099942544/5575463023")
    #expect(GoogleTestAdUnits.legacyAppOpen == "ca-app-pub-3940256099942544/5662855259")
    #expect(GoogleTestAdUnits.isTestUnit("ca-app-pub-3940256099942544/5575463023"))
    #expect(GoogleTestAdUnits.isTestUnit(GoogleTestAdUnits.legacyAppOpen))
    #expect(GoogleTestAdUnits.isTestUnit("ca-app-pub-3940256099942544/4411468910"))
    #expect(!GoogleTestAdUnits.isTestUnit(liveUnit))
    #expect(!GoogleTestAdUnits.isTestUnit("ca-app-pub-3940256099942544~1458002511"))
    #expect(!GoogleTestAdUnits.isTestUnit(""))
    #expect(GoogleTestAdUnits.all.count == 9)
  }

  @Test("The error domain is com.google.admob and the load codes are the real SDK's, under both names")
  func loadCodes() {
    #expect(GADErrorDomain == "com.google.admob")
    let codes: [(GADErrorCode, RequestError.Code, Int)] = [
      (.invalidRequest, .invalidRequest, 0), (.noFill, .noFill, 1), (.networkError, .networkError, 2),
      (.serverError, .serverError, 3), (.osVersionTooLow, .osVersionTooLow, 4), (.timeout, .timeout, 5),
      (.mediationDataError, .mediationDataError, 7), (.mediationAdapterError, .mediationAdapterError, 8),
      (.mediationInvalidAdSize, .mediationInvalidAdSize, 10), (.internalError, .internalError, 11),
      (.invalidArgument, .invalidArgument, 12), (.adAlreadyUsed, .adAlreadyUsed, 19),
      (.applicationIdentifierMissing, .applicationIdentifierMissing, 20),
    ]
    for (gad, v12, raw) in codes {
      #expect(gad.rawValue == raw)
      #expect(v12.rawValue == raw)
    }
    #expect(GADErrorCode.allCases.count == codes.count)
  }

  @Test("The presentation codes are the real SDK's, under both names")
  func presentationCodes() {
    let codes: [(GADPresentationErrorCode, PresentationError.Code, Int)] = [
      (.codeAdNotReady, .codeAdNotReady, 15), (.codeAdTooLarge, .codeAdTooLarge, 16),
      (.codeInternal, .codeInternal, 17), (.codeAdAlreadyUsed, .codeAdAlreadyUsed, 18),
      (.notMainThread, .notMainThread, 21), (.mediation, .mediation, 22),
    ]
    for (gad, v12, raw) in codes {
      #expect(gad.rawValue == raw)
      #expect(v12.rawValue == raw)
    }
    #expect(GADPresentationErrorCode.allCases.count == codes.count)
  }

  @Test("GADRequest and Request hold targeting that does not change the scripted answer")
  @MainActor
  func requests() {
    let gad = GADRequest()
    gad.keywords = ["games"]
    gad.contentURL = "https://example.com/level-1"
    let v12: Request = Request()
    #expect(gad.keywords == ["games"])
    #expect(gad.contentURL == "https://example.com/level-1")
    #expect(v12.keywords == nil)
    #expect(v12.contentURL == nil)
  }
}

@Suite("App open callbacks in the trace")
struct AppOpenCallbackOrderTests {
  @Test(
    "A load started inside the failed load's completion follows it in the trace",
    arguments: NameSet.allCases)
  func retryFollowsCompletion(_ names: NameSet) async {
    await Simulation.run(Script()) { sim in
      let unit = GoogleTestAdUnits.appOpen
      let retry = LoadResult()
      switch names {
      case .gad:
        GADAppOpenAd.load(withAdUnitID: unit, request: GADRequest()) { _, _ in names.load(unit, into: retry) }
      case .v12:
        AppOpenAd.load(with: unit, request: Request()) { _, _ in names.load(unit, into: retry) }
      }
      await sim.perform(.respond(.fail(GADErrorCode.noFill.rawValue, adUnit: unit)))
      await sim.perform(.advance(.zero))
      let order = sim.trace.events.filter { $0.name == loadCall || $0.name == "load completion" }.map(\.name)
      #expect(order == [loadCall, "load completion", loadCall])
    }
  }
}
