import AdSimulation
import FakeUIKit
import Testing

/// The storyboard outlets an ad flow writes: a status label and a spinner shown while an
/// ad loads.
@Suite("Labels and spinners")
@MainActor
struct LabelAndSpinnerTests {
  @Test("A label keeps its text, lines and alignment")
  func label() {
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 20))
    #expect(label.text == nil)
    label.text = "Coins: 10"
    label.numberOfLines = 0
    label.textAlignment = .center
    #expect(label.text == "Coins: 10")
    #expect(label.numberOfLines == 0)
    #expect(label.textAlignment == .center)
  }

  @Test("A spinner is hidden until it starts and hides again when it stops, unless told not to")
  func spinner() {
    let spinner = UIActivityIndicatorView(style: .large)
    #expect(spinner.isHidden && !spinner.isAnimating)
    spinner.startAnimating()
    #expect(!spinner.isHidden && spinner.isAnimating)
    spinner.stopAnimating()
    #expect(spinner.isHidden && !spinner.isAnimating)

    let kept = UIActivityIndicatorView(frame: .zero)
    kept.hidesWhenStopped = false
    kept.isHidden = false
    kept.startAnimating()
    kept.stopAnimating()
    #expect(!kept.isHidden && !kept.isAnimating)
    kept.hidesWhenStopped = true
    #expect(kept.isHidden)
  }

  @Test("A stopped spinner in a window is not on screen; a spinning one is")
  func spinnerOnScreen() async {
    await Simulation.run(Script()) { _ in
      let window = UIWindow(frame: UIScreen.main.bounds)
      let screen = UIViewController()
      window.rootViewController = screen
      window.makeKeyAndVisible()
      let spinner = UIActivityIndicatorView(style: .medium)
      spinner.frame = CGRect(x: 100, y: 100, width: 20, height: 20)
      screen.view.addSubview(spinner)
      #expect(!spinner.isOnScreen)
      spinner.startAnimating()
      #expect(spinner.isOnScreen)
    }
  }
}
