import AdContractsTesting
import ShopSubjects
import Testing

@Test(arguments: GoogleInterstitialContracts.all)
func googleInterstitial(_ contract: Contract) async {
  await contract.expectConformance(of: ShopSubjects.deals, strict: true)
}
