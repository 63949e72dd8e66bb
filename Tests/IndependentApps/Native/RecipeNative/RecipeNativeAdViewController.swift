// Style: a programmatic-UIKit content app (no storyboards) on Google Mobile Ads v12 names,
// the kind of detail screen a recipe/news app writes after following the "Native ads,
// Advanced" guide but building the ad layout by hand with Auto Layout anchors.

import FakeGoogleMobileAds
import FakeUIKit
import Foundation

struct Recipe {
  let title: String
  let summary: String
  let steps: [String]
}

final class RecipeNativeAdViewController: UIViewController {

  // MARK: - Properties

  private let recipe: Recipe
  private let nativeAdUnitID = "ca-app-pub-3940256099942544/3986624511"

  private var adLoader: AdLoader!
  private var nativeAdView: NativeAdView!

  private let scrollView = UIScrollView()
  private let contentView = UIView()
  private let titleLabel = UILabel()
  private let summaryLabel = UILabel()
  private let stepsLabel = UILabel()
  private let adContainerView = UIView()
  private let moreRecipesButton = UIButton(type: .system)

  // MARK: - Init

  init(recipe: Recipe) {
    self.recipe = recipe
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  // MARK: - Lifecycle

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    title = recipe.title

    setupViews()
    setupNativeAdView()
    configureRecipe()

    moreRecipesButton.addAction(
      UIAction { [weak self] _ in
        self?.refreshAd()
      }, for: .touchUpInside)

    refreshAd()
  }

  // MARK: - Layout

  private func setupViews() {
    scrollView.translatesAutoresizingMaskIntoConstraints = false
    contentView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(scrollView)
    scrollView.addSubview(contentView)

    titleLabel.font = .preferredFont(forTextStyle: .title1)
    titleLabel.numberOfLines = 0
    summaryLabel.font = .preferredFont(forTextStyle: .body)
    summaryLabel.textColor = .secondaryLabel
    summaryLabel.numberOfLines = 0
    stepsLabel.font = .preferredFont(forTextStyle: .body)
    stepsLabel.numberOfLines = 0

    moreRecipesButton.setTitle("More recipes", for: .normal)

    for subview in [titleLabel, summaryLabel, stepsLabel, adContainerView, moreRecipesButton] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(subview)
    }

