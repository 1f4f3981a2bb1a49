import Foundation

/// An opaque sRGB colour, with WCAG 2.1's relative luminance and contrast ratio: how Spots checks
/// that what it draws stands out from what it is drawn on.
public struct RGBColor: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// 0…1 each.
    public var red: Double
    public var green: Double
    public var blue: Double

    public init(red: Double, green: Double, blue: Double) {
        self.red = min(max(red, 0), 1)
        self.green = min(max(green, 0), 1)
        self.blue = min(max(blue, 0), 1)
    }

    /// From 0…255 components, as a PNG's pixels hold them.
    public init(red8: Int, green8: Int, blue8: Int) {
        self.init(red: Double(red8) / 255, green: Double(green8) / 255, blue: Double(blue8) / 255)
    }

    /// `#rrggbb`, as CSS reads it.
    public var hex: String {
        String(format: "#%02x%02x%02x", Int((red * 255).rounded()), Int((green * 255).rounded()), Int((blue * 255).rounded()))
    }

    public var description: String { hex }

    /// GTK's `mix(self, other, fraction)`: 0 is `self`, 1 is `other`.
    public func mixed(with other: RGBColor, fraction: Double) -> RGBColor {
        RGBColor(red: red + (other.red - red) * fraction, green: green + (other.green - green) * fraction,
                 blue: blue + (other.blue - blue) * fraction)
    }

    /// WCAG 2.1's relative luminance: 0 for black, 1 for white.
    public var relativeLuminance: Double {
        func linear(_ channel: Double) -> Double {
            channel <= 0.03928 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// WCAG 2.1's contrast ratio, 1 (none) to 21 (black on white). Text needs 4.5, a focus ring
    /// or another part of the interface 3 (success criteria 1.4.3 and 1.4.11).
    public func contrast(with other: RGBColor) -> Double {
        let (lighter, darker) = relativeLuminance > other.relativeLuminance
            ? (relativeLuminance, other.relativeLuminance) : (other.relativeLuminance, relativeLuminance)
        return (lighter + 0.05) / (darker + 0.05)
    }
}
