import Foundation
import SpotsGtk

/// Lines for standard error, written in large pieces: one write a line took seconds for a screen
/// with hundreds of thousands of warnings.
public enum StandardError {
    public static func write(lines: some Sequence<String>, prefix: String = "") {
        var piece = ""
        for line in lines {
            piece += prefix
            piece += line
            piece += "\n"
            if piece.utf8.count >= 1 << 16 {
                FileHandle.standardError.write(Data(piece.utf8))
                piece = ""
            }
        }
        if !piece.isEmpty { FileHandle.standardError.write(Data(piece.utf8)) }
    }
}
