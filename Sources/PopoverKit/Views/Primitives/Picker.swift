/// A choice of one of its content's views, bound to `selection`: each view's `.tag(_:)` is the
/// value it stands for (a `ForEach` row's id when it has no tag, as in SwiftUI). Drawn by the
/// `.pickerStyle(_:)` in effect, as iOS draws them:
///
/// - `.menu` (and `.automatic`): the chosen option and ↕︎ chevrons, which open a menu of the
///   options with a checkmark at the chosen one; in a `Form` or `List` row the label leads and
///   the value is gray at the trailing end, elsewhere the value alone is in the tint.
/// - `.segmented`: a gray track with the options side by side, the chosen one on a raised
///   white segment.
/// - `.inline`: the label, then the options one under the other, a checkmark in the tint at
///   the chosen one.
public struct Picker<SelectionValue: Hashable>: View {
    let label: [ViewNode]
    let selection: Binding<SelectionValue>
    let content: [ViewNode]

    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> [ViewNode],
                @ViewBuilder label: () -> [ViewNode]) {
        self.label = label()
        self.selection = selection
        self.content = content()
    }

    public init(_ title: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> [ViewNode]) {
        self.init(selection: selection, content: content) { Text(title) }
    }

    public init(_ title: String, systemImage: String, selection: Binding<SelectionValue>,
                @ViewBuilder content: () -> [ViewNode]) {
        self.init(selection: selection, content: content) { Label(title, systemImage: systemImage) }
    }

    /// The options: each view of the content with the value its tag stands for.
    var options: [(tag: AnyHashable?, view: ViewNode)] {
        MenuList.leaves(of: content).map { ($0.pickerTag, $0) }
    }

    func isSelected(_ tag: AnyHashable?) -> Bool {
        tag.map { $0 == AnyHashable(selection.wrappedValue) } ?? false
    }

    func select(_ tag: AnyHashable?) {
        guard let value = tag?.base as? SelectionValue else { return }
        selection.wrappedValue = value
    }

    public func makeNode() -> ViewNode {
        EnvironmentReader { env in
            switch env[PickerStyleKey.self] {
            case .menu: menu(inRow: env.isInListRow)
            case .segmented: segmented
            case .inline: inline(inRow: env.isInListRow)
            }
        }.makeNode()
    }

    private var selectedView: ViewNode {
        options.first { isSelected($0.tag) }?.view ?? .empty
    }

    private func menu(inRow: Bool) -> ViewNode {
        let options = options
        let menu = Menu {
            ForEach(options.indices) { index in
                Button(action: { select(options[index].tag) }) {
                    HStack(spacing: PickerMetrics.checkmarkSpacing) {
                        Image(systemName: "checkmark")
                            .fontWeight(.semibold)
                            .opacity(isSelected(options[index].tag) ? 1 : 0)
                        options[index].view
                    }
                }
            }
        } label: {
            let value = HStack(spacing: PickerMetrics.chevronSpacing) {
                selectedView
                UpDownChevrons()
                    .stroke(lineWidth: PickerMetrics.chevronLineWidth)
                    .frame(width: PickerMetrics.chevronSize.width, height: PickerMetrics.chevronSize.height)
            }
            if inRow { value.foregroundColor(.secondaryLabel) } else { value }
        }
        guard inRow else { return menu.makeNode() }
        return HStack {
            label
            Spacer()
            menu
        }.makeNode()
    }

    private var segmented: ViewNode {
        let options = options
        return HStack(spacing: 0) {
            ForEach(options.indices) { index in
                let chosen = isSelected(options[index].tag)
                if index > 0 {
                    // iOS hides the hairline beside the raised segment.
                    Rectangle()
                        .fill(Color.opaqueSeparator)
                        .frame(width: 1, height: PickerMetrics.segmentDividerHeight)
                        .opacity(chosen || isSelected(options[index - 1].tag) ? 0 : 1)
                }
                Button(action: { select(options[index].tag) }) {
                    options[index].view
                        .font(.footnote)
                        .fontWeight(chosen ? .semibold : .regular)
                        .lineLimit(1)
                        .padding(.horizontal, PickerMetrics.segmentPadding)
                        .frame(maxWidth: .infinity, minHeight: PickerMetrics.segmentedHeight)
                        .background {
                            if chosen {
                                RoundedRectangle(cornerRadius: PickerMetrics.segmentCornerRadius)
                                    .fill(PickerMetrics.raisedSegment)
                                    .shadow(color: .black.opacity(0.12), radius: 4, y: 2)
                                    .padding(PickerMetrics.segmentInset)
                            }
                        }
                        .contentShape(Rectangle())
                }
                .buttonStyle(.plain)
            }
        }
        .background(RoundedRectangle(cornerRadius: PickerMetrics.trackCornerRadius).fill(Color.tertiarySystemFill))
        .makeNode()
    }

    private func inline(inRow: Bool) -> ViewNode {
        let options = options
        return VStack(alignment: .leading, spacing: 0) {
            HStack { label }
                .foregroundColor(.secondaryLabel)
                .font(.footnote)
                .padding(.bottom, PickerMetrics.inlineHeaderGap)
            ForEach(options.indices) { index in
                Divider()
                Button(action: { select(options[index].tag) }) {
                    HStack {
                        options[index].view
                        Spacer()
                        Image(systemName: "checkmark")
                            .fontWeight(.semibold)
                            .foregroundStyle(.tint)
                            .opacity(isSelected(options[index].tag) ? 1 : 0)
                    }
                    .padding(.vertical, PickerMetrics.inlineRowPadding)
                    .contentShape(Rectangle())
                }
                .buttonStyle(.plain)
            }
        }.makeNode()
    }
}

