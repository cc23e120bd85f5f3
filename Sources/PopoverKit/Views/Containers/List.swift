/// Rows in a scrolling list, as SwiftUI's `List`: each view of the content (a `ForEach`'s views
/// one by one) is a row at least 44 pt tall with its content 16 pt in from the edge and a
/// hairline between rows; `Section`s group rows under headers. By default it looks as on iPhone:
/// inset grouped, white rounded cards on the grouped gray; `.listStyle(_:)` picks another look.
/// It takes the space offered and scrolls.
public struct List: View {
    let content: [ViewNode]

    public init(@ViewBuilder content: () -> [ViewNode]) {
        self.content = content()
    }

    /// A row per element, each identified by its `id`.
    public init<Data: Sequence>(_ data: Data, @ViewBuilder rowContent: (Data.Element) -> [ViewNode])
    where Data.Element: Identifiable {
        content = [ForEach(data, content: rowContent).makeNode()]
    }

    /// A row per element, each identified by the element's value at `id` (`\.self`).
    public init<Data: Sequence, ID: Hashable>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                              @ViewBuilder rowContent: (Data.Element) -> [ViewNode]) {
        content = [ForEach(data, id: id, content: rowContent).makeNode()]
    }

    /// A row per number of a constant range.
    public init(_ data: Range<Int>, @ViewBuilder rowContent: (Int) -> [ViewNode]) {
        content = [ForEach(data, content: rowContent).makeNode()]
    }

    public func makeNode() -> ViewNode {
        let rows = ViewNode(ListKind(), children: content)
        return ViewNode(modifier: ListBackgroundKind(), content: ScrollView { rows })
    }
}

/// The list's background, the style's, behind the whole scroll view (under short content too).
struct ListBackgroundKind: ModifierKind {
    func place(_ placer: NodePlacer) -> LaidOutNode {
        let color = placer.env.resolve(placer.env.listAppearance.background)
        return placer.wrapper(placer.contentInPlace(),
                              drawing: ListDrawing(fills: [(.rect(placer.frame), color)], overlays: []))
    }
}

/// A list's rows and sections, stacked as its style lays them out (`ListLayout`).
struct ListKind: NodeKind {
    func size(_ sizer: NodeSizer) -> Size {
        ListLayout(sizer.node, at: sizer.path, sizer.pass, sizer.env, width: sizer.proposal.width).size
    }

    func place(_ placer: NodePlacer) -> LaidOutNode {
        let layout = ListLayout(placer.node, at: placer.path, placer.pass, placer.env, width: placer.frame.width)
        let origin = placer.frame.origin
        let children = layout.pieces.map { piece in
            placer.pass.place(piece.node, in: piece.frame.offsetBy(dx: origin.x, dy: origin.y),
                              proposal: piece.proposal, env: piece.env, path: piece.path)
        }
        let env = placer.env, appearance = env.listAppearance
        let cards = appearance.cardBackground.map { color in
            layout.cards.map { card in
                (Path.roundedRect(card.offsetBy(dx: origin.x, dy: origin.y), cornerRadius: appearance.cardCornerRadius),
                 env.resolve(color))
            }
        } ?? []
        let separators = layout.separators.map { line in
            (Path.rect(line.offsetBy(dx: origin.x, dy: origin.y)), env.resolve(.separator))
        }
        return LaidOutNode(path: placer.path, frame: placer.frame, explicitID: placer.explicitID, children: children,
                           drawing: ListDrawing(fills: cards, overlays: separators))
    }
}

/// Fills under the children (backgrounds, cards) and over them (separators).
struct ListDrawing: NodeDrawing {
    let fills: [(Path, Color)]
    let overlays: [(Path, Color)]

    func draw(_ node: LaidOutNode, into list: inout DisplayListBuilder) {
        for (path, color) in fills { list.append(.fill(path, color)) }
        list.drawChildren(of: node)
        for (path, color) in overlays { list.append(.fill(path, color)) }
    }

    var label: String { "list \(fills.count) fills \(overlays.count) lines" }
}

/// Where a list's headers, rows and footers go, from its top-leading corner, and its cards and
/// separators, for one width.
struct ListLayout {
    /// A view the list places: a row's content, a header or a footer.
    struct Piece {
        let node: ViewNode
        let path: IdentityPath
        let env: EnvironmentValues
        let proposal: ProposedSize
        let frame: Rect
    }

    private struct Section {
        var header: ContainerChild?
        var rows: [ContainerChild] = []
        var footer: ContainerChild?
    }

    private(set) var pieces: [Piece] = []
    private(set) var cards: [Rect] = []
    private(set) var separators: [Rect] = []
    private(set) var size = Size.zero

    /// One device pixel at 2x.
    static let hairline = 0.5

