/// A tap-the-targets game that lasts ten seconds: at its end the game offers bonus coins
/// for a rewarded interstitial, after a four-second introduction the player can decline.
enum CountdownBonusGame {}
