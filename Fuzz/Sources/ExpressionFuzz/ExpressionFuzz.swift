import FuzzSupport
import SpotsModel

/// libFuzzer entry: bytes as a screen string with `${…}` expressions in it → TemplateString.parse →
/// evaluate over a small scope of every JSON type. Checks that nothing traps or hangs, that every
/// problem lies within the string, and that a result stays within the evaluator's length limit.
@_cdecl("LLVMFuzzerTestOneInput")
public func LLVMFuzzerTestOneInput_ExpressionFuzz(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    let length = text.count
    let template: TemplateString?
    do {
        template = try TemplateString.parse(text)
    } catch {
        require(error.range.start >= 0 && error.range.start <= error.range.end && error.range.end <= length,
                "a parse problem outside the string: \(error)")
        return 0
    }
    guard let template else { return 0 }
    let result = template.evaluate(ExpressionEvaluator(scope: scope))
    for error in result.errors {
        require(error.range.start >= 0 && error.range.start <= error.range.end && error.range.end <= length,
                "an evaluation problem outside the string: \(error)")
    }
    if case .string(let value) = result.value {
        require(value.utf8.count <= ExpressionEvaluator.maximumStringLength, "a result past the length limit")
    }
    return 0
}

private let scope: [String: JSONValue] = [
    "count": .number(3),
    "name": .string("Ana"),
    "on": .bool(true),
    "nothing": .null,
    "list": .array([.number(1), .string("two"), .array([]), .object(["k": .string("v")])]),
    "user": .object(["name": .string("Ana"), "tags": .array([.string("a")]), "age": .number(-1e300)]),
    "it": .object(["id": .number(7), "title": .string("Item")]),
    "index": .number(0),
]

@_cdecl("ExpressionFuzz_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    fuzzDriver(argc, argv) { bytes, size in LLVMFuzzerTestOneInput_ExpressionFuzz(bytes, size) }
}
