import AdContractsTesting
import ShopSubjects
import Testing

@Test(arguments: IAdInterstitialRules.all)
func interstitial(_ rule: Rule) async { await rule.expectConformance(of: ShopSubjects.lookbook) }
