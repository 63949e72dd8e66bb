import AdContractsTesting
import ShopSubjects
import Testing

@Test(arguments: AppOpenContracts.all)
func appOpen(_ contract: Contract) async { await contract.expectConformance(of: ShopSubjects.shop) }
