struct Question {
  let text: String
  let choices: [String]
  let correctIndex: Int
}

/// Bundled questions; the real app downloads packs, this is the offline set.
struct QuestionBank {
  private let questions: [Question] = [
    Question(text: "What is the capital of Australia?", choices: ["Sydney", "Canberra", "Melbourne", "Perth"], correctIndex: 1),
    Question(text: "How many bones are in the adult human body?", choices: ["186", "206", "226", "246"], correctIndex: 1),
    Question(text: "Which planet has the most moons?", choices: ["Jupiter", "Saturn", "Uranus", "Neptune"], correctIndex: 1),
    Question(text: "Who painted The Night Watch?", choices: ["Vermeer", "Van Gogh", "Rembrandt", "Hals"], correctIndex: 2),
    Question(text: "What is the chemical symbol for tin?", choices: ["Ti", "Tn", "Sn", "St"], correctIndex: 2),
    Question(text: "In which year did the Berlin Wall fall?", choices: ["1987", "1989", "1991", "1993"], correctIndex: 1),
    Question(text: "Which ocean is the deepest?", choices: ["Atlantic", "Indian", "Arctic", "Pacific"], correctIndex: 3),
    Question(text: "How many strings does a standard violin have?", choices: ["3", "4", "5", "6"], correctIndex: 1),
  ]
  private var cursor = 0

  mutating func nextRound(count: Int) -> [Question] {
    (0..<count).map { _ in
      defer { cursor = (cursor + 1) % questions.count }
      return questions[cursor]
    }
  }
}
