import AdSimulation
import FakeiAd
import Testing

/// A file that imports only FakeiAd sees what a file importing only iAd sees: UIKit and
/// Foundation come along.
@Suite("What FakeiAd brings along")
@MainActor
struct FakeiAdImportsTests {
  @Test("UIKit's and Foundation's names are in scope with only the SDK imported")
  func namesInScope() {
    let date: Date = Date(timeIntervalSince1970: 0)
    let interval: TimeInterval = 1.5
    let rect = CGRect(x: 0, y: 0, width: 320, height: 50)
    let url = URL(string: "https://example.com")
    let object = NSObject()
    let defaults: UserDefaults? = UserDefaults(suiteName: "adconformance.imports")
    let controller: UIViewController.Type = UIViewController.self
    let center: NotificationCenter.Type = NotificationCenter.self
    #expect(date.timeIntervalSince1970 == 0)
    #expect(interval == 1.5)
    #expect(rect.height == 50)
    #expect(url?.host == "example.com")
    #expect(object.isEqual(object))
    #expect(defaults != nil)
    #expect(controller == UIViewController.self)
    #expect(center == NotificationCenter.self)
  }
}

/// With only the SDK and the simulation imported, `Timer` is the virtual-clock one.
@Suite("Timer with only FakeiAd imported")
@MainActor
struct FakeiAdTimerTests {
  @Test("Timer.scheduledTimer fires on the simulation's clock")
  func timer() async {
    await AdSimulation.Simulation.run(AdSimulation.Script()) { sim in
      var fired = false
      Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in fired = true }
      await sim.perform(.advance(.seconds(1)))
      #expect(fired)
    }
  }
}