/// UISegmentedControl's and the menu button's measures.
enum PickerMetrics {
    static let segmentedHeight = 32.0
    static let segmentPadding = 8.0
    static let segmentInset = 2.0
    static let segmentCornerRadius = 7.0
    static let trackCornerRadius = 9.0
    static let segmentDividerHeight = 16.0
    static let raisedSegment = Color(light: .white, dark: Color(hex: 0x636366))
    static let chevronSize = Size(width: 8, height: 13)
    static let chevronLineWidth = 1.6
    static let chevronSpacing = 5.0
    static let checkmarkSpacing = 8.0
    static let inlineHeaderGap = 6.0
    static let inlineRowPadding = 11.0
}

/// The ↕︎ chevrons of a menu button (SF Symbols' chevron.up.chevron.down), as a stroked outline.
struct UpDownChevrons: Shape {
    func path(in rect: Rect) -> Path {
        var path = Path()
        let mid = rect.midX, arm = rect.height * 0.3
        path.move(to: Point(x: rect.minX, y: rect.minY + arm))
        path.line(to: Point(x: mid, y: rect.minY))
        path.line(to: Point(x: rect.maxX, y: rect.minY + arm))
        path.move(to: Point(x: rect.minX, y: rect.maxY - arm))
        path.line(to: Point(x: mid, y: rect.maxY))
        path.line(to: Point(x: rect.maxX, y: rect.maxY - arm))
        return path
    }
}

/// How pickers draw: `.pickerStyle(.menu)`, `.segmented`, `.inline`, `.automatic` (the menu).
public struct PickerStyle: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case menu, segmented, inline }
    let kind: Kind

    public static let automatic = PickerStyle(kind: .menu)
    public static let menu = PickerStyle(kind: .menu)
    public static let segmented = PickerStyle(kind: .segmented)
    public static let inline = PickerStyle(kind: .inline)
}

enum PickerStyleKey: EnvironmentKey {
    static var defaultValue: PickerStyle.Kind { .menu }
}

extension View {
    /// How the pickers inside draw (`.menu`, `.segmented`, `.inline`).
    public func pickerStyle(_ style: PickerStyle) -> ViewNode {
        environment(PickerStyleKey.self, style.kind)
    }

    /// The value this view stands for among a `Picker`'s options.
    public func tag<V: Hashable>(_ tag: V) -> ViewNode {
        ViewNode(modifier: TagModifier(tag: AnyHashable(tag)), content: self)
    }
}

/// `.tag(_:)`: a value on the view for the picker around it; nothing to lay out or draw.
struct TagModifier: ModifierKind {
    let tag: AnyHashable

    func place(_ placer: NodePlacer) -> LaidOutNode {
        placer.wrapper(placer.contentInPlace())
    }
}

extension ViewNode {
    /// The value the view stands for in a picker: the nearest `.tag(_:)` in its chain of
    /// modifiers, else its `ForEach` id.
    var pickerTag: AnyHashable? {
        var link = self
        while true {
            if let tag = link.kind(as: TagModifier.self) { return tag.tag }
            guard link.traits.contains(.modifier) else { break }
            link = link.content
        }
        return explicitID
    }
}
