import AdContracts
import AdContractsTesting
import Testing

/// The level screen, its interstitial shown at each level's end.
let levelScreen = Subject.googleInterstitialScreen(
    "SwiftyAds.LevelViewController", naturalBreak: { $0.levelEnded() }, contentProgress: { $0.level }
) { _ in LevelViewController(ads: SwiftyAdsStandIn()) }

/// The coin shop, its rewarded ad shown when the user taps "watch".
let coinShopScreen = Subject.googleRewardedScreen(
    "SwiftyAds.CoinShopViewController", userAsksToWatch: { $0.watchTapped() }, rewardsGranted: { $0.coins }
) { _ in CoinShopViewController(ads: SwiftyAdsStandIn()) }

/// Runs every contract of a catalogue against a subject and returns rule id -> verdict.
func verdicts(_ contracts: [Contract], _ subject: Subject, dump: Bool = false) async -> [String: Report.Status] {
    var table: [String: Report.Status] = [:]
    for contract in contracts {
        let report = await contract.run(against: subject)
        table[contract.id] = report.status
        if dump {
            print("VERDICT \(contract.id) \(report.status.rawValue): \(report.message)")
            if report.status != .pass && report.status != .notApplicable {
                for line in report.timeline { print("  TL \(line)") }
            }
        }
    }
    return table
}

@Test func dumpInterstitial() async {
    let table = await verdicts(GoogleInterstitialContracts.all, levelScreen, dump: true)
    #expect(!table.isEmpty)
}

@Test func dumpRewarded() async {
    let table = await verdicts(GoogleRewardedContracts.all, coinShopScreen, dump: true)
    #expect(!table.isEmpty)
}
