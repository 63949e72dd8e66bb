/// The RotatingAdaptiveBanner app's types.
enum RotatingAdaptiveBanner {}
