// swift-tools-version: 6.2
import PackageDescription

/// A team's own package, plugging its banner client into AdConformance the way any team would.
let package = Package(
  name: "ConsumerPackage",
  platforms: [.macOS(.v15)],
  dependencies: [.package(name: "AdConformance", path: "../..")],
  targets: [
    .target(
      name: "ShopBanner",
      dependencies: [
        .product(name: "FakeiAd", package: "AdConformance"),
        .product(name: "FakeUIKit", package: "AdConformance"),
        .product(name: "FakeGoogleMobileAds", package: "AdConformance"),
      ]),
    .testTarget(
      name: "ShopBannerTests",
      dependencies: [
        "ShopBanner",
        .product(name: "AdContractsTesting", package: "AdConformance"),
      ]),
  ],
  swiftLanguageModes: [.v6]
)
