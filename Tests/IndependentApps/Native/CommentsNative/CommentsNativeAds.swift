// Style: UIKit built in code with Auto Layout; a shared main-actor provider preloads and hands out native ads,
// and the screen keeps one `rows` array (comments with ads interleaved) that drives the table.
import FakeGoogleMobileAds
import FakeUIKit
import Foundation

/// Loads native ads in batches with a single AdLoader and hands each ad out exactly once.
/// Screens ask for a number of ads; if the pool is short, a load is started and the request
/// is answered (possibly with fewer ads) when that load finishes.
@MainActor
final class NativeAdProvider: NSObject {
  static let shared = NativeAdProvider()

  private struct CachedAd {
    let ad: NativeAd
    let loadedAt: Date
  }

  private let adUnitID = "ca-app-pub-3940256099942544/3986624511"
  /// The SDK returns at most five ads per request.
  private let batchSize = 5
  /// Google asks not to show native ads older than an hour.
  private let maxAdAge: TimeInterval = 60 * 60

  private var adLoader: AdLoader?
  private var pool: [CachedAd] = []
  private var pending: [(count: Int, completion: ([NativeAd]) -> Void)] = []
  private var didStartSDK = false

  private override init() { super.init() }

  /// Hands out up to `count` unused ads. Called back on the main actor; may be synchronous
  /// if the pool already holds enough ads.
  func requestAds(count: Int, completion: @escaping ([NativeAd]) -> Void) {
    guard count > 0 else { return completion([]) }
    dropExpiredAds()
    if pending.isEmpty, pool.count >= count {
      completion(take(count))
      return
    }
    pending.append((count, completion))
    loadIfNeeded()
  }

  private func loadIfNeeded() {
    if !didStartSDK {
      didStartSDK = true
      MobileAds.shared.start(completionHandler: nil)
    }
    let loader = adLoader ?? makeLoader()
    guard !loader.isLoading else { return }
    loader.load(Request())
  }

  private func makeLoader() -> AdLoader {
    let multipleAds = MultipleAdsAdLoaderOptions()
    multipleAds.numberOfAds = batchSize
    // No root view controller here: each screen sets `rootViewController` on the ads it takes.
    let loader = AdLoader(
      adUnitID: adUnitID, rootViewController: nil, adTypes: [.native], options: [multipleAds])
    loader.delegate = self
    adLoader = loader
    return loader
  }

  private func take(_ count: Int) -> [NativeAd] {
    let taken = pool.prefix(count).map(\.ad)
    pool.removeFirst(taken.count)
    return taken
  }

  private func dropExpiredAds() {
    let now = Date()
    pool.removeAll { now.timeIntervalSince($0.loadedAt) > maxAdAge }
  }

  /// Answers waiting screens in order with whatever the pool holds after a load.
  private func servePending() {
    let requests = pending
    pending.removeAll()
    for request in requests {
      request.completion(take(request.count))
    }
  }
}

extension NativeAdProvider: @preconcurrency NativeAdLoaderDelegate {
  func adLoader(_ adLoader: AdLoader, didReceive nativeAd: NativeAd) {
    pool.append(CachedAd(ad: nativeAd, loadedAt: Date()))
  }

  func adLoader(_ adLoader: AdLoader, didFailToReceiveAdWithError error: any Error) {
    print("[Ads] Native ad load failed: \(error.localizedDescription)")
    servePending()
  }

  func adLoaderDidFinishLoading(_ adLoader: AdLoader) {
    servePending()
  }
}

struct Comment {
  let author: String
  let text: String
}

final class CommentsViewController: UIViewController {
  private enum Row {
    case comment(Comment)
    case ad(NativeAd)
  }

  private static let adInterval = 8
  private let tableView = UITableView(frame: .zero, style: .plain)
  private let comments: [Comment]
  private var rows: [Row]

  init() {
    comments = (1...40).map { Comment(author: "user\($0)", text: "Comment number \($0) on this post.") }
    rows = comments.map(Row.comment)
    super.init(nibName: nil, bundle: nil)
    title = "Comments"
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground

    tableView.translatesAutoresizingMaskIntoConstraints = false
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "comment")
    tableView.register(NativeAdCell.self, forCellReuseIdentifier: NativeAdCell.reuseID)
    tableView.dataSource = self
    tableView.delegate = self
    view.addSubview(tableView)
    NSLayoutConstraint.activate([
      tableView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
    ])

