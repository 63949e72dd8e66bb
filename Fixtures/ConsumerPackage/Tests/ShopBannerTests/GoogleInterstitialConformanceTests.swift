import AdContractsTesting
import ShopSubjects
import Testing

@Test(arguments: GoogleInterstitialRules.all)
func googleInterstitial(_ rule: Rule) async {
  await rule.expectConformance(of: ShopSubjects.deals, strict: true)
}
