@testable import SpotsLayout
import SpotsModel
import XCTest

/// The height index on its own: offsets, lookups and updates against a plain sum.
final class LineHeightsTests: XCTestCase {
    func testOffsetsAndLookupsMatchAPlainSum() {
        var heights = LineHeights(count: 0, spacing: 4)
        let values: [Double] = (0..<1_000).map { Double(20 + ($0 * 37) % 50) }
        heights.reset(to: values)
        var offsets: [Double] = []
        var sum = 0.0
        for value in values {
            offsets.append(sum)
            sum += value + 4
        }
        for line in stride(from: 0, to: 1_000, by: 37) {
            XCTAssertEqual(heights.offset(of: line), offsets[line])
            XCTAssertEqual(heights.line(at: offsets[line]), line, "a line's top belongs to it")
            XCTAssertEqual(heights.line(at: offsets[line] + values[line] + 3.5), line, "so does the spacing after it")
        }
        XCTAssertEqual(heights.total, sum - 4)
        XCTAssertEqual(heights.line(at: -10), 0)
        XCTAssertEqual(heights.line(at: sum * 2), 999)
        XCTAssertEqual(heights.lines(intersecting: offsets[10], offsets[20]), 10..<20)
    }

    func testSettingAHeightMovesEveryOffsetBelowIt() {
        var heights = LineHeights(count: 100_000, estimate: 50)
        XCTAssertEqual(heights.total, 5_000_000)
        XCTAssertEqual(heights.set(10, height: 80, measured: true), 30)
        XCTAssertTrue(heights.isMeasured(10))
        XCTAssertFalse(heights.isMeasured(11))
        XCTAssertEqual(heights.offset(of: 10), 500)
        XCTAssertEqual(heights.offset(of: 11), 580)
        XCTAssertEqual(heights.offset(of: 99_999), 99_999 * 50 + 30)
        XCTAssertEqual(heights.line(at: 560), 10)
        XCTAssertEqual(heights.line(at: 580), 11)
        heights.invalidateMeasurements()
        XCTAssertFalse(heights.isMeasured(10))
        XCTAssertEqual(heights.height(of: 10), 80, "the old measurement stays as the estimate")
    }

    func testReestimatingLeavesMeasuredLinesAndSumsTheRest() {
        var heights = LineHeights(count: 1_000, estimate: 50, spacing: 2)
        heights.set(3, height: 80, measured: true)
        XCTAssertTrue(heights.reestimateUnmeasured { line in line % 2 == 0 ? 40 : 60 })
        XCTAssertEqual(heights.height(of: 3), 80, "measured, kept")
        XCTAssertTrue(heights.isMeasured(3))
        XCTAssertEqual(heights.height(of: 4), 40)
        XCTAssertFalse(heights.isMeasured(4))
        let firstFive: Double = 40 + 60 + 40 + 80 + 40 + 5 * 2
        XCTAssertEqual(heights.offset(of: 5), firstFive)
        // Line 3 (odd) is measured at 80 instead of 60: 500 even lines, 499 odd ones, 999 gaps.
        let whole: Double = 500 * 40 + 499 * 60 + 80 + 999 * 2
        XCTAssertEqual(heights.total, whole)
        XCTAssertFalse(heights.reestimateUnmeasured { line in line % 2 == 0 ? 40 : 60 }, "nothing changed")
        XCTAssertTrue(heights.reestimateUnmeasured(to: 45))
        XCTAssertEqual(heights.height(of: 3), 80, "measured, kept")
        XCTAssertEqual(heights.total, 999 * 45 + 80 + 999 * 2)
        XCTAssertFalse(heights.reestimateUnmeasured(to: 45), "nothing changed")
    }

    func testEstimatesFollowMeasuredItemsOfTheSameKind() {
        var estimates = HeightEstimates(fallback: 56)
        XCTAssertEqual(estimates.estimate(kind: "card"), 56)
        estimates.record(kind: "card", height: 100)
        estimates.record(kind: "card", height: 120)
        estimates.record(kind: "", height: 40)
        XCTAssertEqual(estimates.estimate(kind: "card"), 110)
        XCTAssertEqual(estimates.estimate(kind: ""), 40)
        XCTAssertEqual(estimates.estimate(kind: "other"), 56)
    }
}