    let slots = comments.count / Self.adInterval
    NativeAdProvider.shared.requestAds(count: slots) { [weak self] ads in
      self?.place(ads)
    }
  }

  /// Rebuilds `rows` with one ad after every `adInterval` comments, as far as the ads go.
  private func place(_ ads: [NativeAd]) {
    guard !ads.isEmpty else { return }
    for ad in ads {
      ad.delegate = self
      ad.rootViewController = self
    }
    var remaining = ads[...]
    var newRows: [Row] = []
    for (index, comment) in comments.enumerated() {
      newRows.append(.comment(comment))
      if (index + 1) % Self.adInterval == 0, let ad = remaining.popFirst() {
        newRows.append(.ad(ad))
      }
    }
    rows = newRows
    tableView.reloadData()
  }

  /// Removes the ad's row; identified by the ad, so a stale index path can never hide the wrong row.
  private func hideAd(_ ad: NativeAd) {
    guard let index = rows.firstIndex(where: { if case .ad(let shown) = $0 { shown === ad } else { false } })
    else { return }
    rows.remove(at: index)
    ad.delegate = nil
    tableView.deleteRows(at: [IndexPath(row: index, section: 0)], with: .fade)
  }
}

extension CommentsViewController: UITableViewDataSource, UITableViewDelegate {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    switch rows[indexPath.row] {
    case .comment(let comment):
      let cell = tableView.dequeueReusableCell(withIdentifier: "comment", for: indexPath)
      cell.textLabel?.text = "\(comment.author): \(comment.text)"
      cell.textLabel?.numberOfLines = 0
      cell.selectionStyle = .none
      return cell
    case .ad(let ad):
      let cell = tableView.dequeueReusableCell(withIdentifier: NativeAdCell.reuseID, for: indexPath)
      guard let adCell = cell as? NativeAdCell else { return cell }
      adCell.configure(with: ad)
      adCell.onHide = { [weak self, weak ad] in
        guard let self, let ad else { return }
        self.hideAd(ad)
      }
      return adCell
    }
  }

  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    if case .ad = rows[indexPath.row] { return NativeAdCell.height }
    return 72
  }
}

extension CommentsViewController: NativeAdDelegate {
  func nativeAdDidRecordImpression(_ nativeAd: NativeAd) {
    print("[Ads] Comments native ad impression: \(nativeAd.headline ?? "-")")
  }

  func nativeAdDidRecordClick(_ nativeAd: NativeAd) {
    print("[Ads] Comments native ad click: \(nativeAd.headline ?? "-")")
  }
}

final class NativeAdCell: UITableViewCell {
  static let reuseID = "NativeAdCell"
  static let height: CGFloat = 390

  /// Called when the user taps "..." to hide this ad row.
  var onHide: (() -> Void)?

