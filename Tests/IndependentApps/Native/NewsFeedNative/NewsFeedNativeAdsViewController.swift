// Style: a news-reader app on the v12 names (AdLoader, NativeAd, NativeAdView). It preloads
// five native ads at viewDidLoad and, once the loader finishes, mixes them into the feed's
// items every six headlines, as Google's native-ads-in-a-table-view example does.
import FakeGoogleMobileAds
import FakeUIKit
import Foundation

/// One headline in the feed.
private struct NewsArticle {
  let title: String
  let source: String
}

/// A row of the feed: a headline, or a native ad placed between headlines.
private enum NewsFeedItem {
  case article(NewsArticle)
  case nativeAd(NativeAd)
}

final class NewsFeedNativeAdsViewController: UIViewController {
  private static let adUnitID = "ca-app-pub-3940256099942544/3986624511"
  private static let numberOfAds = 5
  /// Headlines between two ads.
  private static let adInterval = 6
  private static let articleRowHeight: CGFloat = 72
  private static let adRowHeight: CGFloat = 340

  private let tableView = UITableView(frame: .zero, style: .plain)
  /// What the table shows, headlines and ads mixed.
  private var items: [NewsFeedItem] = []
  /// Ads received by the loader, waiting for it to finish before they join the feed.
  private var pendingAds: [NativeAd] = []
  private var adLoader: AdLoader?

  public init() {
    super.init(nibName: nil, bundle: nil)
    title = "Top Stories"
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    MobileAds.shared.start(completionHandler: nil)

    items = (1...40).map { number in
      .article(NewsArticle(title: "Headline number \(number): what happened today", source: "Newsroom"))
    }

    tableView.translatesAutoresizingMaskIntoConstraints = false
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: ArticleCell.reuseIdentifier)
    tableView.register(NewsNativeAdCell.self, forCellReuseIdentifier: NewsNativeAdCell.reuseIdentifier)
    tableView.dataSource = self
    tableView.delegate = self
    view.addSubview(tableView)
    NSLayoutConstraint.activate([
      tableView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
    ])

    preloadNativeAds()
  }

  private func preloadNativeAds() {
    let multipleAdsOptions = MultipleAdsAdLoaderOptions()
    multipleAdsOptions.numberOfAds = Self.numberOfAds
    let loader = AdLoader(
      adUnitID: Self.adUnitID, rootViewController: self, adTypes: [.native], options: [multipleAdsOptions])
    loader.delegate = self
    adLoader = loader
    loader.load(Request())
  }

  /// Places the received ads in the feed, one after every `adInterval` headlines.
  private func addNativeAdsToFeed() {
    guard !pendingAds.isEmpty else { return }
    var index = Self.adInterval
    for nativeAd in pendingAds {
      guard index <= items.count else { break }
      items.insert(.nativeAd(nativeAd), at: index)
      index += Self.adInterval + 1
    }
    pendingAds.removeAll()
    tableView.reloadData()
  }
}

// MARK: - UITableViewDataSource, UITableViewDelegate

extension NewsFeedNativeAdsViewController: UITableViewDataSource, UITableViewDelegate {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    items.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    switch items[indexPath.row] {
    case .article(let article):
      let cell = tableView.dequeueReusableCell(withIdentifier: ArticleCell.reuseIdentifier, for: indexPath)
      cell.textLabel?.text = article.title
      cell.textLabel?.numberOfLines = 2
      cell.textLabel?.font = .preferredFont(forTextStyle: .headline)
      return cell
    case .nativeAd(let nativeAd):
      let cell = tableView.dequeueReusableCell(withIdentifier: NewsNativeAdCell.reuseIdentifier, for: indexPath)
      (cell as? NewsNativeAdCell)?.configure(with: nativeAd)
      return cell
    }
  }

  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    switch items[indexPath.row] {
    case .article: Self.articleRowHeight
    case .nativeAd: Self.adRowHeight
    }
  }
}

// MARK: - NativeAdLoaderDelegate

extension NewsFeedNativeAdsViewController: @preconcurrency NativeAdLoaderDelegate {
  func adLoader(_ adLoader: AdLoader, didReceive nativeAd: NativeAd) {
    nativeAd.delegate = self
    pendingAds.append(nativeAd)
  }

  func adLoader(_ adLoader: AdLoader, didFailToReceiveAdWithError error: any Error) {
    print("News feed native ad failed to load: \(error.localizedDescription)")
  }

  func adLoaderDidFinishLoading(_ adLoader: AdLoader) {
    addNativeAdsToFeed()
  }
}

// MARK: - NativeAdDelegate

extension NewsFeedNativeAdsViewController: @preconcurrency NativeAdDelegate {
  func nativeAdDidRecordImpression(_ nativeAd: NativeAd) {
    print("News feed native ad recorded an impression")
  }

  func nativeAdDidRecordClick(_ nativeAd: NativeAd) {
    print("News feed native ad recorded a click")
  }
}

// MARK: - Cells

/// The plain cell a headline uses.
private enum ArticleCell {
  static let reuseIdentifier = "ArticleCell"
}

