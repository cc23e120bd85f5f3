/// A line drawn under or through a run of text: a filled rectangle as long as the run.
///
/// Its thickness is 1/17 of the font size (1 pt at body size) and it sits where Inter, the
/// bundled stand-in for SF Pro, puts its own lines: an underline's middle 0.1 em below the
/// baseline, a strikethrough's 0.29 em above it, across the middle of the lowercase letters.
struct TextDecorationLine: Hashable {
    var rect: Rect
    var color: Color

    static let thicknessPerPoint = 1.0 / 17
    static let underlineOffset = 0.1
    static let strikethroughRise = 0.29

    /// The underlines and strikethroughs `emphasis` asks for along each run, in the run's
    /// color unless the style names one.
    static func lines(along runs: [PlacedTextRun], emphasis: TextEmphasis, _ env: EnvironmentValues) -> [TextDecorationLine] {
        guard emphasis.underline != nil || emphasis.strikethrough != nil else { return [] }
        var lines: [TextDecorationLine] = []
        for placed in runs where placed.width > 0 {
            let size = placed.run.font.size
            func line(_ style: TextLineStyle, middle: Double) -> TextDecorationLine {
                let thickness = size * thicknessPerPoint
                return TextDecorationLine(
                    rect: Rect(x: placed.run.origin.x, y: middle - thickness / 2, width: placed.width, height: thickness),
                    color: style.color.map(env.resolve) ?? placed.run.color)
            }
            if let underline = emphasis.underline {
                lines.append(line(underline, middle: placed.baseline + size * underlineOffset))
            }
            if let strikethrough = emphasis.strikethrough {
                lines.append(line(strikethrough, middle: placed.baseline - size * strikethroughRise))
            }
        }
        return lines
    }
}
