import Foundation

/// One line of the benchmark table: our timing and, when there is one, a baseline measured in
/// the same run. All times in `unit` (milliseconds).
struct BenchmarkRow: Codable {
    var name: String
    var unit: String = "ms"
    var median: Double
    var min: Double
    var max: Double
    var runs: Int
    /// The baseline's median, measured in the same process right before or after ours.
    var baselineMedian: Double?
    /// How many timed runs the baseline median is over (may be fewer than `runs` for a slow baseline).
    var baselineRuns: Int?
    /// `baselineMedian / median`: how many times faster than the baseline (> 1 is faster).
    var ratio: Double?
    var notes: String

    init(
        name: String, unit: String = "ms", median: Double, min: Double, max: Double, runs: Int,
        baselineMedian: Double? = nil, baselineRuns: Int? = nil, ratio: Double? = nil, notes: String = ""
    ) {
        self.name = name
        self.unit = unit
        self.median = median
        self.min = min
        self.max = max
        self.runs = runs
        self.baselineMedian = baselineMedian
        self.baselineRuns = baselineRuns
        self.ratio = ratio
        self.notes = notes
    }

    /// A row from raw samples (in `unit`); `ratio` is computed when a baseline is given.
    init(name: String, unit: String = "ms", samples ours: [Double], baseline: [Double]? = nil, notes: String = "") {
        let sorted = ours.sorted()
        self.name = name
        self.unit = unit
        median = BenchmarkRow.median(of: sorted)
        min = sorted.first ?? 0
        max = sorted.last ?? 0
        runs = sorted.count
        if let baseline, !baseline.isEmpty {
            let baselineMedian = BenchmarkRow.median(of: baseline.sorted())
            self.baselineMedian = baselineMedian
            baselineRuns = baseline.count
            ratio = median > 0 ? baselineMedian / median : nil
        }
        self.notes = notes
    }

    static func median(of sorted: [Double]) -> Double {
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}

/// Keeps a value alive so the optimizer cannot drop the work that produced it.
@inline(never) @_optimize(none)
func blackHole<T>(_ value: T) {}

/// Runs `body` `warmup` times untimed, then `runs` times timed; returns each run in milliseconds.
func measure<R>(runs: Int, warmup: Int = 1, _ body: () -> R) -> [Double] {
    measureKeepingResult(runs: runs, warmup: warmup, body).samples
}

/// `measure`, also returning the result of the last timed run (to check or describe it without
/// running a slow body once more).
func measureKeepingResult<R>(runs: Int, warmup: Int = 1, _ body: () -> R) -> (samples: [Double], result: R?) {
    for _ in 0..<warmup { blackHole(body()) }
    let clock = ContinuousClock()
    var samples: [Double] = []
    samples.reserveCapacity(runs)
    var last: R?
    for _ in 0..<runs {
        last = nil                      // free the previous result outside the timed region
        var result: R?
        let elapsed = clock.measure { result = body() }
        samples.append(milliseconds(elapsed))
        last = result
    }
    blackHole(last)
    return (samples, last)
}

func milliseconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) * 1_000 + Double(attoseconds) / 1e15
}

/// Formats a time with 3 significant figures or more (no exponent).
func formatTime(_ value: Double) -> String {
    if value >= 100 { return String(format: "%.0f", value) }
    if value >= 10 { return String(format: "%.1f", value) }
    if value >= 1 { return String(format: "%.2f", value) }
    return String(format: "%.3f", value)
}

func formatRatio(_ value: Double) -> String {
    value >= 10 ? String(format: "%.0fx", value) : String(format: "%.2fx", value)
}

/// The rows as an aligned text table (notes last, unpadded).
func benchmarkTable(_ rows: [BenchmarkRow]) -> String {
    let header = ["benchmark", "unit", "median", "min", "max", "runs", "baseline", "ratio", "notes"]
    // "runs" reads "ours/baseline" when the baseline ran fewer times.
    let cells: [[String]] = rows.map { row in
        [
            row.name,
            row.unit,
            formatTime(row.median),
            formatTime(row.min),
            formatTime(row.max),
            row.baselineRuns.map { $0 == row.runs ? String(row.runs) : "\(row.runs)/\($0)" } ?? String(row.runs),
            row.baselineMedian.map(formatTime) ?? "-",
            row.ratio.map(formatRatio) ?? "-",
            row.notes,
        ]
    }
    let all = [header] + cells
    let columns = header.count
    var widths = [Int](repeating: 0, count: columns)
    for line in all {
        for (column, cell) in line.enumerated() { widths[column] = Swift.max(widths[column], cell.count) }
    }
    let leftAligned: Set<Int> = [0, 1, 8]
    func render(_ line: [String]) -> String {
        var parts: [String] = []
        for (column, cell) in line.enumerated() {
            if column == columns - 1 {
                parts.append(cell)
            } else {
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                parts.append(leftAligned.contains(column) ? cell + padding : padding + cell)
            }
        }
        return parts.joined(separator: "  ").trimmingCharacters(in: .whitespaces)
    }
    var lines = [render(header)]
    lines.append(String(repeating: "-", count: widths.dropLast().reduce(0, +) + 2 * (columns - 1) + 5))
    lines.append(contentsOf: cells.map(render))
    return lines.joined(separator: "\n")
}

/// The same rows as pretty-printed JSON (keys sorted; absent baselines are omitted).
func benchmarkJSON(_ rows: [BenchmarkRow]) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return String(decoding: try encoder.encode(rows), as: UTF8.self)
}
