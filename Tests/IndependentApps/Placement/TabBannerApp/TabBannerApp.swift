/// The TabBannerApp app's types.
enum TabBannerApp {}
