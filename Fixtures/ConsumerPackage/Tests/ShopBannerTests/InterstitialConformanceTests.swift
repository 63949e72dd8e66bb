import AdContractsTesting
import ShopSubjects
import Testing

@Test(arguments: InterstitialContracts.all)
func interstitial(_ contract: Contract) async { await contract.expectConformance(of: ShopSubjects.lookbook) }
