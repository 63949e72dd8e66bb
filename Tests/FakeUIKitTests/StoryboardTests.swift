import AdSimulation
import FakeUIKit
import Testing

/// The app's main screen, as a storyboard scene.
private final class MainViewController: UIViewController {}

/// A splash screen that moves on the way Google's app open sample does: the main screen
/// from the storyboard becomes the key window's root.
private final class SplashViewController: UIViewController {
  func startMainScreen() {
    let mainStoryBoard = UIStoryboard(name: "Main", bundle: nil)
    let mainViewController = mainStoryBoard.instantiateViewController(withIdentifier: "MainStoryBoard")
    let keyWindow = UIApplication.shared.windows.first(where: { $0.isKeyWindow })
    keyWindow?.rootViewController = mainViewController
  }
}

@Suite("Storyboards")
@MainActor
struct StoryboardTests {
  @Test("A declared scene is made by its identifier, and the initial one by instantiateInitialViewController")
  func declaredScenes() async {
    await Simulation.run(Script()) { sim in
      UIStoryboard.register(
        name: "Main", initial: "MainStoryBoard", scenes: ["MainStoryBoard": { MainViewController() }])
      let window = UIWindow(frame: UIScreen.main.bounds)
      let splash = SplashViewController()
      window.rootViewController = splash
      window.makeKeyAndVisible()
      splash.startMainScreen()
      #expect(window.rootViewController is MainViewController)
      #expect(UIStoryboard(name: "Main", bundle: .main).instantiateInitialViewController() is MainViewController)
      #expect(UIStoryboard(name: "Onboarding", bundle: nil).instantiateInitialViewController() == nil)
      #expect(sim.trace.events(.misuse).isEmpty)
    }
  }

  @Test("An identifier nobody declared is misuse, quoted with what was declared, and a plain screen stands in")
  func missingScene() async {
    await Simulation.run(Script()) { sim in
      UIStoryboard.register(
        name: "Main", scenes: ["Home": { MainViewController() }, "Settings": { UIViewController() }])
      let screen = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "MainStoryBoard")
      #expect(!(screen is MainViewController))
      let misuse = sim.trace.events(.misuse).first
      #expect(misuse?.name == .storyboardSceneMissing)
      #expect(
        misuse?.detail
          == "storyboard \"Main\" has no scene \"MainStoryBoard\" (declared: \"Home\", \"Settings\"); a device raises an exception."
          + " Declare it with UIStoryboard.register(name:initial:scenes:)")
    }
  }

  @Test("Each simulation has its own storyboards: what one run declares, the next does not see")
  func perSimulation() async {
    await Simulation.run(Script()) { _ in
      UIStoryboard.register(name: "Main", scenes: ["MainStoryBoard": { MainViewController() }])
    }
    await Simulation.run(Script()) { sim in
      _ = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "MainStoryBoard")
      #expect(sim.trace.events(.misuse).first?.detail.contains("(declared: none)") == true)
    }
  }
}
