import AdSimulation
import FakeUIKit
import FakeiAd
import Foundation
import Testing

@Suite("ADBannerView sizes")
@MainActor
struct ADBannerViewSizeTests {
  struct SizeCase: Sendable, CustomTestStringConvertible {
    var device: Device
    var identifier: String
    var size: CGSize
    var testDescription: String {
      "\(device.idiom) held \(device.orientation): \(identifier.replacingOccurrences(of: "ADBannerContentSizeIdentifier", with: "")) is \(Int(size.width))×\(Int(size.height))"
    }
  }

  nonisolated static let sizeCases: [SizeCase] = Device.Orientation.allCases.flatMap { orientation in
    [
      SizeCase(
        device: Device(idiom: .phone, orientation: orientation), identifier: ADBannerContentSizeIdentifierPortrait,
        size: CGSize(width: 320, height: 50)),
      SizeCase(
        device: Device(idiom: .phone, orientation: orientation), identifier: ADBannerContentSizeIdentifierLandscape,
        size: CGSize(width: 480, height: 32)),
      SizeCase(
        device: Device(idiom: .pad, orientation: orientation), identifier: ADBannerContentSizeIdentifierPortrait,
        size: CGSize(width: 768, height: 66)),
      SizeCase(
        device: Device(idiom: .pad, orientation: orientation), identifier: ADBannerContentSizeIdentifierLandscape,
        size: CGSize(width: 1024, height: 66)),
      SizeCase(
        device: Device(idiom: .pad, orientation: orientation), identifier: ADBannerContentSizeIdentifier320x50,
        size: CGSize(width: 320, height: 50)),
      SizeCase(
        device: Device(idiom: .phone, orientation: orientation), identifier: ADBannerContentSizeIdentifier480x32,
        size: CGSize(width: 480, height: 32)),
    ]
  }

  @Test("size(fromBannerContentSizeIdentifier:) gives the idiom's size for each identifier", arguments: sizeCases)
  func sizes(_ example: SizeCase) async {
    await Simulation.run(Script(device: example.device)) { _ in
      #expect(ADBannerView.size(fromBannerContentSizeIdentifier: example.identifier) == example.size)
    }
  }

