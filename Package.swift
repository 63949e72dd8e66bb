// swift-tools-version: 6.2
import PackageDescription

/// The Dispatch calls that put work off (a sleeping task's wake-up, an app's `asyncAfter`
/// with `qos:` or a work item, an app's timer source), and the reads of the system's random
/// generator, which a program that links the runtime in sends to RuntimeHooks'
/// `DelayedWork.c`, `AppTimers.c` and `AppRandom.c`, so they run on the virtual clock and
/// draw from the script's seed there too.
let delayedWorkWraps = [
  "dispatch_after_f", "dispatch_after", "dispatch_source_set_timer", "dispatch_source_set_event_handler_f",
  "dispatch_activate", "dispatch_source_create", "dispatch_source_set_event_handler", "dispatch_resume",
  "dispatch_suspend", "dispatch_source_cancel", "getrandom", "syscall", "_foundation_uuid_generate_random",
].flatMap { ["-Xlinker", "--wrap=\($0)"] }

/// AdConformance: a scripted fake ad SDK, rule suites for ad delegates, and the
/// `adconform` command. The package uses the Swift toolchain alone.
let package = Package(
  name: "AdConformance",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "AdSimulation", targets: ["AdSimulation"]),
    .library(name: "FakeCombine", targets: ["FakeCombine"]),
    .library(name: "FakeFoundation", targets: ["FakeFoundation"]),
    .library(name: "FakeUIKit", targets: ["FakeUIKit"]),
    .library(name: "FakeSwiftUI", targets: ["FakeSwiftUI"]),
    .library(name: "FakeiAd", targets: ["FakeiAd"]),
    .library(name: "FakeGoogleMobileAds", targets: ["FakeGoogleMobileAds"]),
    .library(name: "FakeUserMessagingPlatform", targets: ["FakeUserMessagingPlatform"]),
    .library(name: "FakeAppTrackingTransparency", targets: ["FakeAppTrackingTransparency"]),
    .library(name: "FakeAdSupport", targets: ["FakeAdSupport"]),
    // Every fake, for ad code that takes them under the real frameworks' names with
    // `moduleAliases` (README, "Plug your module in"). Each fake is listed here and is a
    // dependency of DeviceFrameworks: SwiftPM then lets the consuming target import the
    // aliased names (`import UIKit`), where for a single-fake product it compiles that
    // target with `-module-alias FakeUIKit=UIKit` and only `import FakeUIKit` resolves.
    .library(
      name: "DeviceFrameworks",
      targets: [
        "DeviceFrameworks", "FakeCombine", "FakeFoundation", "FakeUIKit", "FakeSwiftUI", "FakeiAd",
        "FakeGoogleMobileAds",
        "FakeUserMessagingPlatform", "FakeAppTrackingTransparency", "FakeAdSupport",
      ]),
    .library(name: "AdContracts", targets: ["AdContracts"]),
    .library(name: "AdContractsTesting", targets: ["AdContractsTesting"]),
    .library(name: "ExampleClients", targets: ["ExampleClients"]),
    .library(name: "AdConformCommand", targets: ["AdConformCommand"]),
    // The command programs, `adconform` and `independent-adconform`, are executable targets
    // and no products: the root package runs them (`swift run adconform`), and a team's
    // package never builds them. As products, SwiftPM built them in a team's package after
    // `swift run` or `swift build --product` of the team's own gate, where the team's module
    // aliases rename the fakes their bundled clients import, and the build failed.
  ],
  targets: [
    // The Swift runtime's executor hooks, which the simulation's scheduler takes over.
    // A release build on Linux links the programs with `delayedWorkWraps`: the stand-ins for
    // functions only the C library defines are then left out, so its own are linked in.
    .target(
      name: "RuntimeHooks",
      cSettings: [.define("RUNTIME_HOOKS_WRAPPED", .when(platforms: [.linux], configuration: .release))]),
    .target(name: "AdSimulation", dependencies: ["RuntimeHooks"]),
    .target(name: "FakeCombine"),
    .target(name: "FakeFoundation", dependencies: ["AdSimulation", "FakeCombine"]),
    .target(name: "FakeUIKit", dependencies: ["AdSimulation", "FakeFoundation"]),
    .target(name: "FakeSwiftUI", dependencies: ["AdSimulation", "FakeCombine", "FakeUIKit"]),
    .target(name: "FakeiAd", dependencies: ["AdSimulation", "FakeUIKit"]),
    .target(name: "FakeGoogleMobileAds", dependencies: ["AdSimulation", "FakeUIKit"]),
    .target(name: "FakeUserMessagingPlatform", dependencies: ["AdSimulation", "FakeUIKit"]),
    .target(name: "FakeAppTrackingTransparency", dependencies: ["AdSimulation", "FakeUIKit"]),
    .target(name: "FakeAdSupport", dependencies: ["AdSimulation", "FakeAppTrackingTransparency"]),
    .target(
      name: "DeviceFrameworks",
      dependencies: [
        "FakeCombine", "FakeFoundation", "FakeUIKit", "FakeSwiftUI", "FakeiAd", "FakeGoogleMobileAds",
        "FakeUserMessagingPlatform", "FakeAppTrackingTransparency", "FakeAdSupport",
      ]),
    .target(
      name: "AdContracts",
      dependencies: [
        "AdSimulation", "FakeUIKit", "FakeSwiftUI", "FakeiAd", "FakeGoogleMobileAds", "FakeUserMessagingPlatform",
      ],
      path: "Contracts/AdContracts"),
    .target(
      name: "AdContractsTesting",
      dependencies: ["AdContracts"],
      path: "Contracts/AdContractsTesting"),
    .target(
      name: "ExampleClients",
      dependencies: ["FakeUIKit", "FakeiAd", "FakeGoogleMobileAds", "FakeUserMessagingPlatform"],
      path: "Fixtures/ExampleClients"),
    .target(
      name: "ExampleClientsSwift5",
      dependencies: ["ExampleClients", "FakeUIKit", "FakeGoogleMobileAds"],
      path: "Fixtures/ExampleClientsSwift5",
      swiftSettings: [.swiftLanguageMode(.v5)]),
    // Teaching examples and faulty twins written in SwiftUI.
    .target(
      name: "SwiftUIExampleClients",
      dependencies: ["ExampleClients", "FakeSwiftUI", "FakeGoogleMobileAds"],
      path: "Fixtures/SwiftUIExampleClients"),
    .target(
      name: "ExampleSubjects",
      dependencies: ["AdContracts", "ExampleClients", "ExampleClientsSwift5", "SwiftUIExampleClients"],
      path: "Fixtures/ExampleSubjects"),
    .target(name: "AdConformCommand", dependencies: ["AdContracts", "AdSimulation"]),
    // The bench, which only the adconform program links: a team's gate executable does not.
    .target(name: "AdConformBench", dependencies: ["AdConformCommand", "AdContracts", "AdSimulation"]),
    // On Linux the release build links the Swift runtime and Foundation into the program:
    // it starts in half the time (each exploration worker too) and its calls into the
    // runtime skip the shared libraries' indirections. Debug builds stay shared, quick to link.
    // Wrapping `main` starts the fresh launches' launcher once those libraries are readied,
    // so it can warm the runtime up before each launch is forked (RuntimeHooks' FreshLaunch.c).
    .executableTarget(
      name: "adconform", dependencies: ["AdConformCommand", "AdConformBench", "ExampleSubjects"],
      swiftSettings: [.unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release))],
      linkerSettings: [
        .unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release)),
        .unsafeFlags(["-Xlinker", "--wrap=main"], .when(platforms: [.linux])),
        .unsafeFlags(delayedWorkWraps, .when(platforms: [.linux], configuration: .release)),
      ]),

    // Builds the malformed-JSON corpus that the script and baseline tests read.
    .target(name: "JSONCorpus", path: "Tests/JSONCorpus"),
    .testTarget(name: "AdSimulationTests", dependencies: ["AdSimulation", "JSONCorpus"]),
    .testTarget(name: "FakeCombineTests", dependencies: ["FakeCombine", "FakeUIKit", "AdSimulation"]),
    .testTarget(name: "FakeUIKitTests", dependencies: ["FakeUIKit", "FakeFoundation"]),
    .testTarget(name: "FakeSwiftUITests", dependencies: ["FakeSwiftUI", "FakeUIKit", "FakeCombine", "AdSimulation"]),
    // Google's SwiftUI demo, rewritten in its published shape, launched as an app; in Swift 5
    // mode, as its Xcode project builds it.
    .testTarget(
      name: "GoogleSwiftUIDemoTests",
      dependencies: [
        "AdContracts", "FakeSwiftUI", "FakeGoogleMobileAds", "FakeUserMessagingPlatform", "FakeUIKit", "FakeCombine",
        "AdSimulation",
      ],
      swiftSettings: [.swiftLanguageMode(.v5)]),
    // The demo's screens and view models in Swift 6 mode (its folder links to the tests'
    // own). The menu is left out: it makes its screens in a nonisolated enum, which Swift 6
    // mode flags, as it would against SwiftUI.
    .target(
      name: "GoogleSwiftUIDemoSwift6",
      dependencies: ["FakeSwiftUI", "FakeGoogleMobileAds", "FakeUserMessagingPlatform", "FakeUIKit", "FakeCombine"],
      path: "Tests/GoogleSwiftUIDemoSwift6",
      exclude: ["Demo/MenuItem.swift", "Demo/MenuView.swift", "Demo/SwiftUIDemoApp.swift"]),
    .testTarget(
      name: "FakeAppTrackingTransparencyTests",
      dependencies: ["FakeAppTrackingTransparency", "FakeAdSupport", "FakeGoogleMobileAds", "AdSimulation"]),
    .testTarget(name: "FakeiAdTests", dependencies: ["FakeiAd"]),
    .testTarget(name: "FakeGoogleMobileAdsTests", dependencies: ["FakeGoogleMobileAds"]),
    .testTarget(
      name: "FakeUserMessagingPlatformTests", dependencies: ["FakeUserMessagingPlatform", "AdSimulation"]),
    .testTarget(
      name: "AdContractsTests",
      dependencies: [
        "AdContracts", "ExampleSubjects", "ExampleClients", "SwiftUIExampleClients", "AdSimulation", "FakeiAd",
        "FakeUIKit", "FakeSwiftUI", "FakeGoogleMobileAds", "FakeUserMessagingPlatform",
      ],
      exclude: ["Golden"]),
    .testTarget(
      name: "AdContractsTestingTests",
      dependencies: ["AdContractsTesting", "ExampleSubjects"]),
    // Code in each language mode calls the SDKs as it does against their Objective-C imports.
    .testTarget(
      name: "ImportedIsolationSwift5Tests",
      dependencies: ["FakeGoogleMobileAds", "FakeUserMessagingPlatform", "FakeFoundation", "AdSimulation"],
      swiftSettings: [.swiftLanguageMode(.v5)]),
    .testTarget(
      name: "ImportedIsolationSwift6Tests",
      dependencies: [
        "FakeGoogleMobileAds", "FakeUserMessagingPlatform", "FakeAppTrackingTransparency", "FakeAdSupport",
        "AdSimulation",
      ]),
    // A kind of ad defined entirely here, plugged in through the public API alone.
    .testTarget(
      name: "PlugInKindTests",
      dependencies: ["AdContractsTesting", "AdConformCommand", "AdSimulation", "FakeUIKit"]),
    // Google's public Swift samples, each ad screen in both name sets, run through the
    // rules of its kind as a team would plug them in.
    .testTarget(
      name: "GoogleSampleClientsTests",
      dependencies: [
        "AdContractsTesting", "AdContracts", "AdSimulation", "FakeUIKit", "FakeGoogleMobileAds",
        "FakeUserMessagingPlatform",
      ],
      exclude: ["MISSING.md"],
      swiftSettings: [.swiftLanguageMode(.v5)]),
    // The same samples built in Swift 6 mode, the mode Google's example projects use (its
    // folders link to the samples' own); the APIDemo's collapsible banner screen comes from a
    // Swift 5 project and stays in Swift 5 mode.
    .target(
      name: "GoogleSamplesSwift6",
      dependencies: ["FakeUIKit", "FakeGoogleMobileAds", "FakeUserMessagingPlatform"],
      path: "Tests/GoogleSamplesSwift6",
      exclude: [
        "GAD/GADCollapsibleBannerSampleViewController.swift", "V12/CollapsibleBannerSampleViewController.swift",
      ]),
    // A public ad library's ad code, rewritten in its published shape, with app screens that use it.
    .testTarget(
      name: "PublicLibraryClientsTests",
      dependencies: [
        "AdContractsTesting", "AdContracts", "AdSimulation", "FakeUIKit", "FakeGoogleMobileAds",
        "FakeUserMessagingPlatform",
      ],
      exclude: ["MISSING.md"],
      swiftSettings: [.swiftLanguageMode(.v5)]),
    // Public apps' and ad libraries' ad code, rewritten in its published shape, each driven
    // through a short flow in a simulation.
    .testTarget(
      name: "PublicClientsTests",
      dependencies: [
        "AdSimulation", "FakeUIKit", "FakeGoogleMobileAds", "FakeUserMessagingPlatform",
      ],
      exclude: ["MEASURED.md"],
      swiftSettings: [.swiftLanguageMode(.v5)]),
    // An app written apart from the rules as a module of its own, its files as written but
    // for the import block: a model file among them imports only Foundation.
    .target(
      name: "IndependentQuizNight",
      dependencies: ["FakeUIKit", "FakeGoogleMobileAds", "FakeUserMessagingPlatform"],
      path: "Tests/IndependentQuizNight",
      swiftSettings: [.swiftLanguageMode(.v5)]),
    // A game written apart from the rules, Dispatch first (a timer source's game loop, a work
    // item, `asyncAfter` with `qos:`, `Int.random`), its files as written but for the import
    // block, and one file through which the harness reaches its internal types.
    .target(
      name: "IndependentDispatchGame",
      dependencies: ["FakeUIKit", "FakeGoogleMobileAds"],
      path: "Tests/IndependentDispatchGame",
      swiftSettings: [.swiftLanguageMode(.v5)]),
    // Apps written apart from the rules, each subject with what its verdict table declares.
    .target(
      name: "IndependentApps",
      dependencies: [
        "AdContracts", "AdSimulation", "FakeUIKit", "FakeSwiftUI", "FakeCombine", "FakeGoogleMobileAds",
        "FakeUserMessagingPlatform", "FakeAppTrackingTransparency", "IndependentQuizNight", "IndependentDispatchGame",
      ],
      path: "Tests/IndependentApps",
      swiftSettings: [.swiftLanguageMode(.v5)]),
    // The `adconform` command over the independent apps, for `.ci/explore-independent`;
    // linked as the adconform program is.
    .executableTarget(
      name: "independent-adconform", dependencies: ["AdConformCommand", "IndependentApps"],
      path: "Tests/IndependentAppsCommand",
      swiftSettings: [.unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release))],
      linkerSettings: [
        .unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release)),
        .unsafeFlags(["-Xlinker", "--wrap=main"], .when(platforms: [.linux])),
        .unsafeFlags(delayedWorkWraps, .when(platforms: [.linux], configuration: .release)),
      ]),
    .testTarget(
      name: "IndependentClientsTests",
      dependencies: [
        "IndependentApps", "AdContracts", "AdSimulation", "FakeUIKit", "FakeSwiftUI", "FakeCombine",
        "FakeGoogleMobileAds", "FakeUserMessagingPlatform", "FakeAppTrackingTransparency",
      ],
      exclude: ["VERDICTS.md", "SwiftUIBanner/VERDICTS.md", "SwiftUIFullScreen/VERDICTS.md"],
      swiftSettings: [.swiftLanguageMode(.v5)]),
    .testTarget(
      name: "AdConformCommandTests",
      dependencies: ["AdConformCommand", "AdConformBench", "ExampleSubjects", "AdSimulation", "JSONCorpus"]),
  ],
  swiftLanguageModes: [.v6]
)
