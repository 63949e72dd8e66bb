/// The AppOpenSingleton app's types.
enum AppOpenSingleton {}