  @Test(
    "A new banner requires portrait and landscape, shows portrait, and is sized for the idiom",
    arguments: Device.Idiom.allCases)
  func defaults(_ idiom: Device.Idiom) async {
    await Simulation.run(Script(device: Device(idiom: idiom))) { _ in
      let banner = ADBannerView(frame: CGRect(x: 0, y: 10, width: 5, height: 5))
      #expect(
        banner.requiredIdentifiers == [ADBannerContentSizeIdentifierPortrait, ADBannerContentSizeIdentifierLandscape])
      #expect(banner.currentContentSizeIdentifier == ADBannerContentSizeIdentifierPortrait)
      #expect(banner.frame == CGRect(x: 0, y: 10, width: idiom == .pad ? 768 : 320, height: idiom == .pad ? 66 : 50))
    }
  }

  @Test("Setting currentContentSizeIdentifier resizes the frame and keeps its origin", arguments: Device.Idiom.allCases)
  func settingIdentifierResizes(_ idiom: Device.Idiom) async {
    await Simulation.run(Script(device: Device(idiom: idiom))) { sim in
      let banner = ADBannerView(frame: .zero)
      banner.frame.origin = CGPoint(x: 0, y: 200)
      banner.currentContentSizeIdentifier = ADBannerContentSizeIdentifierLandscape
      let landscape = idiom == .pad ? CGSize(width: 1024, height: 66) : CGSize(width: 480, height: 32)
      #expect(banner.frame == CGRect(origin: CGPoint(x: 0, y: 200), size: landscape))
      let changes = sim.trace.events(named: "currentContentSizeIdentifier")
      #expect(changes.map(\.kind) == [.property])
      #expect(changes.map(\.detail) == ["landscape → \(Int(landscape.width))×\(Int(landscape.height))"])
    }
  }

  @Test("An identifier outside requiredContentSizeIdentifiers is a misuse and changes nothing")
  func identifierOutsideRequired() async {
    await Simulation.run(Script()) { sim in
      let banner = ADBannerView(frame: .zero)
      banner.requiredContentSizeIdentifiers = [ADBannerContentSizeIdentifierPortrait]
      let before = sim.trace.events.count
      banner.currentContentSizeIdentifier = ADBannerContentSizeIdentifierLandscape
      #expect(banner.currentContentSizeIdentifier == ADBannerContentSizeIdentifierPortrait)
      #expect(banner.frame.size == CGSize(width: 320, height: 50))
      let after = Array(sim.trace.events.dropFirst(before))
      #expect(after.map(\.kind) == [.misuse])
      #expect(
        after.map(\.detail) == [
          "landscape is not in requiredContentSizeIdentifiers [portrait]; the device would throw"
        ])
    }
  }

  @Test("Unknown required identifiers are a misuse and the required set stays as it was")
  func unknownRequired() async {
    await Simulation.run(Script()) { sim in
      let banner = ADBannerView(frame: .zero)
      let before = sim.trace.events.count
      banner.requiredContentSizeIdentifiers = [
        ADBannerContentSizeIdentifierPortrait, "ADBannerContentSizeIdentifierHuge",
      ]
      #expect(
        banner.requiredIdentifiers == [ADBannerContentSizeIdentifierPortrait, ADBannerContentSizeIdentifierLandscape])
      let after = Array(sim.trace.events.dropFirst(before))
      #expect(after.map(\.kind) == [.misuse])
      #expect(
        after.map(\.detail) == [
          "unknown identifiers [ADBannerContentSizeIdentifierHuge], sizes the SDK does not have; kept [landscape, portrait]"
        ])
    }
  }

  @Test("Known required identifiers are recorded as a property change")
  func knownRequired() async {
    await Simulation.run(Script()) { sim in
      let banner = ADBannerView(frame: .zero)
      banner.requiredContentSizeIdentifiers = [ADBannerContentSizeIdentifierPortrait]
      #expect(banner.requiredIdentifiers == [ADBannerContentSizeIdentifierPortrait])
      #expect(sim.trace.events(named: "requiredContentSizeIdentifiers").map(\.detail) == ["[portrait]"])
    }
  }

  @Test("An unknown identifier passed to size(fromBannerContentSizeIdentifier:) is a misuse with zero size")
  func unknownIdentifierSize() async {
    await Simulation.run(Script()) { sim in
      #expect(ADBannerView.size(fromBannerContentSizeIdentifier: "nonsense") == .zero)
      #expect(sim.trace.events(.misuse).map(\.detail) == ["unknown identifier \"nonsense\"; the device would throw"])
    }
  }

  @Test("The frame's size cannot be changed; setting it only moves the banner")
  func frameSizeFixed() async {
    await Simulation.run(Script()) { sim in
      let banner = ADBannerView(frame: .zero)
      banner.frame = CGRect(x: 10, y: 20, width: 100, height: 100)
      #expect(banner.frame == CGRect(x: 10, y: 20, width: 320, height: 50))
      banner.frame.size.width = 768
      #expect(banner.frame.size == CGSize(width: 320, height: 50))
      #expect(
        sim.trace.events(named: "frame").map(\.detail) == [
          "size 100×100 ignored; banners keep their content size",
          "size 768×50 ignored; banners keep their content size",
        ])
      banner.center = CGPoint(x: 160, y: 455)
      #expect(banner.frame == CGRect(x: 0, y: 430, width: 320, height: 50))
    }
  }

  @Test("Requiring more sizes than the inventory has makes fills fail with inventoryUnavailable")
  func inventoryNarrows() async {
    await Simulation.run(Script(inventoryMaximumRequiredSizes: 1)) { sim in
      let delegate = RecordingBannerDelegate()
      let banner = ADBannerView(frame: .zero)
      banner.delegate = delegate
      await sim.perform(.respond(.fill()))
      await sim.perform(.advance(.zero))
      #expect(!banner.isBannerLoaded)
      #expect((delegate.errors.first as? ADError)?.code == .inventoryUnavailable)
      banner.requiredContentSizeIdentifiers = [ADBannerContentSizeIdentifierPortrait]
      await sim.perform(.respond(.fill()))
      await sim.perform(.advance(.seconds(30)))
      #expect(banner.isBannerLoaded)
      #expect(delegate.log == ["didFail 3 loaded=false", "willLoad loaded=false", "didLoad loaded=true"])
    }
  }

  @Test("With no inventory limit, a banner requiring both sizes fills")
  func noInventoryLimit() async {
    await Simulation.run(Script()) { sim in
      let banner = ADBannerView(frame: .zero)
      await sim.perform(.respond(.fill()))
      await sim.perform(.advance(.zero))
      #expect(banner.requiredIdentifiers.count == 2)
      #expect(banner.isBannerLoaded)
    }
  }
}
