import Foundation

/// One multiple-choice question of a quiz.
struct QuizQuestion: Hashable {
  let prompt: String
  let choices: [String]
  let answer: String

  /// The questions of the quiz with the number, drawn in turn from a small bank.
  static func quiz(number: Int) -> [QuizQuestion] {
    let start = ((number - 1) * 3) % bank.count
    return (0..<3).map { bank[(start + $0) % bank.count] }
  }

  private static let bank: [QuizQuestion] = [
    QuizQuestion(prompt: "Which planet is closest to the Sun?", choices: ["Mercury", "Venus", "Mars"], answer: "Mercury"),
    QuizQuestion(prompt: "How many legs does a spider have?", choices: ["Six", "Eight", "Ten"], answer: "Eight"),
    QuizQuestion(prompt: "What is frozen water called?", choices: ["Steam", "Ice", "Dew"], answer: "Ice"),
    QuizQuestion(prompt: "Which ocean is the largest?", choices: ["Atlantic", "Indian", "Pacific"], answer: "Pacific"),
    QuizQuestion(prompt: "How many minutes are in an hour?", choices: ["Sixty", "Hundred", "Thirty"], answer: "Sixty"),
    QuizQuestion(prompt: "Which gas do plants take in?", choices: ["Oxygen", "Carbon dioxide", "Helium"], answer: "Carbon dioxide"),
  ]
}
