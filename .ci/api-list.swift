// Prints the public API of one module, one declaration a line, sorted, from the symbol
// graphs the compiler emitted for it (MODULE.symbols.json and MODULE@OTHER.symbols.json).
// Only declarations made in the module's own folder count: a module that re-exports
// another (FakeFoundation re-exports Foundation) does not list the other's API.
//   swift .ci/api-list.swift SYMBOL-GRAPH-FOLDER MODULE MODULE-SOURCE-FOLDER
import Foundation

let arguments = CommandLine.arguments
guard arguments.count == 4 else {
  FileHandle.standardError.write(Data("usage: swift .ci/api-list.swift SYMBOL-GRAPH-FOLDER MODULE MODULE-SOURCE-FOLDER\n".utf8))
  exit(2)
}
let folder = URL(fileURLWithPath: arguments[1])
let module = arguments[2]
let sources = URL(fileURLWithPath: arguments[3]).standardizedFileURL.path + "/"
let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
  $0 == "\(module).symbols.json" || ($0.hasPrefix("\(module)@") && $0.hasSuffix(".symbols.json"))
}
guard !names.isEmpty else {
  FileHandle.standardError.write(Data("error: no symbol graph of \(module) in \(folder.path)\n".utf8))
  exit(1)
}
var lines: Set<String> = []
for name in names {
  let data = try Data(contentsOf: folder.appendingPathComponent(name))
  guard let graph = try JSONSerialization.jsonObject(with: data) as? [String: Any],
    let symbols = graph["symbols"] as? [[String: Any]]
  else { continue }
  let extended = name == "\(module).symbols.json" ? "" : String(name.dropFirst(module.count + 1).dropLast(13)) + " "
  for symbol in symbols {
    guard let access = symbol["accessLevel"] as? String, access == "public" || access == "open" else { continue }
    guard let uri = (symbol["location"] as? [String: Any])?["uri"] as? String,
      let file = URL(string: uri)?.standardizedFileURL.path, file.hasPrefix(sources)
    else { continue }
    let kind = (symbol["kind"] as? [String: Any])?["identifier"] as? String ?? "?"
    let path = (symbol["pathComponents"] as? [String])?.joined(separator: ".") ?? "?"
    let fragments = (symbol["declarationFragments"] as? [[String: Any]]) ?? []
    let declaration = fragments.compactMap { $0["spelling"] as? String }.joined()
      .split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    lines.insert("\(extended)\(kind) \(path): \(declaration)")
  }
}
print(lines.sorted().joined(separator: "\n"))
