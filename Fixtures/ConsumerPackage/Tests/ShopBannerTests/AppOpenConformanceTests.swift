import AdContractsTesting
import ShopSubjects
import Testing

@Test(arguments: GoogleAppOpenRules.all)
func appOpen(_ rule: Rule) async { await rule.expectConformance(of: ShopSubjects.shop) }
