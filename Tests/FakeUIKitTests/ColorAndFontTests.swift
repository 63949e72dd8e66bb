import AdSimulation
import FakeUIKit
import Testing

/// The red, green, blue and alpha components of a colour, read through `getRed`.
private func components(_ color: UIColor) -> [CGFloat] {
  var red: CGFloat = -1
  var green: CGFloat = -1
  var blue: CGFloat = -1
  var alpha: CGFloat = -1
  color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
  return [red, green, blue, alpha]
}

@Suite("Colours and fonts")
@MainActor
struct ColorAndFontTests {
  @Test("A colour keeps its components, compares equal by them, and takes a new alpha")
  func colorComponents() {
    let teal = UIColor(red: 0.1, green: 0.5, blue: 0.6, alpha: 1)
    #expect(components(teal) == [0.1, 0.5, 0.6, 1])
    #expect(teal == UIColor(red: 0.1, green: 0.5, blue: 0.6, alpha: 1))
    #expect(teal != UIColor(red: 0.1, green: 0.5, blue: 0.6, alpha: 0.9))
    #expect(teal.hash == UIColor(red: 0.1, green: 0.5, blue: 0.6, alpha: 1).hash)
    #expect(components(teal.withAlphaComponent(0.25)) == [0.1, 0.5, 0.6, 0.25])
    #expect(components(UIColor(white: 0.5, alpha: 0.8)) == [0.5, 0.5, 0.5, 0.8])
    #expect(UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1) == .red)
    #expect(Set([UIColor.red, UIColor(red: 1, green: 0, blue: 0, alpha: 1), .blue]).count == 2)
  }

  @Test("The named colours have their standard components, the system ones in light mode")
  func namedColors() {
    #expect(components(.white) == [1, 1, 1, 1])
    #expect(components(.black) == [0, 0, 0, 1])
    #expect(components(.clear) == [0, 0, 0, 0])
    #expect(components(.orange) == [1, 0.5, 0, 1])
    #expect(components(.gray) == [0.5, 0.5, 0.5, 1])
    #expect(components(.systemBlue) == [0, 122 / 255, 1, 1])
    #expect(UIColor.systemBackground == .white)
    #expect(UIColor.label == .black)
    #expect(components(.secondaryLabel)[3] == 0.6)
    #expect(UIColor.systemRed != .red)
  }

  @Test("A view has no background colour until set, and inherits its tint from its superview")
  func viewColors() async {
    await Simulation.run(Script()) { _ in
      let parent = UIView(frame: .zero)
      let child = UIView(frame: .zero)
      parent.addSubview(child)
      #expect(parent.backgroundColor == nil)
      parent.backgroundColor = .secondarySystemBackground
      #expect(parent.backgroundColor == .secondarySystemBackground)
      #expect(child.tintColor == .systemBlue)
      parent.tintColor = .systemOrange
      #expect(child.tintColor == .systemOrange)
      child.tintColor = .systemGreen
      #expect(child.tintColor == .systemGreen)
      child.tintColor = nil
      #expect(child.tintColor == .systemOrange)
    }
  }

  @Test("System fonts keep their size and weight; text styles take their default sizes")
  func fonts() {
    let regular = UIFont.systemFont(ofSize: 15)
    #expect(regular.pointSize == 15)
    #expect(UIFont.boldSystemFont(ofSize: 15) != regular)
    #expect(UIFont.boldSystemFont(ofSize: 15) == .systemFont(ofSize: 15, weight: .bold))
    #expect(UIFont.systemFont(ofSize: 15, weight: .semibold).fontName == ".SFUI-Semibold")
    #expect(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
    #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
    #expect(UIFont.preferredFont(forTextStyle: .caption2).pointSize == 11)
    #expect(UIFont.preferredFont(forTextStyle: .headline) == .systemFont(ofSize: 17, weight: .semibold))
    #expect(regular.withSize(20).pointSize == 20)
    #expect(UIFont(name: "Menlo", size: 12)?.fontName == "Menlo")
    #expect(UIFont.Weight.medium.rawValue > UIFont.Weight.regular.rawValue)
  }

  @Test("A label shows the label colour in the 17-point system font until told otherwise")
  func labelStyle() async {
    await Simulation.run(Script()) { _ in
      let label = UILabel(frame: .zero)
      #expect(label.textColor == .label)
      #expect(label.font == .systemFont(ofSize: 17))
      label.textColor = .secondaryLabel
      label.font = .boldSystemFont(ofSize: 24)
      label.textAlignment = .center
      label.numberOfLines = 0
      #expect(label.textColor == .secondaryLabel)
      #expect(label.font.pointSize == 24)
      #expect(label.textAlignment == .center && label.numberOfLines == 0)
      label.textColor = nil
      #expect(label.textColor == .label)
    }
  }
}
