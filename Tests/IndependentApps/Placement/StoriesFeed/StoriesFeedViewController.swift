import FakeUIKit
import FakeGoogleMobileAds

/// "Top stories" feed: a list of headlines with an inline adaptive banner after every seven stories.
final class StoriesFeedViewController: UIViewController, UITableViewDataSource, UITableViewDelegate, GADBannerViewDelegate {
    private static let adUnitID = "ca-app-pub-3940256099942544/2435281174"
    /// One ad row in every `adInterval` rows, i.e. after every `adInterval - 1` stories.
    private static let adInterval = 8
    private static let maxRetriesPerBanner = 2
    private static let retryDelay: TimeInterval = 30

    let tableView = UITableView(frame: .zero, style: .plain)
    var isRefreshing: Bool = false

    private let stories: [String] = StoriesFeedViewController.makeStories()

    /// Banners keyed by ad slot index; each one is created and loaded once.
    private var banners: [Int: GADBannerView] = [:]
    /// Slots whose last load failed; their rows are collapsed to zero height.
    private var collapsedSlots: Set<Int> = []
    private var retryCounts: [Int: Int] = [:]
    private var retryTimers: [Int: Timer] = [:]

    // MARK: - Lifecycle

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Top stories"
        view.backgroundColor = .systemBackground

        AdsBootstrap.startOnce()

        tableView.dataSource = self
        tableView.delegate = self
        tableView.register(StoryCell.self, forCellReuseIdentifier: StoryCell.reuseIdentifier)
        tableView.register(AdCell.self, forCellReuseIdentifier: AdCell.reuseIdentifier)
        tableView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(tableView)
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.topAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        if isMovingFromParent {
            invalidateRetryTimers()
        }
    }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        coordinator.animate(alongsideTransition: nil) { [weak self] _ in
            guard let self else { return }
            let width = self.tableView.bounds.width > 0 ? self.tableView.bounds.width : size.width
            let adSize = GADCurrentOrientationInlineAdaptiveBannerAdSizeWithWidth(width)
            for banner in self.banners.values {
                banner.adSize = adSize
            }
            self.tableView.reloadData()
        }
    }

    deinit {
        for timer in retryTimers.values {
            timer.invalidate()
        }
    }

    // MARK: - Row mapping

    private var numberOfAdSlots: Int {
        stories.count / (Self.adInterval - 1)
    }

    private func isAdRow(_ row: Int) -> Bool {
        row % Self.adInterval == Self.adInterval - 1
    }

    private func adSlot(forRow row: Int) -> Int {
        row / Self.adInterval
    }

    private func row(forAdSlot slot: Int) -> Int {
        slot * Self.adInterval + (Self.adInterval - 1)
    }

    private func storyIndex(forRow row: Int) -> Int {
        row - row / Self.adInterval
    }

    // MARK: - Banners

    private func currentAdWidth() -> CGFloat {
        let tableWidth = tableView.bounds.width
        return tableWidth > 0 ? tableWidth : view.bounds.width
    }

    /// Returns the cached banner for `slot`, creating and loading it on first use.
    private func banner(forSlot slot: Int) -> GADBannerView {
        if let banner = banners[slot] {
            return banner
        }
        let adSize = GADCurrentOrientationInlineAdaptiveBannerAdSizeWithWidth(currentAdWidth())
        let banner = GADBannerView(adSize: adSize)
        banner.adUnitID = Self.adUnitID
        banner.rootViewController = self
        banner.delegate = self
        banners[slot] = banner
        banner.load(GADRequest())
        return banner
    }

    private func slot(for bannerView: GADBannerView) -> Int? {
        banners.first(where: { $0.value === bannerView })?.key
    }

    private func reloadAdRow(forSlot slot: Int) {
        let row = row(forAdSlot: slot)
        guard row < tableView(tableView, numberOfRowsInSection: 0) else { return }
        tableView.reloadRows(at: [IndexPath(row: row, section: 0)], with: .none)
    }

    private func scheduleRetry(forSlot slot: Int) {
        guard retryTimers[slot] == nil else { return }
        let attempts = retryCounts[slot, default: 0]
        guard attempts < Self.maxRetriesPerBanner else { return }
        retryCounts[slot] = attempts + 1
        retryTimers[slot] = Timer.scheduledTimer(withTimeInterval: Self.retryDelay, repeats: false) { [weak self] _ in
            MainActor.assumeIsolated {
                self?.retryLoad(forSlot: slot)
            }
        }
    }

    private func retryLoad(forSlot slot: Int) {
        retryTimers[slot] = nil
        guard let banner = banners[slot] else { return }
        banner.load(GADRequest())
    }

    private func invalidateRetryTimers() {
        for timer in retryTimers.values {
            timer.invalidate()
        }
        retryTimers.removeAll()
    }

    // MARK: - UITableViewDataSource

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        stories.count + numberOfAdSlots
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if isAdRow(indexPath.row) {
            let cell = tableView.dequeueReusableCell(withIdentifier: AdCell.reuseIdentifier, for: indexPath)
            if let adCell = cell as? AdCell {
                adCell.host(banner(forSlot: adSlot(forRow: indexPath.row)))
            }
            return cell
        }
        let cell = tableView.dequeueReusableCell(withIdentifier: StoryCell.reuseIdentifier, for: indexPath)
        if let storyCell = cell as? StoryCell {
            storyCell.configure(title: stories[storyIndex(forRow: indexPath.row)])
        }
        return cell
    }

    // MARK: - UITableViewDelegate

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        guard isAdRow(indexPath.row) else { return UITableView.automaticDimension }
        let slot = adSlot(forRow: indexPath.row)
        if collapsedSlots.contains(slot) {
            return 0
        }
        return banner(forSlot: slot).adSize.size.height
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        guard !isAdRow(indexPath.row) else { return }
        let story = stories[storyIndex(forRow: indexPath.row)]
        navigationController?.pushViewController(StoryViewController(storyTitle: story), animated: true)
    }

    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        !isAdRow(indexPath.row)
    }

    // MARK: - GADBannerViewDelegate

    func bannerViewDidReceiveAd(_ bannerView: GADBannerView) {
        guard let slot = slot(for: bannerView) else { return }
        collapsedSlots.remove(slot)
        reloadAdRow(forSlot: slot)
    }

    func bannerView(_ bannerView: GADBannerView, didFailToReceiveAdWithError error: Error) {
        guard let slot = slot(for: bannerView) else { return }
        collapsedSlots.insert(slot)
        reloadAdRow(forSlot: slot)
        scheduleRetry(forSlot: slot)
    }

    // MARK: - Content

    private static func makeStories() -> [String] {
        let topics = [
            "City council approves new riverside park",
            "Local bakery wins national bread award",
            "Researchers map ancient trade routes",
            "Storm season expected to start early",
            "Transit authority unveils night bus plan",
            "High school robotics team heads to finals",
            "Museum reopens after two-year renovation",
            "Farmers report record apple harvest",
        ]
        return (0..<40).map { index in
            "\(topics[index % topics.count]) (\(index + 1))"
        }
    }
}
