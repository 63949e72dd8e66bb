import AdSimulation
import FakeSwiftUI
import FakeUIKit
import Testing

/// A UIKit view whose size of its own the test changes, as a banner's changes with the ad
/// it loads.
private final class SizedBox: UIView {
  var ownSize = CGSize(width: 320, height: 50)
  override var intrinsicContentSize: CGSize { ownSize }
}

private struct SizedRepresentable: UIViewRepresentable {
  let box: SizedBox
  func makeUIView(context: Context) -> SizedBox { box }
  func updateUIView(_ uiView: SizedBox, context: Context) {}
}

private struct SizedScreen: View {
  let box: SizedBox

  var body: some View {
    VStack {
      Text("Article")
      Spacer()
      SizedRepresentable(box: box)
    }
  }
}

@Suite("The host's own layouts")
@MainActor
struct HostLayoutTests {
  @Test("A host's layout places a representable again when its UIKit view's own size changed, with no update")
  func intrinsicSizeChange() async {
    await Simulation.run(Script()) { _ in
      let box = SizedBox()
      let (window, controller) = host(SizedScreen(box: box))
      #expect(box.frame == CGRect(x: 0, y: 430, width: 320, height: 50))
      controller.view.layoutIfNeeded()
      #expect(box.frame == CGRect(x: 0, y: 430, width: 320, height: 50))
      box.ownSize = CGSize(width: 300, height: 250)
      controller.view.layoutIfNeeded()
      #expect(box.frame == CGRect(x: 10, y: 230, width: 300, height: 250))
      withExtendedLifetime(window) {}
    }
  }

  @Test("A host's layout puts back a representable's UIKit view the app moved or faded itself")
  func appMovedTheView() async {
    await Simulation.run(Script()) { _ in
      let box = SizedBox()
      let (window, controller) = host(SizedScreen(box: box))
      box.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
      controller.view.layoutIfNeeded()
      #expect(box.frame == CGRect(x: 0, y: 430, width: 320, height: 50))
      box.alpha = 0.5
      controller.view.layoutIfNeeded()
      #expect(box.alpha == 1)
      withExtendedLifetime(window) {}
    }
  }
}
