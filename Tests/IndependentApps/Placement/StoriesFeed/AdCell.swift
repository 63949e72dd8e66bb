import FakeUIKit
import FakeGoogleMobileAds

/// Table cell that hosts a cached inline adaptive banner owned by the feed controller.
final class AdCell: UITableViewCell {
    static let reuseIdentifier = "AdCell"

    private weak var hostedBanner: GADBannerView?

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        selectionStyle = .none
        clipsToBounds = true
        contentView.clipsToBounds = true
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    /// Moves `banner` into this cell, detaching it from whichever view held it before.
    func host(_ banner: GADBannerView) {
        if let current = hostedBanner, current !== banner, current.superview === contentView {
            current.removeFromSuperview()
        }
        if banner.superview !== contentView {
            banner.removeFromSuperview()
            contentView.addSubview(banner)
        }
        hostedBanner = banner
        setNeedsLayout()
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        if let banner = hostedBanner, banner.superview === contentView {
            banner.removeFromSuperview()
        }
        hostedBanner = nil
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        guard let banner = hostedBanner, banner.superview === contentView else { return }
        let bounds = contentView.bounds
        let adSize = banner.adSize.size
        let width = min(adSize.width, bounds.width)
        banner.frame = CGRect(
            x: ((bounds.width - width) / 2).rounded(),
            y: 0,
            width: width,
            height: adSize.height
        )
    }
}
