import AdSimulation
import FakeUIKit
import Testing

/// A view's layer keeps what the app sets, and its mask is the view's clipping.
@Suite("CALayer")
@MainActor
struct CALayerTests {
  @Test("Layer properties round-trip, with Core Animation's defaults")
  func roundTrip() async {
    await Simulation.run(Script()) { _ in
      let view = UIView()
      let layer = view.layer
      #expect(view.layer === layer)
      #expect(layer.shadowOpacity == 0 && layer.shadowRadius == 3 && layer.shadowOffset == CGSize(width: 0, height: -3))
      #expect(layer.borderColor == UIColor.black.cgColor && layer.opacity == 1 && layer.cornerCurve == .circular)
      layer.cornerRadius = 12
      layer.cornerCurve = .continuous
      layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
      layer.borderWidth = 1
      layer.borderColor = UIColor.red.cgColor
      layer.shadowColor = UIColor.black.withAlphaComponent(0.5).cgColor
      layer.shadowOpacity = 0.3
      layer.shadowOffset = CGSize(width: 0, height: 2)
      layer.shadowRadius = 6
      layer.opacity = 0.8
      #expect(layer.cornerRadius == 12 && layer.cornerCurve == .continuous && layer.borderWidth == 1)
      #expect(layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
      #expect(layer.borderColor == UIColor.red.cgColor)
      #expect(layer.shadowColor?.alpha == 0.5)
      #expect(layer.shadowOpacity == 0.3 && layer.shadowRadius == 6 && layer.shadowOffset.height == 2)
      #expect(layer.opacity == 0.8)
      #expect(UIColor(cgColor: UIColor.red.cgColor) == .red)
      #expect(CGColor(gray: 1, alpha: 1) == .white)
    }
  }

  @Test("masksToBounds is the view's clipsToBounds")
  func masksToBounds() async {
    await Simulation.run(Script()) { _ in
      let view = UIView()
      #expect(!view.clipsToBounds && !view.layer.masksToBounds)
      view.layer.masksToBounds = true
      #expect(view.clipsToBounds)
      view.clipsToBounds = false
      #expect(!view.layer.masksToBounds)
    }
  }
}
