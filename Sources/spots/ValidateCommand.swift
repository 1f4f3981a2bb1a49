import ArgumentParser
import Foundation
import SpotsApp
import SpotsGtk
import SpotsModel
import SpotsTranslation

/// Checks screen files and reports every problem with its position.
struct ValidateCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "validate",
            abstract: translated("Check screen files: exit 0 when all are valid, 1 when any is not, 2 on wrong usage."),
            discussion: translated("Problems print as FILE:LINE:COLUMN: error|warning: MESSAGE, the form editors and CI annotate from. Warnings (unknown keys and kinds, missing local images, templates and stylesheets) do not fail a file. URLs are fetched like the app fetches them: at most 32 MB, 15 s overall, 10 s without a byte.")
        )
    }

    @Argument(help: ArgumentHelp(translated("Screen JSON files, http(s) URLs, folders (their *.json), or - for standard input.")))
    var files: [String]

    @Flag(help: ArgumentHelp(translated("Print the problems as JSON, for tools.")))
    var json = false

    func validate() throws {
        if files.isEmpty { throw ValidationError(translated("give at least one screen file")) }
    }

    struct FileReport: Encodable {
        var file: String
        var valid: Bool
        var problems: [Problem]
    }

    struct Problem: Encodable {
        var severity: String
        var line: Int?
        var column: Int?
        var path: String
        var message: String
        /// Set when the problem is in another file than the screen (a remote screen's template).
        var file: String?
    }

    func run() throws {
        // Output for tools reads the same in every language.
        if json { Translation.isEnabled = false }
        let knownKinds = MainActor.assumeIsolated { ComponentRegistry.shared.knownKinds }
        // Only whether each file is valid is kept; problems are printed, or written, as found.
        var reports: [FileReport] = []
        var writer = json ? ValidationReportWriter() : nil
        for file in Self.expand(files) {
            if file == "-" {
                let report = Self.checkStandardInput(knownKinds: knownKinds)
                reports.append(FileReport(file: report.file, valid: report.valid, problems: []))
                if writer != nil { writer?.write(report) } else { report.problems.forEach { print(Self.line(file: "<stdin>", $0)) } }
                continue
            }
            var problems: [Diagnostic] = []
            var valid = true
            // Files and http(s) URLs alike: URLs through the app's fetcher, with its limits.
            var data: Data?
            do {
                let location: ResourceLocation
                switch ScreenSource(argument: file) {
                case .url(let url):
                    let body = try ScreenLoader.fetchWaiting(url)
                    data = body.data
                    location = .remote(body.finalURL)
                    if let warning = RemoteScreenFetcher.contentTypeWarning(body) { problems.append(warning) }
                case .file(let path), .embedded(let path):
                    data = try ScreenLoader.read(path: path)
                    location = .file(URL(fileURLWithPath: path).standardizedFileURL)
                }
                let warnings: [Diagnostic]
                if location.isRemote {
                    // A remote screen's templates and stylesheet are fetched and checked as the app does.
                    let loaded = try ScreenLoader.load(data: data ?? Data(), file: file, location: location, name: file,
                                                       knownKinds: knownKinds)
                    warnings = loaded.warnings + ScreenLoader.remoteResourceProblemsWaiting(loaded, data: data ?? Data(), file: file)
                } else {
                    // The same list a consumer of SpotsModel alone gets (`ScreenValidator`).
                    warnings = try ScreenValidator.problems(in: data ?? Data(), file: file, location: location,
                                                            knownKinds: knownKinds)
                }
                if problems.isEmpty { problems = warnings } else { problems += warnings }
                data = nil // only a failed decode reads it again
            } catch let diagnostic as Diagnostic {
                if let data {
                    // Decoding stops at the first error; the validator also lists the warnings before it.
                    let all = ScreenDecoder().validate(data, file: file)
                    problems += all.contains(diagnostic) ? all : all + [diagnostic]
                } else {
                    // Nothing was read: the reason is the only problem (no made-up 1:1 error).
                    problems.append(diagnostic)
                }
                valid = false
            }
            problems = Self.once(problems)
            reports.append(FileReport(file: file, valid: valid, problems: []))
            if writer != nil {
                writer?.write(file: file, valid: valid, problems: problems.lazy.map {
                    Problem(severity: $0.severity.rawValue, line: $0.line, column: $0.column, path: $0.path, message: $0.message,
                            file: $0.file == file ? nil : $0.file)
                })
            } else {
                problems.forEach { print($0) }
            }
        }
        writer?.finish()
        if reports.contains(where: { !$0.valid }) { throw ExitCode(1) }
    }
}
