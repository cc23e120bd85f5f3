/// One column of a `LazyVGrid` (one row of a `LazyHGrid`), as SwiftUI's `GridItem`: a fixed
/// length, a flexible one (a share of what the fixed ones leave, within its bounds), or an
/// adaptive one (as many tracks of at least `minimum` as fit in its share).
public struct GridItem: Sendable {
    public enum Size: Sendable {
        case fixed(Double)
        case flexible(minimum: Double = 10, maximum: Double = .infinity)
        case adaptive(minimum: Double, maximum: Double = .infinity)
    }

    public var size: Size
    /// The gap after this track, before the next (8 when nil).
    public var spacing: Double?
    /// Where a cell's view sits in its cell (the grid's alignment when nil).
    public var alignment: Alignment?

    public init(_ size: Size = .flexible(), spacing: Double? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// Views in rows of `columns`, filling each row from the leading edge, rows one under another.
/// Every view is laid out, as the lazy stacks here do.
public struct LazyVGrid: View {
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: Double?
    let content: [ViewNode]

    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: Double? = nil,
                pinnedViews: PinnedScrollableViews = [], @ViewBuilder content: () -> [ViewNode]) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public func makeNode() -> ViewNode {
        ViewNode(GridKind(growth: .vertical, tracks: columns, alignment: Alignment(horizontal: alignment, vertical: .center),
                          spacing: spacing), children: content)
    }
}

/// Views in columns of `rows`, filling each column from the top, columns side by side.
public struct LazyHGrid: View {
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: Double?
    let content: [ViewNode]

    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: Double? = nil,
                pinnedViews: PinnedScrollableViews = [], @ViewBuilder content: () -> [ViewNode]) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public func makeNode() -> ViewNode {
        ViewNode(GridKind(growth: .horizontal, tracks: rows, alignment: Alignment(horizontal: .center, vertical: alignment),
                          spacing: spacing), children: content)
    }
}

/// Which headers and footers stay put while a lazy grid or stack scrolls; none are pinned
/// here (SwiftUI's default), so a grid takes the argument and draws its sections in place.
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// A grid's node: its tracks across `growth` (a vertical grid's columns), its views filling
/// them in order, a line of cells at a time along `growth`.
struct GridKind: NodeKind {
    /// The axis the grid grows along as views are added.
    let growth: Axis
    let tracks: [GridItem]
    let alignment: Alignment
    let spacing: Double?

    static let defaultSpacing = 8.0

    private var across: Axis { growth == .vertical ? .horizontal : .vertical }

    /// The tracks' lengths and the gaps after each, for `length` across the grid (nil: each
    /// flexible track as long as the longest view's ideal length).
    func resolvedTracks(in length: Double?, idealLength: () -> Double) -> [(length: Double, gap: Double, alignment: Alignment?)] {
        let gaps = tracks.map { $0.spacing ?? Self.defaultSpacing }
        let fixed = tracks.reduce(0.0) { total, item in
            if case .fixed(let value) = item.size { total + value } else { total }
        }
        let shared = tracks.count { if case .fixed = $0.size { false } else { true } }
        let between = gaps.dropLast().reduce(0, +)
        let share = shared == 0 ? 0 : length.map { max(0, ($0 - fixed - between) / Double(shared)) } ?? idealLength()
        var result: [(length: Double, gap: Double, alignment: Alignment?)] = []
        for (index, item) in tracks.enumerated() {
            switch item.size {
            case .fixed(let value):
                result.append((value, gaps[index], item.alignment))
            case .flexible(let minimum, let maximum):
                result.append((min(max(share, minimum), maximum), gaps[index], item.alignment))
            case .adaptive(let minimum, let maximum):
                let gap = gaps[index]
                let count = max(1, Int(((share + gap) / (max(minimum, 1) + gap)).rounded(.down)))
                let each = min(max((share - Double(count - 1) * gap) / Double(count), minimum), maximum)
                for _ in 0..<count { result.append((each, gap, item.alignment)) }
            }
        }
        return result
    }

