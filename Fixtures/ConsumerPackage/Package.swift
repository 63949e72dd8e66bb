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
    .target(
      name: "ShopSubjects",
      dependencies: ["ShopBanner", .product(name: "AdContracts", package: "AdConformance")]),
    .executableTarget(
      name: "shop-adconform",
      dependencies: ["ShopSubjects", .product(name: "AdConformCommand", package: "AdConformance")]),
    .testTarget(
      name: "ShopBannerTests",
      dependencies: [
        "ShopBanner", "ShopSubjects",
        .product(name: "AdContractsTesting", package: "AdConformance"),
      ]),
  ],
  swiftLanguageModes: [.v6]
)