    init(_ node: ViewNode, at path: IdentityPath, _ pass: LayoutPass, _ env: EnvironmentValues, width: Double?) {
        let env = env.outsideStack, appearance = env.listAppearance
        var rowEnv = env
        rowEnv.isInListRow = true
        let sections = Self.sections(of: node, at: path, pass, env)
        let insets = 2 * (appearance.cardInset + ListAppearance.rowPadding)
        let width = width ?? (sections.flatMap(\.rows).map { row in
            pass.size(row.node, .unspecified, rowEnv, at: row.path).width
        }.max() ?? 0) + insets
        let cardX = appearance.cardInset, cardWidth = max(0, width - 2 * appearance.cardInset)
        let contentX = cardX + ListAppearance.rowPadding, contentWidth = max(0, width - insets)

        var headerEnv = env
        headerEnv.font = appearance.isGrouped ? ListAppearance.headerFont : ListAppearance.plainHeaderFont
        headerEnv.fontWeight = nil
        headerEnv.foregroundColor = .secondaryLabel
        var footerEnv = headerEnv
        footerEnv.font = ListAppearance.headerFont

        var y = 0.0
        func add(_ part: ContainerChild, env: EnvironmentValues, uppercased: Bool = false) -> Double {
            let node = uppercased ? part.node.uppercasingText() : part.node
            let proposal = ProposedSize(width: contentWidth, height: nil)
            let measured = pass.size(node, proposal, env, at: part.path)
            pieces.append(Piece(node: node, path: part.path, env: env, proposal: proposal,
                                frame: Rect(x: contentX, y: y, width: measured.width, height: measured.height)))
            return measured.height
        }

        for (index, section) in sections.enumerated() {
            if let header = section.header {
                if appearance.isGrouped {
                    y += ListAppearance.headerTopPadding
                    y += add(header, env: headerEnv, uppercased: true)
                    y += ListAppearance.headerBottomPadding
                } else {
                    y += ListAppearance.plainHeaderPadding
                    y += add(header, env: headerEnv)
                    y += ListAppearance.plainHeaderPadding
                }
            } else if appearance.isGrouped {
                y += index == 0 || sections[index - 1].footer == nil ? ListAppearance.sectionSpacing
                                                                      : ListAppearance.headerTopPadding
            }
            let cardTop = y
            for (rowIndex, row) in section.rows.enumerated() {
                let proposal = ProposedSize(width: contentWidth, height: nil)
                let measured = pass.size(row.node, proposal, rowEnv, at: row.path)
                let height = max(ListAppearance.rowMinHeight, measured.height + 2 * ListAppearance.rowVerticalPadding)
                pieces.append(Piece(node: row.node, path: row.path, env: rowEnv, proposal: proposal,
                                    frame: Rect(x: contentX, y: y + (height - measured.height) / 2,
                                                width: measured.width, height: measured.height)))
                y += height
                if rowIndex < section.rows.count - 1 {
                    separators.append(Rect(x: contentX, y: y - Self.hairline, width: cardX + cardWidth - contentX,
                                           height: Self.hairline))
                }
            }
            if !section.rows.isEmpty {
                cards.append(Rect(x: cardX, y: cardTop, width: cardWidth, height: y - cardTop))
            }
            if let footer = section.footer {
                y += ListAppearance.headerBottomPadding
                y += add(footer, env: footerEnv)
            }
        }
        if appearance.isGrouped, !sections.isEmpty { y += ListAppearance.sectionSpacing }
        size = Size(width: width, height: y)
    }

    /// The list's sections: its `Section`s, and a section of its own for each run of rows
    /// outside them.
    private static func sections(of node: ViewNode, at path: IdentityPath, _ pass: LayoutPass,
                                 _ env: EnvironmentValues) -> [Section] {
        var sections: [Section] = []
        var loose: [ContainerChild] = []
        for item in path.flattenedChildren(of: node, store: pass.stateStore, env: env) {
            guard item.node.kind(as: SectionKind.self) != nil else {
                loose.append(item)
                continue
            }
            if !loose.isEmpty { sections.append(Section(rows: loose)) }
            loose = []
            let parts = item.node.children
            let rows = parts[SectionKind.rowsIndex]
            sections.append(Section(
                header: part(parts[SectionKind.headerIndex], index: SectionKind.headerIndex, of: item),
                rows: item.path.child(rows, index: SectionKind.rowsIndex)
                    .flattenedChildren(of: rows, store: pass.stateStore, env: env),
                footer: part(parts[SectionKind.footerIndex], index: SectionKind.footerIndex, of: item)))
        }
        if !loose.isEmpty { sections.append(Section(rows: loose)) }
        return sections
    }

    /// A section's header or footer, nil when it has none.
    private static func part(_ node: ViewNode, index: Int, of section: ContainerChild) -> ContainerChild? {
        if node.traits.contains(.empty) || (node.traits.contains(.group) && node.children.isEmpty) { return nil }
        return ContainerChild(node: node, path: section.path.child(node, index: index))
    }
}

private struct InListRowKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// Whether the views beneath are a list row's content (a `NavigationLink` there is a row
    /// with a chevron, as on iOS).
    var isInListRow: Bool {
        get { self[InListRowKey.self] }
        set { self[InListRowKey.self] = newValue }
    }
}
