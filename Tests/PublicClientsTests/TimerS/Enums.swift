// Follows TimerS (github.com/DayeonJung/TimerS), file TimerS/WebView/Enums.swift at commit
// 216f5b9f23ce29c15adda4659747a8c71918f0a6.
// Edits for Linux: none. The page address is left out (the web view is out of scope); the
// app's own ad unit ids are replaced by placeholders of the same form.

import Foundation

enum UserDefaultKey: String {
  case sound = "soundSwitchState"
  case vibration = "vibrationSwitchState"
}

enum AdId: String {
  case Inter = "ca-app-pub-0000000000000000/0000000001"
  case TestInter = "ca-app-pub-3940256099942544/4411468910"
  case Banner = "ca-app-pub-0000000000000000/0000000002"
  case TestBanner = "ca-app-pub-3940256099942544/2934735716"
}
