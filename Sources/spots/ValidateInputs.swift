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
        let name = StandardInput.name
        let data: Data
        do { data = try StandardInput.read() } catch let diagnostic as Diagnostic {
            return report(file: name, valid: false, problems: [diagnostic])
        } catch {
            return report(file: name, valid: false, problems: [Diagnostic(severity: .error, file: name, message: "\(error)")])
        }
        let checked = ScreenValidator.validate(data, file: name, location: StandardInput.location, knownKinds: knownKinds)
        return report(file: name, valid: checked.isValid, problems: checked.problems)
    }

    static func report(file: String, valid: Bool, problems: [Diagnostic]) -> FileReport {
        FileReport(file: file, valid: valid, problems: once(problems).map {
            Problem(severity: $0.severity.rawValue, line: $0.line, column: $0.column, path: $0.path, message: $0.message,
                    file: $0.file == file ? nil : $0.file)
        })
    }

    /// Each problem once, in document order (problems without a position last, as found).
    static func once(_ problems: [Diagnostic]) -> [Diagnostic] { ScreenValidator.ordered(problems) }
}

extension ValidateCommand {
    /// A report's problem printed as `FILE:LINE:COLUMN: severity: message (at path)`.
    static func line(file: String, _ problem: Problem) -> String {
        Diagnostic(severity: Diagnostic.Severity(rawValue: problem.severity) ?? .error, file: problem.file ?? file, line: problem.line,
                   column: problem.column, path: problem.path, message: problem.message).description
    }
}
