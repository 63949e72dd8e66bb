// Style: an e-commerce product list on the GAD-prefixed names (GADAdLoader, GADNativeAd,
// GADNativeAdView). Every fifth row is followed by an ad slot that loads its own ad, with
// its own loader, the first time it is displayed; the ad is kept by row and that row reloaded.
import FakeGoogleMobileAds
import FakeUIKit
import Foundation

/// One product in the list.
private struct ShopProduct {
  let name: String
  let price: String
}

final class ShopFeedNativeAdsController: UIViewController {
  private static let adUnitID = "ca-app-pub-3940256099942544/3986624511"
  /// Products between two ad slots.
  private static let productsPerSlot = 5
  private static let productRowHeight: CGFloat = 88
  private static let adRowHeight: CGFloat = 140

  private let tableView = UITableView(frame: .zero, style: .plain)
  private let products: [ShopProduct] = (1...50).map { number in
    ShopProduct(name: "Product \(number)", price: String(format: "$%d.99", 9 + number))
  }
  /// The ad each slot received, keyed by the slot's row.
  private var adsBySlotRow: [Int: GADNativeAd] = [:]
  /// The loader of each slot whose load is under way, keyed by the slot's row.
  private var loadersBySlotRow: [Int: GADAdLoader] = [:]
  /// Slots whose load failed; they collapse.
  private var failedSlotRows: Set<Int> = []

  public init() {
    super.init(nibName: nil, bundle: nil)
    title = "Shop"
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    GADMobileAds.sharedInstance().start(completionHandler: nil)

    tableView.frame = view.bounds
    tableView.register(ShopProductCell.self, forCellReuseIdentifier: ShopProductCell.reuseIdentifier)
    tableView.register(ShopAdCell.self, forCellReuseIdentifier: ShopAdCell.reuseIdentifier)
    tableView.dataSource = self
    tableView.delegate = self
    view.addSubview(tableView)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    tableView.frame = view.bounds
  }

  // MARK: Row layout

  private var numberOfRows: Int { products.count + products.count / Self.productsPerSlot }

  /// Whether the row is an ad slot: the row after every `productsPerSlot` products.
  private func isAdSlot(_ row: Int) -> Bool { (row + 1) % (Self.productsPerSlot + 1) == 0 }

  private func product(at row: Int) -> ShopProduct {
    products[row - row / (Self.productsPerSlot + 1)]
  }

  // MARK: Ads

  private func loadAd(forSlotRow row: Int) {
    guard adsBySlotRow[row] == nil, loadersBySlotRow[row] == nil, !failedSlotRows.contains(row) else { return }
    let loader = GADAdLoader(
      adUnitID: Self.adUnitID, rootViewController: self, adTypes: [.native], options: nil)
    loader.delegate = self
    loadersBySlotRow[row] = loader
    loader.load(GADRequest())
  }

  private func slotRow(of adLoader: GADAdLoader) -> Int? {
    loadersBySlotRow.first { $0.value === adLoader }?.key
  }

  private func reloadSlot(_ row: Int) {
    guard row < tableView.numberOfRows(inSection: 0) else { return }
    tableView.reloadRows(at: [IndexPath(row: row, section: 0)], with: .fade)
  }
}

// MARK: - UITableViewDataSource, UITableViewDelegate

extension ShopFeedNativeAdsController: UITableViewDataSource, UITableViewDelegate {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    numberOfRows
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    if isAdSlot(indexPath.row) {
      let cell = tableView.dequeueReusableCell(withIdentifier: ShopAdCell.reuseIdentifier, for: indexPath)
      if let adCell = cell as? ShopAdCell, let nativeAd = adsBySlotRow[indexPath.row] {
        adCell.configure(with: nativeAd)
      }
      return cell
    }
    let cell = tableView.dequeueReusableCell(withIdentifier: ShopProductCell.reuseIdentifier, for: indexPath)
    (cell as? ShopProductCell)?.configure(with: product(at: indexPath.row))
    return cell
  }

  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    guard isAdSlot(indexPath.row) else { return Self.productRowHeight }
    return failedSlotRows.contains(indexPath.row) ? 0 : Self.adRowHeight
  }

  func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
    if isAdSlot(indexPath.row) {
      loadAd(forSlotRow: indexPath.row)
    }
  }
}

// MARK: - GADNativeAdLoaderDelegate

extension ShopFeedNativeAdsController: @preconcurrency GADNativeAdLoaderDelegate {
  func adLoader(_ adLoader: GADAdLoader, didReceive nativeAd: GADNativeAd) {
    guard let row = slotRow(of: adLoader) else { return }
    nativeAd.delegate = self
    adsBySlotRow[row] = nativeAd
    reloadSlot(row)
  }

  func adLoader(_ adLoader: GADAdLoader, didFailToReceiveAdWithError error: any Error) {
    print("Shop ad slot failed to load: \(error.localizedDescription)")
    guard let row = slotRow(of: adLoader) else { return }
    failedSlotRows.insert(row)
    reloadSlot(row)
  }

