import Foundation
@_spi(Benchmarks) import SpotsModel
import SpotsDiff

// The decode rows: the steps of a live reload without GTK, on the JSON the window rows reload
// (one list of 100,000 items with identifier, title and subtitle). Baselines are Foundation on
// the same bytes, in the same run, and simdjson in C++ (a child process) to show the ceiling.

/// What Foundation's `JSONDecoder` builds from the same bytes: plain structs, no rules.
private struct PlainScreen: Decodable {
    struct Component: Decodable {
        var identifier: String?
        var items: [PlainItem]
    }
    struct PlainItem: Decodable {
        var identifier: Int?
        var title: String?
        var subtitle: String?
    }
    var components: [Component]
}

func decodeBenchmarkRows(runs: Int) -> [BenchmarkRow] {
    let count = 100_000
    let encoder = ScreenEncoder()
    let old = benchScreen(.list, count: count)
    var edited = old
    edited[0].items[count / 2].title = "Reloaded"
    let data = encoder.encode(Screen(components: edited))
    let megabytes = String(format: "%.1f", Double(data.count) / 1_048_576)
    let clock = ContinuousClock()
    func time(_ body: () throws -> Void) -> Double {
        let start = clock.now
        try? body()
        return milliseconds(clock.now - start)
    }
    func samples(_ body: () throws -> Void) -> [Double] {
        _ = time(body) // warm-up
        return (0..<runs).map { _ in time(body) }
    }

    var values = 0
    let parse = samples { values = try JSONParsing.countValues(in: data) }
    let foundationParse = samples { _ = try JSONSerialization.jsonObject(with: data) }
    var decoded: [ComponentModel] = []
    let decode = samples { decoded = try ScreenDecoder().decode(data).screen.components }
    // Beside simdjson, processor time on both sides, taking turns (see `JSONBaseline`). The
    // screen decoded before is freed after the clock stops (simdjson reuses its memory).
    let simdjson = JSONBaseline(parsing: data)
    var kept: DecodedScreen?
    var decodeProcessor: [Double] = []
    var simdjsonProcessor: [Double] = [] // the turn after each of ours, while the child answers
    for _ in 0..<runs {
        let start = threadProcessorMilliseconds()
        let screen = try? ScreenDecoder().decode(data)
        decodeProcessor.append(threadProcessorMilliseconds() - start)
        kept = screen
        if let theirs = simdjson?.sample() { simdjsonProcessor.append(theirs) }
    }
    _ = kept
    simdjson?.finish()
    let foundationDecode = samples { _ = try JSONDecoder().decode(PlainScreen.self, from: data) }
    var changed = 0
    let diff = samples { changed = ScreenChangeset.compare(old: old, new: decoded).componentUpdates.values.reduce(0) { $0 + $1.items.updates.count } }
    let whole = samples {
        let screen = try ScreenDecoder().decode(data).screen
        _ = ScreenChangeset.compare(old: old, new: screen.components)
    }
    return [mixedDecodeRow(runs: runs)] + [
        BenchmarkRow(name: "decode: parse \(megabytes) MB of JSON (100,000 items) into a tree", samples: parse, baseline: foundationParse,
                     notes: "\(values) values; baseline: Foundation's JSONSerialization on the same bytes"),
        BenchmarkRow(name: "decode: screen of 100,000 items from JSON", samples: decode, baseline: foundationDecode,
                     notes: "ScreenDecoder (all rules, positions, warnings); baseline: JSONDecoder into plain structs"),
        simdjsonRow(decode: decodeProcessor, simdjson: simdjsonProcessor, titles: simdjson?.titles, bytes: data.count, items: count),
        BenchmarkRow(name: "decode: diff of the decoded screen, 1 title changed", samples: diff,
                     notes: "ScreenChangeset.compare against the screen before; \(changed) item update"),
        BenchmarkRow(name: "decode: decode + diff, 100,000 items", samples: whole,
                     notes: "what a live reload costs before GTK"),
    ]
}

/// Decoding the 20,000 mixed components the first-frame rows open (items with images, actions,
/// sizes and meta), in processor time, beside Foundation's `JSONSerialization` on the same bytes.
private func mixedDecodeRow(runs: Int) -> BenchmarkRow {
    let name = "decode: 20,000 mixed components from JSON, processor time"
    guard let path = mixedScreenFile(components: 20_000), let data = FileManager.default.contents(atPath: path) else {
        return BenchmarkRow(name: name, samples: [], notes: "not measured: the screen could not be written (python3?)")
    }
    // What a run made is freed after its clock stops, as the window frees the screen it replaces
    // later, on its own time.
    func processorTime<Made>(_ make: () -> Made) -> [Double] {
        var kept = make() // warm-up
        let samples = (0..<runs).map { _ in
            let start = threadProcessorMilliseconds()
            let made = make()
            let elapsed = threadProcessorMilliseconds() - start
            kept = made
            return elapsed
        }
        withExtendedLifetime(kept) {}
        return samples
    }
    let ours = processorTime { try? ScreenDecoder().decode(data) }
    let foundation = processorTime { try? JSONSerialization.jsonObject(with: data) }
    let megabytes = Double(data.count) / 1_048_576
    return BenchmarkRow(name: name, samples: ours, baseline: foundation,
                        notes: String(format: "%.1f MB, ScreenDecoder (all rules, positions, warnings) %.0f MB/s; baseline: Foundation's "
                                      + "JSONSerialization on the same bytes", megabytes, megabytes / (BenchmarkRow.median(of: ours.sorted()) / 1_000)))
}

/// Our screen decode beside simdjson's DOM parse of the same bytes (the target: within 3×),
/// both in processor time, taking turns, or a row that says why there is no comparison.
private func simdjsonRow(decode: [Double], simdjson: [Double], titles: Int?, bytes: Int, items: Int) -> BenchmarkRow {
    let name = "decode: screen of 100,000 items beside simdjson (C++), processor time"
    guard titles == items else {
        return BenchmarkRow(name: name, samples: decode,
                            notes: "no simdjson baseline: Scripts/build-json-baseline.sh needs libsimdjson-dev and a C++ compiler")
    }
    guard simdjson.count == decode.count else {
        return BenchmarkRow(name: name, samples: decode,
                            notes: "no comparison: simdjson's child process ended after \(simdjson.count) of \(decode.count) turns")
    }
    var row = BenchmarkRow(name: name, samples: decode, baseline: simdjson)
    let throughput = { (milliseconds: Double) in String(format: "%.0f MB/s", Double(bytes) / 1_000 / milliseconds) }
    let ratios = zip(decode, simdjson).map { $0 / $1 }.sorted()
    row.notes = "ScreenDecoder \(throughput(row.median)), simdjson's DOM parse touching every title \(throughput(row.baselineMedian ?? 0)); "
        + String(format: "ours takes %.1f× simdjson's time (median of the %d turns' ratios, %.1f–%.1f; target: at most 3×); ",
                 BenchmarkRow.median(of: ratios), ratios.count, ratios.first ?? 0, ratios.last ?? 0)
        + "each thread's processor time, taking turns: one decode of ours, then one parse by simdjson in a child process"
    return row
}
