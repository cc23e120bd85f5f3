/// Views in rows and columns, as SwiftUI's `Grid`: each `GridRow`'s views are its cells, each
/// column as wide as its widest cell, each row as tall as its tallest; a view that is not a
/// row (a `Divider`, say) spans the grid's width on a line of its own.
public struct Grid: View {
    let alignment: Alignment
    let horizontalSpacing: Double?
    let verticalSpacing: Double?
    let content: [ViewNode]

    public init(alignment: Alignment = .center, horizontalSpacing: Double? = nil, verticalSpacing: Double? = nil,
                @ViewBuilder content: () -> [ViewNode]) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }

    public func makeNode() -> ViewNode {
        ViewNode(TableGridKind(alignment: alignment, horizontalSpacing: horizontalSpacing ?? GridKind.defaultSpacing,
                               verticalSpacing: verticalSpacing ?? GridKind.defaultSpacing), children: content)
    }
}

/// One row of a `Grid`: its views are the row's cells, left to right.
public struct GridRow: View {
    let alignment: VerticalAlignment?
    let content: [ViewNode]

    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> [ViewNode]) {
        self.alignment = alignment
        self.content = content()
    }

    public func makeNode() -> ViewNode { ViewNode(GridRowKind(alignment: alignment), children: content) }
}

/// A grid row's node; outside a grid, a horizontal stack of its cells.
struct GridRowKind: NodeKind {
    let alignment: VerticalAlignment?

    private var stack: StackKind { StackKind(axis: .horizontal, crossAlignment: (alignment ?? .center).fraction, spacing: nil) }

    func size(_ sizer: NodeSizer) -> Size { stack.size(sizer) }

    func place(_ placer: NodePlacer) -> LaidOutNode { stack.place(placer) }
}

/// A grid's node: rows of cells in shared columns.
struct TableGridKind: NodeKind {
    let alignment: Alignment
    let horizontalSpacing: Double
    let verticalSpacing: Double

    /// A line of the grid: a row's cells, or one view across the grid.
    private struct Line {
        var cells: [ContainerChild]
        var rowAlignment: VerticalAlignment?
        var isRow: Bool
    }

    private struct Measured {
        var lines: [Line]
        var columnWidths: [Double]
        var lineHeights: [Double]
        var width: Double
        var height: Double
    }

    private func measure(_ node: ViewNode, _ proposal: ProposedSize, _ env: EnvironmentValues, _ path: IdentityPath,
                         _ pass: LayoutPass) -> Measured {
        let lines = path.flattenedChildren(of: node, store: pass.stateStore, env: env).map { child -> Line in
            guard let row = child.node.kind(as: GridRowKind.self) else { return Line(cells: [child], isRow: false) }
            return Line(cells: child.path.flattenedChildren(of: child.node, store: pass.stateStore, env: env),
                        rowAlignment: row.alignment, isRow: true)
        }
        var columnWidths: [Double] = []
        for line in lines where line.isRow {
            for (column, cell) in line.cells.enumerated() {
                let width = pass.size(cell.node, .unspecified, env, at: cell.path).width
                if column < columnWidths.count { columnWidths[column] = max(columnWidths[column], width) } else { columnWidths.append(width) }
            }
        }
        let width = columnWidths.reduce(0, +) + horizontalSpacing * Double(max(0, columnWidths.count - 1))
        let lineHeights = lines.map { line in
            line.isRow
                ? line.cells.indices.map { pass.size(line.cells[$0].node, ProposedSize(width: columnWidths[$0], height: nil), env,
                                                     at: line.cells[$0].path).height }.max() ?? 0
                : pass.size(line.cells[0].node, ProposedSize(width: width, height: nil), env, at: line.cells[0].path).height
        }
        let height = lineHeights.reduce(0, +) + verticalSpacing * Double(max(0, lines.count - 1))
        return Measured(lines: lines, columnWidths: columnWidths, lineHeights: lineHeights, width: width, height: height)
    }

    func size(_ sizer: NodeSizer) -> Size {
        let measured = measure(sizer.node, sizer.proposal, sizer.env.outsideStack, sizer.path, sizer.pass)
        return Size(width: measured.width, height: measured.height)
    }

    func place(_ placer: NodePlacer) -> LaidOutNode {
        let env = placer.env.outsideStack, pass = placer.pass, frame = placer.frame
        let measured = measure(placer.node, placer.proposal, env, placer.path, pass)
        var placed: [LaidOutNode] = []
        var y = frame.minY
        for (index, line) in measured.lines.enumerated() {
            let height = measured.lineHeights[index]
            if line.isRow {
                var x = frame.minX
                for (column, cell) in line.cells.enumerated() {
                    let width = measured.columnWidths[column], proposal = ProposedSize(width: width, height: nil)
                    let size = pass.size(cell.node, proposal, env, at: cell.path)
                    let cellAlignment = Alignment(horizontal: alignment.horizontal, vertical: line.rowAlignment ?? alignment.vertical)
                    let rect = cellAlignment.place(size, in: Rect(x: x, y: y, width: width, height: height))
                    placed.append(pass.place(cell.node, in: rect, proposal: proposal, env: env, path: cell.path))
                    x += width + horizontalSpacing
                }
            } else {
                let cell = line.cells[0], proposal = ProposedSize(width: measured.width, height: nil)
                let size = pass.size(cell.node, proposal, env, at: cell.path)
                let rect = alignment.place(size, in: Rect(x: frame.minX, y: y, width: measured.width, height: height))
                placed.append(pass.place(cell.node, in: rect, proposal: proposal, env: env, path: cell.path))
            }
            y += height + verticalSpacing
        }
        return placer.container(placed)
    }
}