  private let nativeAdView = NativeAdView()
  private let hideButton = UIButton(type: .system)
  private let badgeLabel = UILabel()
  private let headlineLabel = UILabel()
  private let bodyLabel = UILabel()
  private let iconImageView = UIImageView()
  private let mediaView = MediaView()
  private let ctaButton = UIButton(type: .system)

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    selectionStyle = .none
    buildViews()
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  private func buildViews() {
    // The hide control lives in the content view, above the ad view, so it never overlaps
    // the ad's assets or its AdChoices corner.
    hideButton.setTitle("...", for: .normal)
    hideButton.setTitleColor(.secondaryLabel, for: .normal)
    hideButton.addAction(UIAction { [weak self] _ in self?.onHide?() }, for: .touchUpInside)

    badgeLabel.text = "Ad"
    badgeLabel.font = .boldSystemFont(ofSize: 11)
    badgeLabel.textColor = .white
    badgeLabel.backgroundColor = .systemOrange
    badgeLabel.textAlignment = .center
    headlineLabel.font = .boldSystemFont(ofSize: 16)
    headlineLabel.numberOfLines = 2
    bodyLabel.font = .systemFont(ofSize: 14)
    bodyLabel.textColor = .secondaryLabel
    bodyLabel.numberOfLines = 2
    iconImageView.contentMode = .scaleAspectFit
    // The SDK handles taps on the call to action; the button must not swallow them.
    ctaButton.isUserInteractionEnabled = false
    ctaButton.backgroundColor = .systemBlue
    ctaButton.setTitleColor(.white, for: .normal)

    nativeAdView.headlineView = headlineLabel
    nativeAdView.bodyView = bodyLabel
    nativeAdView.iconView = iconImageView
    nativeAdView.mediaView = mediaView
    nativeAdView.callToActionView = ctaButton

    for view in [nativeAdView, hideButton] as [UIView] {
      view.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(view)
    }
    for view in [badgeLabel, iconImageView, headlineLabel, bodyLabel, mediaView, ctaButton] as [UIView] {
      view.translatesAutoresizingMaskIntoConstraints = false
      nativeAdView.addSubview(view)
    }

    NSLayoutConstraint.activate([
      hideButton.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 4),
      hideButton.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -12),
      hideButton.widthAnchor.constraint(equalToConstant: 44),
      hideButton.heightAnchor.constraint(equalToConstant: 28),

      nativeAdView.topAnchor.constraint(equalTo: hideButton.bottomAnchor),
      nativeAdView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12),
      nativeAdView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -12),
      nativeAdView.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),

      badgeLabel.topAnchor.constraint(equalTo: nativeAdView.topAnchor, constant: 4),
      badgeLabel.leadingAnchor.constraint(equalTo: nativeAdView.leadingAnchor),
      badgeLabel.widthAnchor.constraint(equalToConstant: 24),
      badgeLabel.heightAnchor.constraint(equalToConstant: 16),

      iconImageView.topAnchor.constraint(equalTo: badgeLabel.bottomAnchor, constant: 6),
      iconImageView.leadingAnchor.constraint(equalTo: nativeAdView.leadingAnchor),
      iconImageView.widthAnchor.constraint(equalToConstant: 40),
      iconImageView.heightAnchor.constraint(equalToConstant: 40),

      headlineLabel.topAnchor.constraint(equalTo: iconImageView.topAnchor),
      headlineLabel.leadingAnchor.constraint(equalTo: iconImageView.trailingAnchor, constant: 8),
      headlineLabel.trailingAnchor.constraint(equalTo: nativeAdView.trailingAnchor),

      bodyLabel.topAnchor.constraint(equalTo: iconImageView.bottomAnchor, constant: 8),
      bodyLabel.leadingAnchor.constraint(equalTo: nativeAdView.leadingAnchor),
      bodyLabel.trailingAnchor.constraint(equalTo: nativeAdView.trailingAnchor),

      mediaView.topAnchor.constraint(equalTo: bodyLabel.bottomAnchor, constant: 8),
      mediaView.leadingAnchor.constraint(equalTo: nativeAdView.leadingAnchor),
      mediaView.trailingAnchor.constraint(equalTo: nativeAdView.trailingAnchor),
      mediaView.heightAnchor.constraint(equalToConstant: 180),

      ctaButton.topAnchor.constraint(equalTo: mediaView.bottomAnchor, constant: 8),
      ctaButton.leadingAnchor.constraint(equalTo: nativeAdView.leadingAnchor),
      ctaButton.trailingAnchor.constraint(equalTo: nativeAdView.trailingAnchor),
      ctaButton.heightAnchor.constraint(equalToConstant: 40),
    ])
  }

  /// Fills the asset views first, then hands the ad to the ad view so it registers them.
  func configure(with ad: NativeAd) {
    headlineLabel.text = ad.headline
    bodyLabel.text = ad.body
    bodyLabel.isHidden = ad.body == nil
    iconImageView.image = ad.icon?.image
    iconImageView.isHidden = ad.icon == nil
    ctaButton.setTitle(ad.callToAction, for: .normal)
    ctaButton.isHidden = ad.callToAction == nil
    mediaView.mediaContent = ad.mediaContent
    nativeAdView.nativeAd = ad
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    onHide = nil
    nativeAdView.nativeAd = nil
  }
}
