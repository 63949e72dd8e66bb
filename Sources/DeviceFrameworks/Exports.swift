// Every fake in one product, for a team's ad code that takes them under the real
// frameworks' names with SwiftPM's `moduleAliases` and keeps its device import block
// (`import UIKit`, `import GoogleMobileAds`). The product lists each fake both as a
// target of its own and as a dependency of this one: SwiftPM then hands the consuming
// target the aliased names as they are, where with a single-fake product it compiles
// that target with `-module-alias FakeUIKit=UIKit` and only the fake names resolve in it.
@_exported import FakeAdSupport
@_exported import FakeAppTrackingTransparency
@_exported import FakeCombine
@_exported import FakeGoogleMobileAds
@_exported import FakeSwiftUI
@_exported import FakeUIKit
@_exported import FakeUserMessagingPlatform
@_exported import FakeiAd
