import Foundation
import XCTest

/// `spots apply-patch SCREEN PATCH [-o OUT]`, run as an author would.
final class ApplyPatchCommandTests: XCTestCase {
    func testApplyPatchWritesThePatchedScreenOrNothingWithAPositionedError() throws {
        let folder = TemporaryFolder("spots-apply-patch")
        let screen = folder.write(#"{"components": [{"identifier": "c", "items": [{"identifier": "a", "title": "A"}, {"identifier": "b", "title": "B"}]}]}"#,
                                  to: "screen.json")
        let good = folder.write(#"{"patch": [{"identifier": "a", "item": {"title": "A2"}}, {"insert-after": "b", "items": [{"title": "C"}]}]}"#,
                                to: "good.json")
        let bad = folder.write("{\"patch\": [{\"remove\": \"a\"},\n {\"remove\": \"zz\"}]}", to: "bad.json")
        let out = folder.url.appendingPathComponent("out.json").path

        let applied = try SpotsProcess.run(["apply-patch", screen, good, "-o", out])
        XCTAssertEqual(applied.status, 0, applied.stderr)
        let validated = try SpotsProcess.run(["validate", out])
        XCTAssertEqual(validated.status, 0, validated.stdout)
        let inspected = try SpotsProcess.run(["inspect", out, "--json"])
        for title in ["\"A2\"", "\"B\"", "\"C\""] { XCTAssertTrue(inspected.stdout.contains(title), inspected.stdout) }

        let refused = try SpotsProcess.run(["apply-patch", screen, bad])
        XCTAssertEqual(refused.status, 1)
        XCTAssertEqual(refused.stdout, "", "nothing is written when a change fails")
        XCTAssertEqual(refused.stderr, "\(bad):2:2: error: the screen has no item or component \"zz\"; the patch is not applied (at patch[1])\n")
    }
}
