/// A button that opens a menu of its content: buttons, dividers and sections, one row each,
/// in a rounded list in a popover beside the label, as iOS's context menus list them (the
/// label color, a destructive button in red, a button's icon at the row's trailing end). A
/// button in the menu closes it after its action, and so does a press outside it.
public struct Menu: View {
    let content: [ViewNode]
    let label: [ViewNode]
    @State private var isPresented = false

    public init(@ViewBuilder content: () -> [ViewNode], @ViewBuilder label: () -> [ViewNode]) {
        self.content = content()
        self.label = label()
    }

    public init(_ title: String, @ViewBuilder content: () -> [ViewNode]) {
        self.init(content: content) { Text(title) }
    }

    public init(_ title: String, systemImage: String, @ViewBuilder content: () -> [ViewNode]) {
        self.init(content: content) { Label(title, systemImage: systemImage) }
    }

    public var body: some View {
        let isPresented = $isPresented
        Button(action: { isPresented.wrappedValue = true }) { label }
            .popover(isPresented: isPresented) {
                MenuList(items: content)
                    .presentationCompactAdaptation(.popover)
            }
    }
}

/// A menu's rows: every view of `items` (groups and loops spread out) on a row of its own,
/// hairlines between them, a thicker gap between sections. Buttons in it close the popover
/// they are in after their action.
struct MenuList: View {
    let items: [ViewNode]

    func makeNode() -> ViewNode {
        let rows = MenuList.rows(of: items)
        return VStack(alignment: .leading, spacing: 0) {
            ForEach(rows.indices) { index in
                if index > 0 {
                    if rows[index].startsSection || rows[index - 1].endsSection {
                        Rectangle().fill(Color.separator.opacity(0.5)).frame(height: MenuMetrics.sectionGap)
                    } else {
                        Divider()
                    }
                }
                rows[index].node
            }
        }
        .frame(minWidth: MenuMetrics.minimumWidth)
        .buttonStyle(MenuRowButtonStyle())
        .environment(ClosesPresentationKey.self, true)
        .makeNode()
    }

    struct Row {
        var node: ViewNode
        var startsSection = false
        var endsSection = false
    }

    /// The rows of `items`: groups and `ForEach`es spread out; a `Section`'s views are a run of
    /// rows set apart from their neighbours; a `Divider` only sets rows apart.
    static func rows(of items: [ViewNode]) -> [Row] {
        var rows: [Row] = []
        var breakBefore = false
        for node in leaves(of: items) {
            if node.kind(as: SectionKind.self) != nil {
                var inner = MenuList.rows(of: [node.children[SectionKind.rowsIndex]])
                guard !inner.isEmpty else { continue }
                inner[0].startsSection = true
                inner[inner.count - 1].endsSection = true
                rows += inner
                continue
            }
            if node.kind(as: DividerKind.self) != nil {
                breakBefore = true
                continue
            }
            var row = Row(node: node)
            row.startsSection = breakBefore && !rows.isEmpty
            breakBefore = false
            rows.append(row)
        }
        return rows
    }

    /// `items` with groups (and loops, which are groups) spread out.
    static func leaves(of items: [ViewNode]) -> [ViewNode] {
        items.flatMap { node -> [ViewNode] in
            if node.traits.contains(.empty) { return [] }
            if node.traits.contains(.group) && !node.traits.contains(.modifier) { return leaves(of: node.children) }
            return [node]
        }
    }
}

/// iOS's menu measures.
enum MenuMetrics {
    static let minimumWidth = 250.0
    static let rowInsets = EdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    static let sectionGap = 8.0
}

/// A button in a menu: its title at the leading end of a full-width row in the label color (a
/// role's color wins), its icon at the trailing end; the whole row takes the press.
struct MenuRowButtonStyle: PrimitiveButtonStyle {
    func makeBody(label: ViewNode, environment: EnvironmentValues) -> ViewNode {
        HStack(spacing: ControlMetrics.labelIconSpacing) {
            label
            Spacer(minLength: 0)
        }
        .labelStyle(MenuRowLabelStyle())
        .padding(MenuMetrics.rowInsets)
        .contentShape(Rectangle())
        .foregroundColor(environment.foregroundColor ?? (environment[ButtonRoleKey.self] == .destructive ? environment.tint : .primary))
        .makeNode()
    }
}

/// A label in a menu row: title first, icon at the row's trailing end.
struct MenuRowLabelStyle: LabelStyle {
    func makeBody(configuration: LabelStyleConfiguration, environment: EnvironmentValues) -> ViewNode {
        HStack {
            configuration.title
            Spacer(minLength: ControlMetrics.labelIconSpacing)
            configuration.icon
        }.makeNode()
    }
}

/// Whether a button closes the popover it is in after its action: true inside a menu.
enum ClosesPresentationKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}