    NSLayoutConstraint.activate([
      scrollView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),

      contentView.topAnchor.constraint(equalTo: scrollView.topAnchor),
      contentView.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
      contentView.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor),
      contentView.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor),
      contentView.widthAnchor.constraint(equalTo: scrollView.widthAnchor),

      titleLabel.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 16),
      titleLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
      titleLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),

      summaryLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 8),
      summaryLabel.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
      summaryLabel.trailingAnchor.constraint(equalTo: titleLabel.trailingAnchor),

      stepsLabel.topAnchor.constraint(equalTo: summaryLabel.bottomAnchor, constant: 16),
      stepsLabel.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
      stepsLabel.trailingAnchor.constraint(equalTo: titleLabel.trailingAnchor),

      adContainerView.topAnchor.constraint(equalTo: stepsLabel.bottomAnchor, constant: 24),
      adContainerView.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
      adContainerView.trailingAnchor.constraint(equalTo: titleLabel.trailingAnchor),

      moreRecipesButton.topAnchor.constraint(equalTo: adContainerView.bottomAnchor, constant: 24),
      moreRecipesButton.centerXAnchor.constraint(equalTo: contentView.centerXAnchor),
      moreRecipesButton.heightAnchor.constraint(equalToConstant: 44),
      moreRecipesButton.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -24),
    ])
  }

  private func setupNativeAdView() {
    let adView = NativeAdView()
    adView.translatesAutoresizingMaskIntoConstraints = false
    adView.backgroundColor = .secondarySystemBackground
    adView.isHidden = true

    let iconImageView = UIImageView()
    iconImageView.contentMode = .scaleAspectFit
    let headlineLabel = UILabel()
    headlineLabel.font = .boldSystemFont(ofSize: 17)
    headlineLabel.numberOfLines = 2
    let advertiserLabel = UILabel()
    advertiserLabel.font = .systemFont(ofSize: 13)
    advertiserLabel.textColor = .secondaryLabel
    let starRatingLabel = UILabel()
    starRatingLabel.font = .systemFont(ofSize: 13)
    starRatingLabel.textColor = .systemOrange
    let mediaView = MediaView()
    let bodyLabel = UILabel()
    bodyLabel.font = .systemFont(ofSize: 14)
    bodyLabel.numberOfLines = 3
    let callToActionButton = UIButton(type: .system)
    callToActionButton.backgroundColor = .systemBlue
    callToActionButton.setTitleColor(.white, for: .normal)
    // The SDK handles taps on the CTA; the button itself must not swallow them.
    callToActionButton.isUserInteractionEnabled = false
    let adBadge = UILabel()
    adBadge.text = "Ad"
    adBadge.font = .boldSystemFont(ofSize: 11)
    adBadge.textColor = .white
    adBadge.backgroundColor = .systemOrange

    for subview in [
      adBadge, iconImageView, headlineLabel, advertiserLabel, starRatingLabel, mediaView, bodyLabel,
      callToActionButton,
    ] as [UIView] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      adView.addSubview(subview)
    }

    NSLayoutConstraint.activate([
      adBadge.topAnchor.constraint(equalTo: adView.topAnchor, constant: 8),
      adBadge.leadingAnchor.constraint(equalTo: adView.leadingAnchor, constant: 8),

      iconImageView.topAnchor.constraint(equalTo: adBadge.bottomAnchor, constant: 8),
      iconImageView.leadingAnchor.constraint(equalTo: adView.leadingAnchor, constant: 8),
      iconImageView.widthAnchor.constraint(equalToConstant: 40),
      iconImageView.heightAnchor.constraint(equalToConstant: 40),

      headlineLabel.topAnchor.constraint(equalTo: iconImageView.topAnchor),
      headlineLabel.leadingAnchor.constraint(equalTo: iconImageView.trailingAnchor, constant: 8),
      headlineLabel.trailingAnchor.constraint(equalTo: adView.trailingAnchor, constant: -8),

      advertiserLabel.topAnchor.constraint(equalTo: headlineLabel.bottomAnchor, constant: 2),
      advertiserLabel.leadingAnchor.constraint(equalTo: headlineLabel.leadingAnchor),

      starRatingLabel.centerYAnchor.constraint(equalTo: advertiserLabel.centerYAnchor),
      starRatingLabel.leadingAnchor.constraint(equalTo: advertiserLabel.trailingAnchor, constant: 8),

      mediaView.topAnchor.constraint(equalTo: iconImageView.bottomAnchor, constant: 8),
      mediaView.leadingAnchor.constraint(equalTo: adView.leadingAnchor),
      mediaView.trailingAnchor.constraint(equalTo: adView.trailingAnchor),
      mediaView.heightAnchor.constraint(equalTo: mediaView.widthAnchor, multiplier: 9.0 / 16.0),

      bodyLabel.topAnchor.constraint(equalTo: mediaView.bottomAnchor, constant: 8),
      bodyLabel.leadingAnchor.constraint(equalTo: adView.leadingAnchor, constant: 8),
      bodyLabel.trailingAnchor.constraint(equalTo: adView.trailingAnchor, constant: -8),

      callToActionButton.topAnchor.constraint(equalTo: bodyLabel.bottomAnchor, constant: 8),
      callToActionButton.trailingAnchor.constraint(equalTo: adView.trailingAnchor, constant: -8),
      callToActionButton.heightAnchor.constraint(equalToConstant: 36),
      callToActionButton.bottomAnchor.constraint(equalTo: adView.bottomAnchor, constant: -8),
    ])

    adView.iconView = iconImageView
    adView.headlineView = headlineLabel
    adView.advertiserView = advertiserLabel
    adView.starRatingView = starRatingLabel
    adView.mediaView = mediaView
    adView.bodyView = bodyLabel
    adView.callToActionView = callToActionButton

    adContainerView.addSubview(adView)
    NSLayoutConstraint.activate([
      adView.topAnchor.constraint(equalTo: adContainerView.topAnchor),
      adView.leadingAnchor.constraint(equalTo: adContainerView.leadingAnchor),
      adView.trailingAnchor.constraint(equalTo: adContainerView.trailingAnchor),
      adView.bottomAnchor.constraint(equalTo: adContainerView.bottomAnchor),
    ])

    nativeAdView = adView
  }

  private func configureRecipe() {
    titleLabel.text = recipe.title
    summaryLabel.text = recipe.summary
    stepsLabel.text = recipe.steps.enumerated()
      .map { "\($0.offset + 1). \($0.element)" }
      .joined(separator: "\n")
  }

  // MARK: - Ads

  private func refreshAd() {
    moreRecipesButton.isEnabled = false

    let videoOptions = VideoOptions()
    videoOptions.shouldStartMuted = true

    let adViewOptions = NativeAdViewAdOptions()
    adViewOptions.preferredAdChoicesPosition = .topRightCorner

    adLoader = AdLoader(
      adUnitID: nativeAdUnitID,
      rootViewController: self,
      adTypes: [.native],
      options: [videoOptions, adViewOptions])
    adLoader.delegate = self
    adLoader.load(Request())
  }

  private func starString(from rating: NSDecimalNumber?) -> String? {
    guard let rating = rating?.doubleValue else { return nil }
    let fullStars = Int(rating.rounded(.down))
    let hasHalf = rating - Double(fullStars) >= 0.5
    var stars = String(repeating: "★", count: fullStars)
    if hasHalf { stars += "½" }
    return stars
  }
}

// MARK: - NativeAdLoaderDelegate

extension RecipeNativeAdViewController: @preconcurrency NativeAdLoaderDelegate {

  func adLoader(_ adLoader: AdLoader, didReceive nativeAd: NativeAd) {
    moreRecipesButton.isEnabled = true

    (nativeAdView.headlineView as? UILabel)?.text = nativeAd.headline

    nativeAdView.mediaView?.mediaContent = nativeAd.mediaContent

    (nativeAdView.bodyView as? UILabel)?.text = nativeAd.body
    nativeAdView.bodyView?.isHidden = nativeAd.body == nil

    (nativeAdView.callToActionView as? UIButton)?.setTitle(nativeAd.callToAction, for: .normal)
    nativeAdView.callToActionView?.isHidden = nativeAd.callToAction == nil

    (nativeAdView.iconView as? UIImageView)?.image = nativeAd.icon?.image
    nativeAdView.iconView?.isHidden = nativeAd.icon == nil

    (nativeAdView.starRatingView as? UILabel)?.text = starString(from: nativeAd.starRating)
    nativeAdView.starRatingView?.isHidden = nativeAd.starRating == nil

    (nativeAdView.advertiserView as? UILabel)?.text = nativeAd.advertiser
    nativeAdView.advertiserView?.isHidden = nativeAd.advertiser == nil

    // Registers the asset views above; must come after they are populated.
    nativeAdView.nativeAd = nativeAd
    nativeAdView.isHidden = false
  }

  func adLoader(_ adLoader: AdLoader, didFailToReceiveAdWithError error: Error) {
    print("Native ad failed to load: \(error.localizedDescription)")
    moreRecipesButton.isEnabled = true
  }
}
