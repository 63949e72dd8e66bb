import AdSimulation
import FakeUIKit
import Testing

@Suite("Buttons")
@MainActor
struct ButtonTests {
  @Test("A button's title for a state falls back to the normal title, and the current title follows its state")
  func titlesPerState() async {
    await Simulation.run(Script()) { _ in
      let button = UIButton(type: .system)
      #expect(button.buttonType == .system)
      #expect(UIButton(frame: .zero).buttonType == .custom)
      #expect(UIButton.ButtonType.roundedRect == .system)
      button.setTitle("Play", for: .normal)
      button.setTitle("Playing", for: .selected)
      #expect(button.title(for: .highlighted) == "Play")
      #expect(button.title(for: .selected) == "Playing")
      #expect(button.currentTitle == "Play")
      button.isSelected = true
      #expect(button.state == .selected)
      #expect(button.currentTitle == "Playing")
      #expect(button.titleLabel?.text == "Playing")
      button.isSelected = false
      button.isEnabled = false
      #expect(button.state == .disabled)
      #expect(button.currentTitle == "Play")
      button.setTitle(nil, for: .normal)
      #expect(button.currentTitle == nil)
    }
  }

  @Test(
    "A button made with a primary action takes the action's title; one with a configuration shows the configuration's")
  func primaryActionsAndConfigurations() async {
    await Simulation.run(Script()) { _ in
      let taps = Counter()
      let typed = UIButton(type: .system, primaryAction: UIAction(title: "Watch an ad") { _ in taps.count += 1 })
      #expect(typed.currentTitle == "Watch an ad")
      #expect(UIButton(primaryAction: UIAction(title: "Skip") { _ in }).currentTitle == "Skip")
      #expect(UIButton(type: .system, primaryAction: UIAction { _ in }).currentTitle == nil)

      var configuration = UIButton.Configuration.filled()
      configuration.title = "Get 3 hints"
      let configured = UIButton(configuration: configuration, primaryAction: UIAction { _ in taps.count += 10 })
      #expect(configured.buttonType == .system)
      #expect(configured.configuration?.style == .filled)
      #expect(configured.currentTitle == "Get 3 hints")
      #expect(configured.titleLabel?.text == "Get 3 hints")
      let titled = Self.nextRoundButton(counting: taps)
      #expect(titled.currentTitle == "Next round")
      // The configuration's title stands in for the per-state ones while it is set.
      titled.setTitle("Ignored", for: .normal)
      #expect(titled.currentTitle == "Next round")
      titled.configuration?.title = "Round 2"
      #expect(titled.titleLabel?.text == "Round 2")
      titled.configuration = nil
      #expect(titled.currentTitle == "Ignored")

      for button in [typed, configured, titled] { button.sendActions(for: .touchUpInside) }
      #expect(taps.count == 111)
    }
  }

  /// A button with a configuration whose primary action has a title.
  static func nextRoundButton(counting taps: Counter) -> UIButton {
    UIButton(configuration: .tinted(), primaryAction: UIAction(title: "Next round") { _ in taps.count += 100 })
  }

  /// A count the buttons' actions share.
  final class Counter {
    var count = 0
  }

  @Test("Title colours fall back to the normal one, then to the tint for a system button and white for a custom one")
  func titleColors() async {
    await Simulation.run(Script()) { _ in
      let system = UIButton(type: .system)
      #expect(system.currentTitleColor == .systemBlue)
      system.tintColor = .systemRed
      #expect(system.currentTitleColor == .systemRed)
      system.setTitleColor(.white, for: .normal)
      system.setTitleColor(.lightGray, for: .disabled)
      #expect(system.titleColor(for: .highlighted) == .white)
      system.isEnabled = false
      #expect(system.currentTitleColor == .lightGray)
      #expect(system.titleLabel?.textColor == .lightGray)
      #expect(UIButton(type: .custom).currentTitleColor == .white)
    }
  }

  @Test("A button made by type still runs its primary action and its tap actions")
  func typedButtonTaps() async {
    await Simulation.run(Script()) { _ in
      var taps: [String] = []
      let button = UIButton(type: .system, primaryAction: UIAction(title: "Retry") { _ in taps.append("primary") })
      button.addAction(UIAction { _ in taps.append("tap") }, for: .touchUpInside)
      button.sendActions(for: .touchUpInside)
      #expect(taps == ["primary", "tap"])
      button.isEnabled = false
      button.sendActions(for: .touchUpInside)
      #expect(taps.count == 2)
    }
  }
}
