import AdContractsTesting
import ShopBanner
import Testing

let checkout = Subject.bannerScreen(
  "CheckoutViewController", activitiesRunning: { $0.isCarouselTurning },
  recreatableMemory: { $0.imageCacheBytes }, urgentEvent: { $0.deliveryNoticeArrived() }
) { _ in CheckoutViewController() }

@Test(arguments: BannerContracts.all)
func banner(_ contract: Contract) async { await contract.expectConformance(of: checkout) }
