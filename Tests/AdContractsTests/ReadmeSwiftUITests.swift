import AdContracts
import FakeSwiftUI
import SwiftUIExampleClients
import Testing

/// The SwiftUI plug-in example of the Plugging in article, as written there.
let readmeSwiftUIStore = Subject.googleRewardedView(
  "CoinStoreView",
  userAsksToWatch: { $0.tapButton(titled: "Watch ad for 10 coins") },
  rewardsGranted: { SwiftUIUser.stateObject(CoinWallet.self, of: $0)?.rewarded ?? 0 },
  askOffered: { $0.buttonTitles.contains("Watch ad for 10 coins") }
) { _ in CoinStoreView() }

@Suite("The documentation's SwiftUI example")
struct ReadmeSwiftUITests {
  @Test("The documentation shows the plug-in example compiled here, and the store it plugs in keeps the rewarded rules")
  func swiftUIExample() async throws {
    let block = try #require(try ReadmeExampleTests.readmeBlocks("swift").first { $0.contains("googleRewardedView") })
    #expect(block.contains(#"userAsksToWatch: { $0.tapButton(titled: "Watch ad for 10 coins") },"#))
    #expect(block.contains(#"rewardsGranted: { SwiftUIUser.stateObject(CoinWallet.self, of: $0)?.rewarded ?? 0 },"#))
    #expect(block.contains(#"askOffered: { $0.buttonTitles.contains("Watch ad for 10 coins") }"#))
    for rule in GoogleRewardedRules.all {
      let report = await rule.run(against: readmeSwiftUIStore)
      // Without a clock from the context the expiry rule cannot judge; the user asks on
      // the screen the ad covers.
      let allowed: [Report.Status] =
        rule.id == "gma.rewarded.never-presents-expired"
        ? [.unverified]
        : rule.id == "gma.rewarded.single-presentation" ? [.notApplicable] : [.pass]
      #expect(allowed.contains(report.status), "\(rule.id): \(report.text)")
    }
  }
}
