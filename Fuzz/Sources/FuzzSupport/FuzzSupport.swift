import Foundation

// What every fuzz target shares: handing control to libFuzzer's driver, a check whose message
// survives a release build, and the time limit that a slow target watches itself.

@_silgen_name("LLVMFuzzerRunDriver")
private func runFuzzerDriver(_ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
                             _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt) -> CInt

/// Runs libFuzzer with the process's arguments, feeding each input to `callback`. SwiftPM links
/// an executable's entry point as `TARGET_main`: each target defines that and calls this.
public func fuzzDriver(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
                       _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt) -> CInt {
    TotalTime.start((0..<Int(argc)).compactMap { argv?[$0].map { String(cString: $0) } })
    var count = argc
    var arguments = argv
    return runFuzzerDriver(&count, &arguments, callback)
}

/// A precondition whose message survives a release build (the fuzzer's report shows it).
public func require(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
    if !condition() { fatalError(message()) }
}

/// `-max_total_time`, watched by targets whose inputs are slow: libFuzzer replays the whole corpus
/// before it looks at the clock, so such a target rejects every input once the time is up.
public enum TotalTime {
    nonisolated(unsafe) private static var deadline: Date?

    static func start(_ arguments: [String]) {
        guard let option = arguments.last(where: { $0.hasPrefix("-max_total_time=") }),
              let seconds = Double(option.dropFirst("-max_total_time=".count)), seconds > 0 else { return }
        deadline = Date().addingTimeInterval(seconds)
    }

    public static var isOver: Bool { deadline.map { Date() > $0 } ?? false }
}
