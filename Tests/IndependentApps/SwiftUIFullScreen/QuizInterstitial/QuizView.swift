import FakeSwiftUI
import FakeGoogleMobileAds
import FakeUserMessagingPlatform
import Foundation

/// A three-question quiz: the user picks answers, finishes the quiz to see the score, and
/// goes on with "Next quiz", the break where an interstitial may show.
struct QuizView: View {
  @StateObject private var adModel: InterstitialAdModel
  @State private var quizNumber = 1
  @State private var picks: [String: String] = [:]
  @State private var score: Int?

  /// Creates the screen; `now` is the clock the ad model ages its ad by.
  init(now: @escaping () -> Date = Date.init) {
    _adModel = StateObject(wrappedValue: InterstitialAdModel(now: now))
  }

  private var questions: [QuizQuestion] { QuizQuestion.quiz(number: quizNumber) }

  var body: some View {
    VStack(spacing: 16) {
      Text("Quiz \(quizNumber)")
        .font(.title)
      if let score {
        Text("You scored \(score) of \(questions.count)")
        Button("Next quiz") { nextQuiz() }
      } else {
        ForEach(questions, id: \.prompt) { question in
          VStack(alignment: .leading) {
            Text(question.prompt)
            HStack {
              ForEach(question.choices, id: \.self) { choice in
                Button(choice) { picks[question.prompt] = choice }
              }
            }
          }
        }
        Button("Finish quiz") { finishQuiz() }
      }
      Spacer()
    }
    .padding()
    .navigationTitle("Daily Quiz")
    .task { await adModel.prepare() }
  }

  private func finishQuiz() {
    score = questions.filter { picks[$0.prompt] == $0.answer }.count
  }

  /// The break between two quizzes: the ad, if one is ready, covers the switch to the
  /// next quiz; without one the next quiz simply starts.
  private func nextQuiz() {
    adModel.showIfReady()
    quizNumber += 1
    picks = [:]
    score = nil
  }
}
