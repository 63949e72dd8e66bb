import AdSimulation
import FakeUIKit
import Testing

@Suite("A screen built in code, as an app writes it")
@MainActor
struct ScoreScreenTests {
  @Test("The score screen shows what it set up when pushed in a navigation controller")
  func scoreScreen() async {
    await Simulation.run(Script()) { _ in
      let screen = ScoreScreen()
      let window = UIWindow(frame: .zero)
      window.rootViewController = UINavigationController(rootViewController: screen)
      window.makeKeyAndVisible()
      #expect(screen.isViewVisible)
      #expect(screen.title == "Scores" && screen.navigationItem.title == "Scores")
      #expect(screen.view.backgroundColor == .white)
      #expect(screen.scoreLabel.font == .boldSystemFont(ofSize: 28))
      #expect(screen.scoreLabel.textColor == .label)
      #expect(screen.playAgainButton.currentTitle == "Play again")
      #expect(screen.playAgainButton.titleLabel?.font.pointSize == 17)
      #expect(screen.navigationItem.rightBarButtonItem?.title == "Share")
      #expect(screen.state == .ended && GameState.ended.rawValue == 3)
      screen.playAgainButton.sendActions(for: .touchUpInside)
      #expect(screen.playAgainTaps == 1 && screen.state == .playing)
      #expect(screen.scoreLabel.alpha == 0)
      screen.playAgainButton.isEnabled = false
      #expect(screen.playAgainButton.currentTitle == "Wait…")
    }
  }
}
