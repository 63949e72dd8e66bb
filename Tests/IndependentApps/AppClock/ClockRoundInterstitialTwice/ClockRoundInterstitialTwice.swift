/// The word game of ``ClockRoundInterstitial`` with one bug: its round clock runs on through
/// the ad break, so the next round ends under the ad and presents another ad over it.
enum ClockRoundInterstitialTwice {}
