/// What a stylesheet from a server may cost, together with everything it imports. GTK 3 was
/// measured on each (GTK 3.24.38): 10,000 distinct selectors in one provider took 6.6 s and 3.1 GB
/// to parse (the cost grows with the square of their number; 1,000 took 0.1 s and 30 MB); a
/// selector of 20,000 compound parts, or values nested 200,000 parentheses deep, crashed it (its
/// parser and matcher recurse); a box-shadow blurred by 10,000 px crashed `spots snapshot` in cairo,
/// 2,000 px took 4.7 s and 500 MB for two items; 1,000 background layers took 12.7 s and 4.2 GB.
public enum RemoteStylesheetLimits {
    /// How deep `@import`s may go below the stylesheet the screen names.
    public static let maximumImportDepth = 4
    /// Stylesheets in all, the screen's own included.
    public static let maximumSheets = 16
    /// Selectors in all (each part of a comma-separated list counts).
    public static let maximumSelectors = 1_000
    /// Compound selectors in one selector (`a > b c` has three).
    public static let maximumCompounds = 32
    /// Parentheses and brackets inside one another in a value or selector.
    public static let maximumNesting = 16
    /// Distinct images named by `url()`.
    public static let maximumImages = 16
    /// Tokens in all (4 MB of text is at most four million).
    public static let maximumTokens = 1_000_000
    /// Numbers beyond this (in any unit) are brought back to it: sizes and font sizes that large
    /// only cost memory and time.
    public static let maximumNumber = 10_000.0
    /// Comma-separated values in one declaration (background layers, shadows, transitions…).
    public static let maximumListItems = 8
    /// The blur radius of a shadow, in pixels (GTK blurs on every draw).
    public static let maximumShadowBlur = 64.0
}
