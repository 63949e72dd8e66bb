import AdContracts
import ShopBanner

/// The shop's ad clients as subjects, shared by its tests and its CI gate.
public enum ShopSubjects {
  /// The product screen's banner.
  public static let checkout = Subject.iAdBannerScreen(
    "CheckoutViewController", activitiesRunning: { $0.isCarouselTurning },
    recreatableMemory: { $0.imageCacheBytes }, urgentEvent: { $0.deliveryNoticeArrived() }
  ) { _ in CheckoutViewController() }

  /// The lookbook's full-screen ads.
  public static let lookbook = Subject.iAdInterstitialScreen(
    "LookbookViewController", presentation: .modal, transition: { $0.finishChapter() },
    contentProgress: { $0.chapter }, activitiesRunning: { $0.isSlideshowRunning },
    recreatableMemory: { $0.photoCacheBytes }, urgentEvent: { $0.deliveryNoticeArrived() }
  ) { _ in LookbookViewController() }

  /// The app's app open ads.
  public static let shop = Subject.googleAppOpen(
    "ShopAppDelegate", readsTimeFromContext: true, isLoadingScreenUp: { $0.isSplashUp },
    returningUser: { $0.earlierOpens = 10 }
  ) { context in ShopAppDelegate(now: { context.now() }, clock: context.clock) }

  /// The daily deals' Google interstitials.
  public static let deals = Subject.googleInterstitialScreen(
    "DealsViewController", readsTimeFromContext: true, naturalBreak: { $0.nextDeal() },
    contentProgress: { $0.deal }
  ) { context in DealsViewController(now: context.now) }

  /// Every subject of the shop.
  public static let all = [checkout, lookbook, shop, deals]
}
