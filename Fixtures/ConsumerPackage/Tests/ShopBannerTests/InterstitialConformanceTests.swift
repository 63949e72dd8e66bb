import AdContractsTesting
import ShopBanner
import Testing

let lookbook = Subject.interstitialScreen(
  "LookbookViewController", presentation: .modal, transition: { $0.finishChapter() },
  contentProgress: { $0.chapter }, activitiesRunning: { $0.isSlideshowRunning },
  recreatableMemory: { $0.photoCacheBytes }, urgentEvent: { $0.deliveryNoticeArrived() }
) { _ in LookbookViewController() }

@Test(arguments: InterstitialContracts.all)
func interstitial(_ contract: Contract) async { await contract.expectConformance(of: lookbook) }
