import AdSimulation
import FakeUIKit
import Foundation
import Testing

/// A screen that notes, at each appearance callback, whether it is moving or being
/// presented or dismissed.
final class MovementScreen: UIViewController {
  var notes: [String] = []

  private func note(_ callback: String) {
    var flags: [String] = []
    if isMovingToParent { flags.append("to parent") }
    if isMovingFromParent { flags.append("from parent") }
    if isBeingPresented { flags.append("presented") }
    if isBeingDismissed { flags.append("dismissed") }
    notes.append("\(callback): \(flags.joined(separator: ", "))")
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    note("will appear")
  }
  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    note("did appear")
  }
  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    note("will disappear")
  }
  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    note("did disappear")
  }
}

/// `isMovingToParent`, `isMovingFromParent`, `isBeingPresented` and `isBeingDismissed` hold
/// during the appearance callbacks of a push, a pop, a presentation and a dismissal only.
@Suite("UIViewController movement")
@MainActor
struct ViewControllerMovementTests {
  @Test("A pushed screen is moving to its parent as it appears, and from it as it is popped")
  func pushAndPop() async {
    await Simulation.run(Script()) { _ in
      let root = MovementScreen()
      let navigation = UINavigationController(rootViewController: root)
      let window = UIWindow(frame: UIScreen.main.bounds)
      window.rootViewController = navigation
      window.makeKeyAndVisible()
      let pushed = MovementScreen()
      navigation.pushViewController(pushed, animated: true)
      #expect(pushed.notes == ["will appear: to parent", "did appear: to parent"])
      #expect(!pushed.isMovingToParent)
      navigation.popViewController(animated: true)
      #expect(pushed.notes.suffix(2) == ["will disappear: from parent", "did disappear: from parent"])
      #expect(root.notes.suffix(2) == ["will appear: ", "did appear: "])
      #expect(!pushed.isMovingFromParent)
    }
  }

  @Test("A presented screen is being presented as it appears, and dismissed as it goes")
  func presentAndDismiss() async {
    await Simulation.run(Script()) { _ in
      let root = MovementScreen()
      let window = UIWindow(frame: UIScreen.main.bounds)
      window.rootViewController = root
      window.makeKeyAndVisible()
      let sheet = MovementScreen()
      root.present(sheet, animated: true)
      #expect(sheet.notes == ["will appear: presented", "did appear: presented"])
      #expect(root.notes.suffix(2) == ["will disappear: ", "did disappear: "])
      sheet.dismiss(animated: true)
      #expect(sheet.notes.suffix(2) == ["will disappear: dismissed", "did disappear: dismissed"])
      #expect(!sheet.isBeingDismissed && !sheet.isBeingPresented)
    }
  }
}
