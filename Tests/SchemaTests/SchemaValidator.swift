import Foundation
import XCTest

/// Runs Debian's `/usr/bin/python3` with the `jsonschema` package (python3-jsonschema, 4.10 on
/// Debian 12) to check the schema itself (`check_schema`) and validate files against it
/// (`Draft202012Validator`). Only what jsonschema 4.10 offers is used.
///
/// `/usr/bin/python3` is used on purpose, in isolated mode (`-I`): a pyenv or virtualenv python
/// first on PATH may carry a newer jsonschema than the one CI gets from Debian.
enum SchemaValidator {
    static let python = "/usr/bin/python3"

    /// The package root: `Tests/SchemaTests/<this file>` → two levels up.
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `Data/`, with symlinks resolved so a scratch package that links `Data` enumerates it too.
    static let dataDirectory: URL = packageRoot.appendingPathComponent("Data").resolvingSymlinksInPath()

    static let schemaURL: URL = dataDirectory.appendingPathComponent("spots-screen.schema.json")

    /// Every shipped screen: each `*.json` under `Data/` (demo, examples, …) except schemas.
    static func shippedScreens() throws -> [URL] {
        guard let enumerator = FileManager.default.enumerator(
            at: dataDirectory, includingPropertiesForKeys: [.isRegularFileKey], options: []) else {
            throw ValidatorError("cannot list \(dataDirectory.path)")
        }
        var screens: [URL] = []
        for case let url as URL in enumerator {
            let name = url.lastPathComponent
            guard name.hasSuffix(".json"), !name.hasSuffix(".schema.json") else { continue }
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            screens.append(url)
        }
        return screens.sorted { $0.path < $1.path }
    }

    struct ValidatorError: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    struct Report {
        /// `check_schema`'s complaint about the schema itself; nil when the schema is valid.
        var schemaError: String?
        /// Per validated file (its path as given): the schema errors, empty when valid.
        var errors: [String: [String]]
    }

    private static let script = #"""
import json, sys
try:
    import jsonschema
except ImportError:
    sys.stderr.write("MISSING-JSONSCHEMA\n")
    sys.exit(3)
Validator = getattr(jsonschema, "Draft202012Validator", None)
if Validator is None:
    sys.stderr.write("OLD-JSONSCHEMA %s\n" % getattr(jsonschema, "__file__", "?"))
    sys.exit(4)
with open(sys.argv[1], encoding="utf-8") as f:
    schema = json.load(f)
try:
    Validator.check_schema(schema)
except jsonschema.exceptions.SchemaError as error:
    print(json.dumps({"schemaError": "%s (at %s)" % (error.message, "/".join(str(p) for p in error.absolute_schema_path))}))
    sys.exit(0)
validator = Validator(schema)
results = {}
for path in sys.argv[2:]:
    try:
        with open(path, encoding="utf-8") as f:
            instance = json.load(f)
    except ValueError as error:
        results[path] = ["not JSON for Python: %s" % error]
        continue
    messages = []
    for error in validator.iter_errors(instance):
        where = "/".join(str(p) for p in error.absolute_path) or "(root)"
        messages.append("%s: %s" % (where, error.message))
    results[path] = sorted(messages)
print(json.dumps({"errors": results}))
"""#

    /// Checks the schema and validates `files` against it in one Python run.
    /// Fails the calling test (not skips) when Python or python3-jsonschema is missing.
    static func run(_ files: [URL], file: StaticString = #filePath, line: UInt = #line) throws -> Report {
        guard FileManager.default.isExecutableFile(atPath: python) else {
            let message = "\(python) not found: the schema tests need Debian's Python with jsonschema; install them with `apt-get install -y python3 python3-jsonschema`"
            XCTFail(message, file: file, line: line)
            throw ValidatorError(message)
        }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("spots-schema-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let stdoutURL = scratch.appendingPathComponent("stdout")
        let stderrURL = scratch.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: stdoutURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: stderrURL.path, contents: nil)
        let stdout = try FileHandle(forWritingTo: stdoutURL)
        let stderr = try FileHandle(forWritingTo: stderrURL)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        // -I: ignore PYTHONPATH/PYTHONHOME and the user's site-packages, so Debian's package is what runs.
        process.arguments = ["-I", "-c", script, schemaURL.path] + files.map(\.path)
        process.standardOutput = stdout
        process.standardError = stderr
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try stdout.close()
        try stderr.close()
        let output = try Data(contentsOf: stdoutURL)
        let errorText = String(decoding: try Data(contentsOf: stderrURL), as: UTF8.self)

        switch process.terminationStatus {
        case 0: break
        case 3:
            let message = "python3-jsonschema is not installed for \(python): install it with `apt-get install -y python3-jsonschema` (Debian 12 ships 4.10, which supports draft 2020-12)"
            XCTFail(message, file: file, line: line)
            throw ValidatorError(message)
        case 4:
            let message = "the jsonschema for \(python) has no Draft202012Validator (it is older than 4.0): install Debian 12's `python3-jsonschema` (4.10)"
            XCTFail(message, file: file, line: line)
            throw ValidatorError(message)
        default:
            let message = "\(python) failed with status \(process.terminationStatus): \(errorText)"
            XCTFail(message, file: file, line: line)
            throw ValidatorError(message)
        }

        guard let object = try JSONSerialization.jsonObject(with: output) as? [String: Any] else {
            throw ValidatorError("unexpected output from \(python): \(String(decoding: output, as: UTF8.self))")
        }
        if let schemaError = object["schemaError"] as? String {
            return Report(schemaError: schemaError, errors: [:])
        }
        return Report(schemaError: nil, errors: object["errors"] as? [String: [String]] ?? [:])
    }
}