  func adLoaderDidFinishLoading(_ adLoader: GADAdLoader) {
    guard let row = slotRow(of: adLoader) else { return }
    loadersBySlotRow[row] = nil
  }
}

// MARK: - GADNativeAdDelegate

extension ShopFeedNativeAdsController: @preconcurrency GADNativeAdDelegate {
  func nativeAdDidRecordClick(_ nativeAd: GADNativeAd) {
    print("Shop native ad clicked: \(nativeAd.headline ?? "")")
  }
}

// MARK: - Cells

private final class ShopProductCell: UITableViewCell {
  static let reuseIdentifier = "ShopProductCell"

  func configure(with product: ShopProduct) {
    textLabel?.text = "\(product.name) — \(product.price)"
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    textLabel?.text = nil
  }
}

/// An ad slot: a GADNativeAdView with a "Sponsored" badge, media on the left and the text
/// assets stacked on the right. Shows only the badge until its slot's ad has arrived.
private final class ShopAdCell: UITableViewCell {
  static let reuseIdentifier = "ShopAdCell"

  private let nativeAdView = GADNativeAdView()
  private let sponsoredLabel = UILabel()
  private let mediaView = GADMediaView()
  private let headlineLabel = UILabel()
  private let priceLabel = UILabel()
  private let advertiserLabel = UILabel()
  private let callToActionButton = UIButton(type: .system)

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    selectionStyle = .none

    sponsoredLabel.text = "Sponsored"
    sponsoredLabel.font = .systemFont(ofSize: 11, weight: .semibold)
    sponsoredLabel.textColor = .secondaryLabel
    headlineLabel.font = .systemFont(ofSize: 15, weight: .semibold)
    headlineLabel.numberOfLines = 2
    priceLabel.font = .systemFont(ofSize: 14)
    advertiserLabel.font = .systemFont(ofSize: 12)
    advertiserLabel.textColor = .secondaryLabel
    callToActionButton.isUserInteractionEnabled = false

    let textStack = UIStackView(arrangedSubviews: [
      sponsoredLabel, headlineLabel, priceLabel, advertiserLabel, callToActionButton,
    ])
    textStack.axis = .vertical
    textStack.alignment = .leading
    textStack.spacing = 4

    for subview in [nativeAdView, mediaView, textStack] as [UIView] {
      subview.translatesAutoresizingMaskIntoConstraints = false
    }
    contentView.addSubview(nativeAdView)
    nativeAdView.addSubview(mediaView)
    nativeAdView.addSubview(textStack)

    nativeAdView.mediaView = mediaView
    nativeAdView.headlineView = headlineLabel
    nativeAdView.priceView = priceLabel
    nativeAdView.advertiserView = advertiserLabel
    nativeAdView.callToActionView = callToActionButton

    NSLayoutConstraint.activate([
      nativeAdView.topAnchor.constraint(equalTo: contentView.topAnchor),
      nativeAdView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
      nativeAdView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
      nativeAdView.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),

      mediaView.leadingAnchor.constraint(equalTo: nativeAdView.leadingAnchor, constant: 10),
      mediaView.centerYAnchor.constraint(equalTo: nativeAdView.centerYAnchor),
      mediaView.widthAnchor.constraint(equalToConstant: 120),
      mediaView.heightAnchor.constraint(equalToConstant: 120),

      textStack.leadingAnchor.constraint(equalTo: mediaView.trailingAnchor, constant: 10),
      textStack.trailingAnchor.constraint(equalTo: nativeAdView.trailingAnchor, constant: -10),
      textStack.topAnchor.constraint(equalTo: nativeAdView.topAnchor, constant: 10),
      textStack.bottomAnchor.constraint(lessThanOrEqualTo: nativeAdView.bottomAnchor, constant: -10),
    ])
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  /// Fills the asset views from the ad, then sets the ad view's `nativeAd` last.
  func configure(with nativeAd: GADNativeAd) {
    headlineLabel.text = nativeAd.headline
    priceLabel.text = nativeAd.price
    priceLabel.isHidden = nativeAd.price == nil
    advertiserLabel.text = nativeAd.advertiser
    advertiserLabel.isHidden = nativeAd.advertiser == nil
    callToActionButton.setTitle(nativeAd.callToAction, for: .normal)
    callToActionButton.isHidden = nativeAd.callToAction == nil
    mediaView.mediaContent = nativeAd.mediaContent
    nativeAdView.nativeAd = nativeAd
  }

  /// A reused cell drops the previous slot's ad and text, so a slot still waiting for its
  /// ad shows an empty, unregistered ad view.
  override func prepareForReuse() {
    super.prepareForReuse()
    headlineLabel.text = nil
    priceLabel.text = nil
    advertiserLabel.text = nil
    callToActionButton.setTitle(nil, for: .normal)
    mediaView.mediaContent = nil
    nativeAdView.nativeAd = nil
  }
}
