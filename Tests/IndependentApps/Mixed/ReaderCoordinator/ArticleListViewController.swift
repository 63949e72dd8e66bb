import FakeGoogleMobileAds
import FakeUIKit

/// The list of articles, with an anchored adaptive banner in the table's footer.
public final class ArticleListViewController: UITableViewController, GADBannerViewDelegate {
  private let ads: AdCoordinator
  private let wallet: CoinWallet
  public let articles = Article.samples
  /// The reader's coins, shown in the title bar.
  public var coins: Int { wallet.coins }

  public let bannerView = GADBannerView()
  /// Holds the banner as the table's footer; only in the table while it has an ad.
  public let bannerFooter = UIView()
  private var bannerWidth: CGFloat = 0

  public init(ads: AdCoordinator, wallet: CoinWallet) {
    self.ads = ads
    self.wallet = wallet
    super.init(style: .plain)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  public override func viewDidLoad() {
    super.viewDidLoad()
    title = "Articles"
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Article")

    bannerView.adUnitID = AdCoordinator.AdUnit.banner
    bannerView.rootViewController = self
    bannerView.delegate = self
    bannerFooter.addSubview(bannerView)
  }

  public override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    if bannerWidth == 0 {
      loadBannerAd()
    }
  }

  public override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
    super.viewWillTransition(to: size, with: coordinator)
    coordinator.animate(alongsideTransition: { _ in
      self.loadBannerAd()
    })
  }

  /// Asks for an anchored adaptive banner as wide as the safe area.
  private func loadBannerAd() {
    let frame = view.frame.inset(by: view.safeAreaInsets)
    let viewWidth = frame.size.width
    guard viewWidth > 0 else { return }
    bannerWidth = viewWidth
    bannerView.adSize = GADCurrentOrientationAnchoredAdaptiveBannerAdSizeWithWidth(viewWidth)
    bannerView.load(GADRequest())
  }

  // MARK: - Table

  public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    articles.count
  }

  public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Article", for: indexPath)
    var content = cell.defaultContentConfiguration()
    content.text = articles[indexPath.row].title
    cell.contentConfiguration = content
    cell.accessoryType = .disclosureIndicator
    return cell
  }

  public override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    openArticle(at: indexPath.row)
  }

  /// Pushes the article's screen.
  public func openArticle(at index: Int) {
    let detail = ArticleDetailViewController(article: articles[index], ads: ads, wallet: wallet)
    navigationController?.pushViewController(detail, animated: true)
  }

  // MARK: - GADBannerViewDelegate

  public func bannerViewDidReceiveAd(_ bannerView: GADBannerView) {
    let adSize = bannerView.adSize.size
    bannerFooter.frame = CGRect(x: 0, y: 0, width: tableView.bounds.width, height: adSize.height)
    bannerView.frame = CGRect(
      x: (tableView.bounds.width - adSize.width) / 2, y: 0, width: adSize.width, height: adSize.height)
    // Reassigning makes the table take the footer's new height.
    tableView.tableFooterView = bannerFooter
  }

  public func bannerView(_ bannerView: GADBannerView, didFailToReceiveAdWithError error: Error) {
    print("Banner failed to load: \(error.localizedDescription)")
    tableView.tableFooterView = nil
  }
}