/// A feed row showing one native ad, laid out in code inside a NativeAdView.
private final class NewsNativeAdCell: UITableViewCell {
  static let reuseIdentifier = "NewsNativeAdCell"

  private let nativeAdView = NativeAdView()
  private let adBadgeLabel = UILabel()
  private let iconImageView = UIImageView()
  private let headlineLabel = UILabel()
  private let bodyLabel = UILabel()
  private let mediaView = MediaView()
  private let callToActionButton = UIButton(type: .system)

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    selectionStyle = .none
    buildNativeAdView()
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  private func buildNativeAdView() {
    adBadgeLabel.text = "Ad"
    adBadgeLabel.font = .boldSystemFont(ofSize: 11)
    adBadgeLabel.textColor = .white
    adBadgeLabel.backgroundColor = .systemYellow
    adBadgeLabel.textAlignment = .center
    adBadgeLabel.layer.cornerRadius = 3
    adBadgeLabel.clipsToBounds = true

    iconImageView.contentMode = .scaleAspectFit
    headlineLabel.font = .preferredFont(forTextStyle: .headline)
    headlineLabel.numberOfLines = 2
    bodyLabel.font = .preferredFont(forTextStyle: .subheadline)
    bodyLabel.textColor = .secondaryLabel
    bodyLabel.numberOfLines = 3
    // The ad view handles taps on its assets, so the button itself must not.
    callToActionButton.isUserInteractionEnabled = false

    nativeAdView.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(nativeAdView)
    for subview in [adBadgeLabel, iconImageView, headlineLabel, bodyLabel, mediaView, callToActionButton] as [UIView] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      nativeAdView.addSubview(subview)
    }

    nativeAdView.headlineView = headlineLabel
    nativeAdView.bodyView = bodyLabel
    nativeAdView.iconView = iconImageView
    nativeAdView.mediaView = mediaView
    nativeAdView.callToActionView = callToActionButton

    NSLayoutConstraint.activate([
      nativeAdView.topAnchor.constraint(equalTo: contentView.topAnchor),
      nativeAdView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
      nativeAdView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
      nativeAdView.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),

      adBadgeLabel.topAnchor.constraint(equalTo: nativeAdView.topAnchor, constant: 8),
      adBadgeLabel.leadingAnchor.constraint(equalTo: nativeAdView.leadingAnchor, constant: 12),
      adBadgeLabel.widthAnchor.constraint(equalToConstant: 24),
      adBadgeLabel.heightAnchor.constraint(equalToConstant: 16),

      iconImageView.topAnchor.constraint(equalTo: adBadgeLabel.bottomAnchor, constant: 6),
      iconImageView.leadingAnchor.constraint(equalTo: nativeAdView.leadingAnchor, constant: 12),
      iconImageView.widthAnchor.constraint(equalToConstant: 40),
      iconImageView.heightAnchor.constraint(equalToConstant: 40),

      headlineLabel.topAnchor.constraint(equalTo: iconImageView.topAnchor),
      headlineLabel.leadingAnchor.constraint(equalTo: iconImageView.trailingAnchor, constant: 8),
      headlineLabel.trailingAnchor.constraint(equalTo: nativeAdView.trailingAnchor, constant: -12),

      bodyLabel.topAnchor.constraint(equalTo: headlineLabel.bottomAnchor, constant: 4),
      bodyLabel.leadingAnchor.constraint(equalTo: headlineLabel.leadingAnchor),
      bodyLabel.trailingAnchor.constraint(equalTo: headlineLabel.trailingAnchor),

      mediaView.topAnchor.constraint(greaterThanOrEqualTo: iconImageView.bottomAnchor, constant: 8),
      mediaView.topAnchor.constraint(greaterThanOrEqualTo: bodyLabel.bottomAnchor, constant: 8),
      mediaView.leadingAnchor.constraint(equalTo: nativeAdView.leadingAnchor, constant: 12),
      mediaView.trailingAnchor.constraint(equalTo: nativeAdView.trailingAnchor, constant: -12),
      mediaView.heightAnchor.constraint(equalToConstant: 150),

      callToActionButton.topAnchor.constraint(equalTo: mediaView.bottomAnchor, constant: 8),
      callToActionButton.trailingAnchor.constraint(equalTo: nativeAdView.trailingAnchor, constant: -12),
      callToActionButton.bottomAnchor.constraint(lessThanOrEqualTo: nativeAdView.bottomAnchor, constant: -8),
    ])
  }

  /// Fills every asset view from the ad, hiding the ones it has no asset for, then hands
  /// the ad to the ad view last so the SDK registers the filled views. Every asset is
  /// rewritten here, so a reused cell never shows the previous ad's text or images.
  func configure(with nativeAd: NativeAd) {
    headlineLabel.text = nativeAd.headline

    bodyLabel.text = nativeAd.body
    bodyLabel.isHidden = nativeAd.body == nil

    iconImageView.image = nativeAd.icon?.image
    iconImageView.isHidden = nativeAd.icon == nil

    mediaView.mediaContent = nativeAd.mediaContent

    callToActionButton.setTitle(nativeAd.callToAction, for: .normal)
    callToActionButton.isHidden = nativeAd.callToAction == nil

    nativeAdView.nativeAd = nativeAd
  }
}
