import FakeGoogleMobileAds
import FakeUIKit
import Foundation

/// A feed of stories with a native ad every few rows, in the shape of Google's native ads
/// in a table view: the ads are loaded up front and placed in the feed's items.
///
/// - `viewDidLoad()` lays the table out, starts the SDK once and asks one ad loader for
///   five native ads.
/// - Each ad that arrives is kept, with the screen as its delegate. When the loader
///   finishes, the ads go into the items, the first after the third story and then one
///   after every five stories, and the table reloads.
/// - A row keeps its ad: a cell dequeued for an ad row shows that row's ad, its asset
///   views filled before its `nativeAd` is set, whichever ad the cell showed before.
@MainActor
open class NativeFeedViewController: UIViewController, ExampleClient {
  /// Conforms: breaks nothing.
  nonisolated open class var violates: [String] { [] }
  /// What the client does.
  nonisolated open class var summary: String {
    "A feed of stories with a preloaded native ad every few rows, each row keeping its ad as cells are reused."
  }
  /// No rule is beyond the harness's reach.
  nonisolated open class var unverifiable: [String] { [] }
  /// The rules exploration also finds it breaking: none.
  nonisolated open class var explorationFinds: [String] { [] }

  /// One row of the feed.
  public enum Item {
    /// A story, by its title.
    case story(String)
    /// A native ad.
    case ad(NativeAd)
  }

  /// The feed's rows, stories and ads.
  public private(set) var items: [Item] = (1...30).map { .story("Story \($0)") }
  /// The table that shows the feed.
  public let tableView = UITableView(frame: .zero, style: .plain)
  /// The ads received and not yet placed.
  private var pendingAds: [NativeAd] = []
  /// The loader, kept while it loads.
  public private(set) var adLoader: AdLoader?
  private var isMobileAdsStartCalled = false

  /// Creates the screen.
  public required init() {
    super.init(nibName: nil, bundle: nil)
  }

  /// Not made from archives.
  public required init?(coder: NSCoder) { nil }

  override open func viewDidLoad() {
    super.viewDidLoad()
    tableView.frame = view.bounds
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Story")
    tableView.register(NativeFeedAdCell.self, forCellReuseIdentifier: "NativeAd")
    tableView.dataSource = self
    tableView.delegate = self
    view.addSubview(tableView)
    if !isMobileAdsStartCalled {
      isMobileAdsStartCalled = true
      MobileAds.shared.start()
    }
    loadAds()
  }

  /// Asks one loader for five native ads.
  open func loadAds() {
    let multiple = MultipleAdsAdLoaderOptions()
    multiple.numberOfAds = 5
    let loader = AdLoader(
      adUnitID: GoogleTestAdUnits.nativeAdvanced, rootViewController: self, adTypes: [.native], options: [multiple])
    loader.delegate = self
    adLoader = loader
    loader.load(Request())
  }

  /// Places the received ads among the stories: after the third, then after every fifth.
  func placeAds() {
    var index = 3
    for ad in pendingAds where index <= items.count {
      items.insert(.ad(ad), at: index)
      index += 6
    }
    pendingAds = []
    tableView.reloadData()
  }

  /// Configures a cell dequeued for an ad row: shows the row's ad in it.
  open func configure(_ cell: NativeFeedAdCell, at indexPath: IndexPath, with nativeAd: NativeAd) {
    cell.show(nativeAd)
  }
}

extension NativeFeedViewController: UITableViewDataSource {
  /// One row per item.
  public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    items.count
  }

  /// A story cell with its title, or an ad cell showing the row's ad.
  public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    switch items[indexPath.row] {
    case .story(let title):
      let cell = tableView.dequeueReusableCell(withIdentifier: "Story", for: indexPath)
      cell.textLabel?.text = title
      return cell
    case .ad(let nativeAd):
      let cell = tableView.dequeueReusableCell(withIdentifier: "NativeAd", for: indexPath)
      if let adCell = cell as? NativeFeedAdCell { configure(adCell, at: indexPath, with: nativeAd) }
      return cell
    }
  }
}

extension NativeFeedViewController: UITableViewDelegate {
  /// Stories are 60 points tall, ads as tall as their cell.
  public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    if case .ad = items[indexPath.row] { return NativeFeedAdCell.height }
    return 60
  }
}

extension NativeFeedViewController: @preconcurrency NativeAdLoaderDelegate {
  /// An ad arrived: keep it until the loader finishes.
  public func adLoader(_ adLoader: AdLoader, didReceive nativeAd: NativeAd) {
    nativeAd.delegate = self
    pendingAds.append(nativeAd)
  }

  /// The load failed: the feed shows its stories alone.
  public func adLoader(_ adLoader: AdLoader, didFailToReceiveAdWithError error: any Error) {
    print("Native ads failed to load: \(error.localizedDescription)")
  }

  /// Every ad has arrived: place them in the feed.
  public func adLoaderDidFinishLoading(_ adLoader: AdLoader) {
    placeAds()
  }
}

extension NativeFeedViewController: NativeAdDelegate {}
