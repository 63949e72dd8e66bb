import AdContracts

extension IndependentApps {
  /// The reader's article list, with an anchored adaptive banner in its table's footer; a
  /// `UITableViewController` with no timed activities, declared so.
  public static let readerListBanner = Subject.googleBannerScreen(
    "ReaderListBanner", contentViews: { $0.tableView.visibleCells }
  ) { (_: Subject.Context) -> ArticleListViewController in
    let ads = AdCoordinator()
    ads.start()
    return ArticleListViewController(ads: ads, wallet: CoinWallet())
  }
  .withoutTimedActivities()

  /// The reader's interstitial, shown as the reader leaves an article after reading it, at
  /// most once a minute by the app's own clock (`Date()`): the break opens the first
  /// article from the list, reads it and goes back.
  public static let readerListInterstitial = Subject.googleInterstitialScreen(
    "ReaderListInterstitial", readsTimeFromContext: true,
    naturalBreak: { list in
      list.openArticle(at: 0)
      (list.navigationController?.topViewController as? ArticleDetailViewController)?.doneTapped()
    },
    contentProgress: { $0.coins }
  ) { (_: Subject.Context) -> ArticleListViewController in
    let ads = AdCoordinator()
    ads.start()
    return ArticleListViewController(ads: ads, wallet: CoinWallet())
  }

  /// The article screen's rewarded ad: "Double coins", offered once an article.
  public static let readerDetailRewarded = Subject.googleRewardedScreen(
    "ReaderDetailRewarded", readsTimeFromContext: true, userAsksToWatch: { $0.doubleCoinsTapped() }, rewardsGranted: { $0.coins },
    askOffered: { $0.doubleCoinsButton.isEnabled }
  ) { (_: Subject.Context) -> ArticleDetailViewController in
    let ads = AdCoordinator()
    ads.start()
    return ArticleDetailViewController(article: Article.samples[0], ads: ads, wallet: CoinWallet())
  }
}
