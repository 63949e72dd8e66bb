import AdSimulation
import FakeUIKit
import Foundation
import Testing

/// A client that counts the app's activations, observing with `object: nil` the way real
/// client code does.
@MainActor
private final class ActivationCounter {
  var count = 0
  var token: (any NSObjectProtocol)?

  init() {
    token = NotificationCenter.default.addObserver(
      forName: UIApplication.didBecomeActiveNotification, object: nil, queue: nil
    ) { [unowned self] _ in
      MainActor.assumeIsolated { count += 1 }
    }
  }
}

@Suite("Notification observers and simulations")
@MainActor
struct LeftoverObserverTests {
  @Test("An observer left behind by a finished simulation is never woken by the next one")
  func leftoverIsNotWoken() async {
    let script = Script(steps: [.background, .foreground])
    let leftover = await Simulation.run(script) { simulation in
      _ = UIApplication.shared
      let counter = ActivationCounter()
      await simulation.play()
      return counter
    }
    #expect(leftover.count == 1)

    let fresh = await Simulation.run(script) { simulation in
      _ = UIApplication.shared
      let counter = ActivationCounter()
      await simulation.play()
      return counter
    }
    #expect(fresh.count == 1)
    #expect(leftover.count == 1, "the first simulation's observer heard the second simulation")
  }

  @Test("NotificationCenter.default is the simulation's own center inside a run, and one other center outside")
  func defaultIsPerSimulation() async {
    let (first, second) = await Simulation.run(Script()) { simulation in
      (NotificationCenter.default === simulation.notificationCenter, NotificationCenter.default)
    }
    #expect(first)
    let outside = NotificationCenter.default
    #expect(outside !== second)
    #expect(outside === NotificationCenter.default)
    #expect(outside !== Foundation.NotificationCenter.default)
  }
}
