import AdContractsTesting
import ShopSubjects
import Testing

@Test(arguments: BannerContracts.all)
func banner(_ contract: Contract) async { await contract.expectConformance(of: ShopSubjects.checkout) }
