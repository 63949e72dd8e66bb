/// The FixedBannerNoRoot app's types.
enum FixedBannerNoRoot {}
