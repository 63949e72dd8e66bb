import AdSimulation
import FakeSwiftUI
import FakeUIKit
import Testing

private struct TrailCard: View {
  let kilometres: Double
  let climbs: Int

  var body: some View {
    VStack {
      Text("\(kilometres, specifier: "%.1f") km")
        .foregroundStyle(.secondary)
      Text("\(climbs) climbs")
      Button("Start") {}
        .buttonStyle(.borderedProminent)
    }
  }
}

/// A controller a representable shows, which notes the sizes it is told of.
private final class SizeNotingController: UIViewController {
  var sizes: [CGSize] = []

  override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
    super.viewWillTransition(to: size, with: coordinator)
    sizes.append(size)
  }
}

private struct SizeNotingRepresentable: UIViewControllerRepresentable {
  let controller: SizeNotingController

  func makeUIViewController(context: Context) -> SizeNotingController { controller }
  func updateUIViewController(_ controller: SizeNotingController, context: Context) {}
}

@Suite("Text, styles and representable controllers")
@MainActor
struct StyleAndTextTests {
  @Test(
    "A literal's interpolations write their values, a specifier formats a number, and styles leave the buttons as they are"
  )
  func textAndStyles() async {
    await Simulation.run(Script()) { sim in
      let (window, controller) = host(TrailCard(kilometres: 12.345, climbs: 3))
      await sim.settle()
      #expect(SwiftUIUser.texts(shownBy: controller) == ["12.3 km", "3 climbs", "Start"])
      #expect(controller.buttonTitles == ["Start"])
      withExtendedLifetime(window) {}
    }
  }

  @Test("A rotation reaches the controller a representable shows, as UIKit tells every child")
  func rotationReachesRepresentedController() async {
    await Simulation.run(Script()) { sim in
      let noting = SizeNotingController()
      let (window, _) = host(SizeNotingRepresentable(controller: noting))
      await sim.settle()
      await sim.perform(.rotate(.landscape))
      #expect(noting.sizes.count == 1)
      #expect(noting.sizes.first.map { $0.width > $0.height } == true)
      withExtendedLifetime(window) {}
    }
  }
}
