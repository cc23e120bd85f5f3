/// Text broken into lines for a width: paragraphs at "\n", greedy wrapping at spaces,
/// backtick-delimited spans in the monospaced font.
struct TextLayout {
    /// Everything the lines depend on, besides the measurer.
    struct Inputs: Hashable {
        var string: String
        var font: Font
        var maxWidth: Double?
        var maxHeight: Double?
        var lineLimit: Int?

        /// Equal when every field is; the numbers are compared first, as they differ most often
        /// between layouts of one text and are the cheapest to compare.
        static func == (lhs: Inputs, rhs: Inputs) -> Bool {
            lhs.maxWidth == rhs.maxWidth && lhs.maxHeight == rhs.maxHeight && lhs.lineLimit == rhs.lineLimit
                && lhs.font == rhs.font && lhs.string == rhs.string
        }
    }

    let inputs: Inputs
    let lines: [TextLine]
    /// The widest line's width and the lines' total height; worked out once, as a text is
    /// asked for its size often (every pass, when its layout is remembered across passes).
    let size: Size
    var font: Font { inputs.font }

    /// Lays out `string` in `font`, wrapping to `maxWidth` (nil: never wrap) and keeping the
    /// lines that fit `maxHeight` and `lineLimit` (nil: all), the last one ending with "…".
    init(_ inputs: Inputs, measurer: any TextMeasuring) {
        self.inputs = inputs
        let string = inputs.string, font = inputs.font, maxWidth = inputs.maxWidth
        let maxHeight = inputs.maxHeight, lineLimit = inputs.lineLimit
        let metrics = TextPieceMetrics(font: font, measurer: measurer)
        let all = StyledText.paragraphs(of: string).flatMap { paragraph in
            LineBreaker(metrics: metrics, maxWidth: maxWidth).lines(for: paragraph)
        }
        lines = LineTruncator(metrics: metrics, maxWidth: maxWidth)
            .truncate(all, maxHeight: maxHeight, lineLimit: lineLimit)
        size = Size(width: lines.lazy.map(\.width).max() ?? 0, height: lines.reduce(0) { $0 + $1.height })
    }

    /// One text run per line and font, each at the top-leading corner of its part of its line
    /// (runs in fonts of different ascents are shifted so their baselines line up), lines
    /// aligned within `frame`'s width.
    func runs(in frame: Rect, alignment: TextAlignment, color: Color) -> [TextRun] {
        var runs: [TextRun] = []
        var y = frame.minY
        for line in lines {
            let slack = frame.width - line.width
            let alignmentShift: Double = switch alignment {
            case .leading: 0
            case .center: slack / 2
            case .trailing: slack
            }
            var x = frame.minX + alignmentShift
            for piece in line.pieces {
                runs.append(TextRun(text: piece.text, font: piece.isCode ? font.monospaced() : font,
                                    color: color, origin: Point(x: x, y: y + line.ascent - piece.ascent)))
                x += piece.width
            }
            y += line.height
        }
        return runs
    }
}
