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
        /// Backticks are characters, not code spans (`Text(verbatim:)`).
        var isVerbatim = false
        /// The texts a concatenation (`Text + Text`) joins, each in its own font; empty for
        /// other text, which is `string` in `font`.
        var spans: [Span] = []

        /// Equal when every field is; the numbers are compared first, as they differ most often
        /// between layouts of one text and are the cheapest to compare.
        static func == (lhs: Inputs, rhs: Inputs) -> Bool {
            lhs.maxWidth == rhs.maxWidth && lhs.maxHeight == rhs.maxHeight && lhs.lineLimit == rhs.lineLimit
                && lhs.isVerbatim == rhs.isVerbatim && lhs.font == rhs.font && lhs.string == rhs.string
                && lhs.spans == rhs.spans
        }
    }

    /// One text of a concatenation, in its font.
    struct Span: Hashable {
        var string: String
        var isVerbatim: Bool
        var font: Font
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
        let metrics = TextPieceMetrics(font: font, spanFonts: inputs.spans.map(\.font), measurer: measurer)
        let paragraphs = inputs.spans.isEmpty ? StyledText.paragraphs(of: string, verbatim: inputs.isVerbatim)
            : StyledText.paragraphs(ofSpans: inputs.spans)
        let all = paragraphs.flatMap { paragraph in
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
        placedRuns(in: frame, alignment: alignment, color: color).map(\.run)
    }

    /// The runs with their widths and their line's baseline, for lines drawn along them; a
    /// concatenation's runs in their span's color (`spanColors`), others in `color`.
    func placedRuns(in frame: Rect, alignment: TextAlignment, color: Color, spanColors: [Color] = []) -> [PlacedTextRun] {
        var runs: [PlacedTextRun] = []
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
                let spanFont = inputs.spans.isEmpty ? font : inputs.spans[piece.span].font
                let run = TextRun(text: piece.text, font: piece.isCode ? spanFont.monospaced() : spanFont,
                                  color: spanColors.isEmpty ? color : spanColors[piece.span],
                                  origin: Point(x: x, y: y + line.ascent - piece.ascent))
                runs.append(PlacedTextRun(run: run, width: piece.width, baseline: y + line.ascent, span: piece.span))
                x += piece.width
            }
            y += line.height
        }
        return runs
    }
}

/// A run as laid out: how wide it is and where the baseline it sits on is.
struct PlacedTextRun {
    var run: TextRun
    var width: Double
    var baseline: Double
    var span = 0
}
