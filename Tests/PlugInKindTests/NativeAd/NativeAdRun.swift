import AdContracts
import AdSimulation

extension Rule.Kind {
  /// The toy native ad kind, declared outside AdConformance as any team's kind would be.
  static let acmeNative = Rule.Kind("acme-native", ruleIDPrefix: "acme.native.")
}

/// A native ad client: an object that starts its ads when the screen appears.
@MainActor
protocol NativeAdClient: AnyObject {
  /// The screen came up; the client loads its first ad.
  func screenDidAppear()
}

/// What a native ad subject gives the harness: how to make its client.
struct NativeAdSetup: SubjectSetup {
  var makeClient: @MainActor @Sendable () -> any NativeAdClient

  var kind: Rule.Kind { .acmeNative }
  var warmUp: [Script.Step] { [.respond(.fill(after: .seconds(1))), .advance(.seconds(2))] }

  @MainActor func makeStage(in simulation: Simulation, devices: Subject.Devices) -> any Stage {
    NativeAdRun(simulation: simulation, client: makeClient())
  }
}

/// The stage a native ad rule plays on: the client, with its screen just come up.
@MainActor
final class NativeAdRun: Stage {
  nonisolated static let kind = Rule.Kind.acmeNative
  let simulation: Simulation
  private var client: (any NativeAdClient)?

  init(simulation: Simulation, client: any NativeAdClient) {
    self.simulation = simulation
    self.client = client
    client.screenDidAppear()
  }

  func tearDown() { client = nil }
}

extension Subject {
  /// A native ad client, built by the factory in each run.
  static func nativeAd(
    _ name: String, makeClient: @escaping @MainActor @Sendable () -> any NativeAdClient
  ) -> Subject {
    Subject(name: name, setup: NativeAdSetup(makeClient: makeClient))
  }
}