    /// Everything both sizing and placing need: the views, the tracks, each line's length.
    private struct Measured {
        var children: [ContainerChild]
        var tracks: [(length: Double, gap: Double, alignment: Alignment?)]
        var lineLengths: [Double]
        var sizes: [Size]
        var proposals: [ProposedSize]
        var spacing: Double

        var acrossLength: Double { tracks.reduce(0) { $0 + $1.length + $1.gap } - (tracks.last?.gap ?? 0) }
        var alongLength: Double { lineLengths.reduce(0, +) + spacing * Double(max(0, lineLengths.count - 1)) }
    }

    private func measure(_ node: ViewNode, _ proposal: ProposedSize, _ env: EnvironmentValues, _ path: IdentityPath,
                         _ pass: LayoutPass) -> Measured {
        let children = path.flattenedChildren(of: node, store: pass.stateStore, env: env)
        let tracks = resolvedTracks(in: proposal.along(across)) {
            children.map { pass.size($0.node, .unspecified, env, at: $0.path).along(across) }.max() ?? 0
        }
        let count = max(1, tracks.count)
        var proposals: [ProposedSize] = [], sizes: [Size] = [], lines: [Double] = []
        for (index, child) in children.enumerated() {
            let p = ProposedSize.make(across, along: tracks.isEmpty ? nil : tracks[index % count].length, across: nil)
            let size = pass.size(child.node, p, env, at: child.path)
            proposals.append(p)
            sizes.append(size)
            if index % count == 0 { lines.append(0) }
            lines[lines.count - 1] = max(lines[lines.count - 1], size.along(growth))
        }
        return Measured(children: children, tracks: tracks, lineLengths: lines, sizes: sizes, proposals: proposals,
                        spacing: spacing ?? Self.defaultSpacing)
    }

    func size(_ sizer: NodeSizer) -> Size {
        let measured = measure(sizer.node, sizer.proposal, sizer.env.outsideStack, sizer.path, sizer.pass)
        let acrossLength = max(measured.acrossLength, sizer.proposal.along(across).map { min($0, .greatestFiniteMagnitude) } ?? 0)
        return Size.make(growth, along: measured.alongLength, across: acrossLength.isFinite ? acrossLength : measured.acrossLength)
    }

    func place(_ placer: NodePlacer) -> LaidOutNode {
        let env = placer.env.outsideStack, pass = placer.pass, frame = placer.frame
        let measured = measure(placer.node, placer.proposal, env, placer.path, pass)
        let count = max(1, measured.tracks.count)
        // Tracks shorter than the grid's frame sit where the grid's alignment says.
        let slack = frame.size.across(growth) - measured.acrossLength
        let fraction = growth == .vertical ? alignment.horizontal.fraction : alignment.vertical.fraction
        var trackStarts: [Double] = [], position = (growth == .vertical ? frame.minX : frame.minY) + max(0, slack) * fraction
        for track in measured.tracks {
            trackStarts.append(position)
            position += track.length + track.gap
        }
        var lineStarts: [Double] = [], along = growth == .vertical ? frame.minY : frame.minX
        for length in measured.lineLengths {
            lineStarts.append(along)
            along += length + measured.spacing
        }
        let placed = measured.children.indices.map { index in
            let track = index % count, line = index / count
            let trackLength = measured.tracks.isEmpty ? measured.sizes[index].along(across) : measured.tracks[track].length
            let cell = growth == .vertical
                ? Rect(x: trackStarts.isEmpty ? frame.minX : trackStarts[track], y: lineStarts[line],
                       width: trackLength, height: measured.lineLengths[line])
                : Rect(x: lineStarts[line], y: trackStarts.isEmpty ? frame.minY : trackStarts[track],
                       width: measured.lineLengths[line], height: trackLength)
            let cellAlignment = measured.tracks.isEmpty ? alignment : measured.tracks[track].alignment ?? .center
            return pass.place(measured.children[index].node, in: cellAlignment.place(measured.sizes[index], in: cell),
                              proposal: measured.proposals[index], env: env, path: measured.children[index].path)
        }
        return placer.container(placed)
    }
}
