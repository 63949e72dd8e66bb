import AdSimulation
import FakeUIKit
import Foundation
import Testing

/// Which presentations tell the presenter it disappeared: only those that take the screen
/// from it, as in UIKit.
@Suite("Modal presentation styles")
@MainActor
struct ModalPresentationStyleTests {
  /// The presenter's callbacks while a controller of the style is presented and dismissed.
  private func presenterCallbacks(
    systemVersion: Int = Device.guidesSystemVersion,
    whilePresented change: @escaping @MainActor (UIViewController) -> Void = { _ in },
    presenting make: @escaping @MainActor () -> UIViewController
  ) async -> [String] {
    await Simulation.run(Script(device: Device(systemVersion: systemVersion))) { _ in
      let presented = make()
      let journal = Journal()
      let screen = RecordingViewController("A", journal: journal)
      let window = UIWindow(frame: .zero)
      window.rootViewController = screen
      window.makeKeyAndVisible()
      journal.clear()
      screen.present(presented, animated: true)
      #expect(screen.presentedViewController === presented)
      #expect(presented.view.window === window)
      change(presented)
      presented.dismiss(animated: true)
      #expect(screen.presentedViewController == nil)
      return journal.entries.filter { !$0.contains("Layout") }
    }
  }

  @Test("An alert leaves its presenter on screen: no appearance callbacks, as on a device")
  func alert() async {
    let callbacks = await presenterCallbacks {
      UIAlertController(title: "Bonus", message: "Watch an ad?", preferredStyle: .alert)
    }
    #expect(callbacks == [])
  }

  @Test(
    "Only a presentation that takes the screen tells the presenter",
    arguments: [
      (UIModalPresentationStyle.fullScreen, true), (.currentContext, true), (.pageSheet, false),
      (.formSheet, false), (.overFullScreen, false), (.overCurrentContext, false), (.popover, false),
      (.custom, false),
    ])
  func styles(style: UIModalPresentationStyle, covers: Bool) async {
    let callbacks = await presenterCallbacks {
      let presented = UIViewController()
      presented.modalPresentationStyle = style
      return presented
    }
    let covered = ["A viewWillDisappear", "A viewDidDisappear", "A viewWillAppear", "A viewDidAppear"]
    #expect(callbacks == (covers ? covered : []))
  }

  @Test("The automatic style is a full-screen presentation before iOS 13 and a page sheet from it")
  func automatic() async {
    let before = await presenterCallbacks(systemVersion: 12) {
      let presented = UIViewController()
      #expect(presented.modalPresentationStyle == .automatic)
      return presented
    }
    #expect(before == ["A viewWillDisappear", "A viewDidDisappear", "A viewWillAppear", "A viewDidAppear"])
    let from = await presenterCallbacks(systemVersion: 13) { UIViewController() }
    #expect(from == [])
  }

  @Test("The style as read at the presentation decides the dismissal's callbacks too")
  func styleChangedWhilePresented() async {
    let callbacks = await presenterCallbacks(whilePresented: { $0.modalPresentationStyle = .fullScreen }) {
      let presented = UIViewController()
      presented.modalPresentationStyle = .overFullScreen
      return presented
    }
    #expect(callbacks == [])
  }
}
