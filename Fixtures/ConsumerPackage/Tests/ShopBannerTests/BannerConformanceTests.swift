import AdContractsTesting
import ShopSubjects
import Testing

@Test(arguments: IAdBannerRules.all)
func banner(_ rule: Rule) async { await rule.expectConformance(of: ShopSubjects.checkout) }
