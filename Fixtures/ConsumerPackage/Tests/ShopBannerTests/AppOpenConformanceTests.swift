import AdContractsTesting
import ShopBanner
import Testing

let shop = Subject.appOpen(
  "ShopAppDelegate", readsTimeFromContext: true, isLoadingScreenUp: { $0.isSplashUp },
  returningUser: { $0.earlierOpens = 10 }
) { context in ShopAppDelegate(now: { context.now() }, clock: context.clock) }

@Test(arguments: AppOpenContracts.all)
func appOpen(_ contract: Contract) async { await contract.expectConformance(of: shop) }
