import AdContracts
import AdContractsTesting
import Testing

/// The product page, its banner at the bottom.
let productScreen = Subject.googleBannerScreen(
    "SwiftyAds.ProductViewController", activitiesRunning: { $0.isTurning }, contentViews: { [$0.contentView] }
) { _ in ProductViewController(ads: SwiftyAdsStandIn()) }

@Test func dumpBanner() async {
    let table = await verdicts(GoogleBannerRules.all, productScreen, dump: true)
    #expect(!table.isEmpty)
}
