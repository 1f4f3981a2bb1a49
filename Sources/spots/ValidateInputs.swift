import Foundation
import SpotsApp
import SpotsGtk
import SpotsModel

/// What `spots validate` reads: files, `-` for standard input, folders (their `*.json`).
extension ValidateCommand {
    /// The arguments with each folder replaced by its `*.json` files (sorted; a folder without
    /// any stays, and is reported as a folder), each screen once.
    static func expand(_ arguments: [String]) -> [String] {
        var seen = Set<String>()
        var inputs: [String] = []
        func add(_ input: String) {
            let key = input == "-" ? input : URL(fileURLWithPath: input).standardizedFileURL.path
            if seen.insert(key).inserted { inputs.append(input) }
        }
        for argument in arguments {
            var isDirectory: ObjCBool = false
            guard argument != "-", FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory), isDirectory.boolValue,
                  let names = try? FileManager.default.contentsOfDirectory(atPath: argument) else {
                add(argument)
                continue
            }
            let screens = names.filter { $0.lowercased().hasSuffix(".json") && !$0.hasPrefix(".") }.sorted()
            if screens.isEmpty { add(argument) }
            for name in screens { add((argument as NSString).appendingPathComponent(name)) }
        }
        return inputs
    }

    /// Checks the screen on standard input; relative references resolve from the current folder.
    static func checkStandardInput(knownKinds: Set<ComponentKind>) -> FileReport {
        let data = FileHandle.standardInput.readDataToEndOfFile()
        let name = "<stdin>"
        let folder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        var problems: [Diagnostic]
        var valid = true
        do {
            problems = try ScreenLoader.problems(data: data, file: name, location: ResourceLocation(baseDirectory: folder),
                                                 knownKinds: knownKinds)
        } catch let diagnostic as Diagnostic {
            let all = ScreenDecoder().validate(data, file: name)
            problems = all.contains(diagnostic) ? all : all + [diagnostic]
            valid = false
        } catch {
            problems = [Diagnostic(severity: .error, file: name, message: "\(error)")]
            valid = false
        }
        return report(file: name, valid: valid, problems: problems)
    }

    static func report(file: String, valid: Bool, problems: [Diagnostic]) -> FileReport {
        FileReport(file: file, valid: valid, problems: once(problems).map {
            Problem(severity: $0.severity.rawValue, line: $0.line, column: $0.column, path: $0.path, message: $0.message,
                    file: $0.file == file ? nil : $0.file)
        })
    }

    /// Each problem once, in document order (problems without a position last, as found).
    /// Sorts indices rather than the problems, and compares within one position only: a screen
    /// with half a million warnings must not hold a second and third copy of them, or a key string
    /// per problem.
    static func once(_ problems: [Diagnostic]) -> [Diagnostic] {
        func position(_ index: Int) -> (Int, Int) { (problems[index].line ?? Int.max, problems[index].column ?? 0) }
        let order = problems.indices.sorted { a, b in
            let left = position(a), right = position(b)
            return left != right ? left < right : a < b
        }
        var unique: [Diagnostic] = []
        unique.reserveCapacity(problems.count)
        var start = 0
        while start < order.count {
            var end = start + 1
            while end < order.count, position(order[end]) == position(order[start]) { end += 1 }
            if end - start == 1 {
                unique.append(problems[order[start]])
            } else {
                // One position, usually a handful of problems (or every unpositioned one).
                var seen = Set<SeenProblem>()
                for index in order[start..<end] where seen.insert(SeenProblem(problems[index])).inserted {
                    unique.append(problems[index])
                }
            }
            start = end
        }
        return unique
    }

    /// What makes two problems at one position the same.
    private struct SeenProblem: Hashable {
        let severity: Diagnostic.Severity
        let message: String

        init(_ problem: Diagnostic) {
            severity = problem.severity
            message = problem.message
        }
    }
}

extension ValidateCommand {
    /// A report's problem printed as `FILE:LINE:COLUMN: severity: message (at path)`.
    static func line(file: String, _ problem: Problem) -> String {
        Diagnostic(severity: Diagnostic.Severity(rawValue: problem.severity) ?? .error, file: problem.file ?? file, line: problem.line,
                   column: problem.column, path: problem.path, message: problem.message).description
    }
}
