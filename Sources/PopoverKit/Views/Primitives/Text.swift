/// One or more lines of text in the environment's font and foreground color.
///
/// "\n" starts a new line; lines wrap at spaces to the proposed width (a word longer than the
/// width breaks between characters). Spans between backticks, like `code`, are drawn in the
/// monospaced variant of the font, as SwiftUI renders markdown in a string literal;
/// `Text(verbatim:)` shows its string as it is.
public struct Text: View {
    let string: String
    let isVerbatim: Bool
    /// What `Text + Text` joined, each text with its own styling; empty for other text.
    var spans: [TextSpanSource] = []

    public init(_ string: String) {
        self.string = string
        isVerbatim = false
    }

    /// The string as it is, backticks included.
    public init(verbatim string: String) {
        self.string = string
        isVerbatim = true
    }

    public func makeNode() -> ViewNode { ViewNode(TextKind(string: string, isVerbatim: isVerbatim, spans: spans)) }
}

/// How the lines of a multi-line text align to each other.
public enum TextAlignment: Hashable, Sendable {
    case leading, center, trailing

    /// The alignment as left to right: leading and trailing swap places right to left.
    func resolved(in direction: LayoutDirection) -> TextAlignment {
        guard direction == .rightToLeft else { return self }
        switch self {
        case .leading: return .trailing
        case .center: return .center
        case .trailing: return .leading
        }
    }
}

/// A text's node: laid out in lines for the width offered (`TextLayout`, remembered on its path
/// and across passes), drawn as runs in the foreground color, with the lines under or through
/// them that `.underline()` and `.strikethrough()` ask for.
struct TextKind: NodeKind {
    let string: String
    var isVerbatim = false
    var spans: [TextSpanSource] = []

    func size(_ sizer: NodeSizer) -> Size {
        layout(maxWidth: sizer.proposal.width, maxHeight: sizer.proposal.height, sizer.env, spanEnvironments(sizer.env),
               sizer.pass, sizer.path).size
    }

    func place(_ placer: NodePlacer) -> LaidOutNode {
        let env = placer.env, spanEnvs = spanEnvironments(env)
        let layout = layout(maxWidth: placer.frame.width, maxHeight: placer.frame.height, env, spanEnvs, placer.pass,
                            placer.path)
        let placed = layout.placedRuns(in: placer.frame, alignment: env.multilineTextAlignment.resolved(in: env.layoutDirection),
                                       color: env.resolvedForeground, spanColors: spanEnvs.map(\.resolvedForeground))
        guard !spanEnvs.isEmpty else {
            return placer.leaf(TextDrawing(runs: placed.map(\.run),
                                           lines: TextDecorationLine.lines(along: placed, emphasis: env.textEmphasis, env)))
        }
        let lines = spanEnvs.indices.flatMap { span in
            TextDecorationLine.lines(along: placed.filter { $0.span == span }, emphasis: spanEnvs[span].textEmphasis,
                                     spanEnvs[span])
        }
        return placer.leaf(TextDrawing(runs: placed.map(\.run), lines: lines))
    }

    /// Each span's environment: `env` with the span's own styling applied.
    private func spanEnvironments(_ env: EnvironmentValues) -> [EnvironmentValues] {
        spans.map { span in span.modifiers.reduce(env) { $1.applied(to: $0) } }
    }

    private func layout(maxWidth: Double?, maxHeight: Double?, _ env: EnvironmentValues, _ spanEnvs: [EnvironmentValues],
                        _ pass: LayoutPass, _ path: IdentityPath) -> TextLayout {
        let spans = zip(self.spans, spanEnvs).map { TextLayout.Span(string: $0.string, isVerbatim: $0.isVerbatim, font: $1.textFont) }
        return path.textLayout(.init(string: string, font: env.textFont, maxWidth: maxWidth, maxHeight: maxHeight,
                                     lineLimit: env.lineLimit, isVerbatim: isVerbatim, spans: spans),
                               measurer: pass.measurer, cache: pass.textLayoutCache)
    }
}

/// Text as laid out: its runs, each a piece of one line in one font and color, and the lines
/// drawn over them.
struct TextDrawing: NodeDrawing {
    let runs: [TextRun]
    var lines: [TextDecorationLine] = []

    func draw(_ node: LaidOutNode, into list: inout DisplayListBuilder) {
        for run in runs { list.append(.text(run)) }
        for line in lines { list.append(.fill(.rect(line.rect), line.color)) }
    }

    var label: String { "text " + runs.map { "\"\($0.text)\"" }.joined(separator: " ") }
}
