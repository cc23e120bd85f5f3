import PopoverKit

/// Apple's `.popover` (seed 001): an info button whose arrow edge and alignment can be chosen, the "Routing
/// number" help next to a field, a toolbar Filter button whose Unread and Flagged toggles apply
/// at once and keep their state after a click away, and a switch between the compact
/// adaptation (a sheet, in the phone idiom) and `.popover` for the info button.
final class SystemScene: DemoScene {
    static let name = "system"
    static let title = "System"

    /// The arrow edge choices: an edge, or automatic (nil).
    enum EdgeChoice: String, CaseIterable, Hashable {
        case top, leading, bottom, trailing, automatic

        var edge: Edge? {
            switch self {
            case .top: .top
            case .leading: .leading
            case .bottom: .bottom
            case .trailing: .trailing
            case .automatic: nil
            }
        }
    }

    static let tipText = "Prices include tax."
    static let helpText = "The 9-digit number at the bottom left of a check."
    /// Why the alignment shows little on a side edge: the one-line panel is about as tall as its
    /// 27 pt arrow base between two 12 pt corners, so the arrow, which must stay on the straight
    /// part of the edge and point at the button, leaves the panel almost no room to slide.
    static let sideAlignmentNote = "On a side edge the one-line panel is hardly taller than its arrow, so start, center and end move it little."

    let idiom: Idiom
    var isShowingTip = true
    var isShowingHelp = false
    var isShowingFilters = false
    var showsUnread = true
    var showsFlagged = false
    var arrowEdge = EdgeChoice.automatic
    /// Where the info popover sits along its edge: its start, center or end lined up with the button's.
    var alignment = PlacementAlignment.center
    /// True: the info popover takes the platform's compact adaptation (a sheet on a phone);
    /// false: it asks for `.presentationCompactAdaptation(.popover)`.
    var adaptsToSheet = false

    init(idiom: Idiom) {
        self.idiom = idiom
    }

    var stateSummary: [String: String] {
        ["tip": "\(isShowingTip)", "help": "\(isShowingHelp)", "filters": "\(isShowingFilters)",
         "unread": "\(showsUnread)", "flagged": "\(showsFlagged)", "arrowEdge": arrowEdge.rawValue,
         "alignment": alignment.rawValue,
         "adaptation": adaptsToSheet ? "sheet" : "popover"]
    }

    private var isSmall: Bool { idiom == .watch }
    private var fontSize: Double { isSmall ? 12 : 15 }

    func body(context: SceneContext) -> ViewNode {
        let small = isSmall
        return VStack(spacing: 0) {
            TitleBar(title: small ? "Mail" : "Inbox", trailing: filterButton, idiom: idiom)
            VStack(spacing: small ? 8 : 18) {
                Text(filterSummary)
                    .font(Font(size: small ? 10 : 13))
                    .foregroundColor(idiom.secondaryLabel)
                    .id("filter-summary")
                Spacer(minLength: 0)
                infoButton
                Spacer(minLength: 0)
                edgePicker
                alignmentPicker
                if !small && (arrowEdge == .leading || arrowEdge == .trailing) {
                    Text(Self.sideAlignmentNote)
                        .font(Font(size: 11))
                        .foregroundColor(idiom.secondaryLabel)
                        .multilineTextAlignment(.center)
                        .id("side-alignment-note")
                }
                routingRow(width: context.size.width)
                adaptationRow
            }
            .padding(small ? 6 : 20)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
        }
        .presentPopovers(padding: idiom.scopePadding)
    }

    private var filterSummary: String {
        "Showing: " + ([showsUnread ? "unread" : nil, showsFlagged ? "flagged" : nil].compactMap { $0 }
            .joined(separator: " + ").nonEmpty ?? "everything")
    }

    private var infoButton: ViewNode {
        let adaptation: CompactAdaptation = adaptsToSheet ? .automatic : .popover
        let font = Font(size: fontSize)
        return Button("Info", systemImage: "info.circle") { [unowned self] in self.isShowingTip = true }
            .font(Font(size: isSmall ? 13 : 17))
            .id("info-button")
            .popover(isPresented: binding(\.isShowingTip), arrowEdge: arrowEdge.edge, alignment: alignment) {
                Text(Self.tipText)
                    .font(font)
                    .padding()
                    .presentationCompactAdaptation(adaptation)
            }
    }

    private var edgePicker: ViewNode {
        labeledPicker("Arrow edge", choices: EdgeChoice.allCases.map { ($0.rawValue, $0) }, selection: binding(\.arrowEdge))
    }

    private var alignmentPicker: ViewNode {
        labeledPicker("Alignment", choices: PlacementAlignment.allCases.map { ($0.rawValue, $0) }, selection: binding(\.alignment))
    }

    /// A segmented picker under a small caption; on small idioms, initials and no caption.
    private func labeledPicker<Value: Hashable>(_ caption: String, choices: [(name: String, value: Value)],
                                                selection: Binding<Value>) -> ViewNode {
        let small = isSmall
        let options = choices.map { choice in
            (title: small ? String(choice.name.prefix(1)).uppercased() : choice.name.firstCapitalized, value: choice.value)
        }
        return VStack(spacing: 4) {
            if !small {
                Text(caption).font(Font(size: 12)).foregroundColor(idiom.secondaryLabel)
            }
            SegmentedPicker(options: options, selection: selection, fontSize: small ? 10 : 13)
        }.makeNode()
    }

    private func routingRow(width: Double) -> ViewNode {
        // The seed's 240 pt, narrower only where the window itself is (the watch).
        let helpWidth = min(240, width - 24)
        let font = Font(size: fontSize)
        return HStack {
            Text("Routing number").font(font)
            Button(action: { [unowned self] in self.isShowingHelp = true }) {
                Image(systemName: "info.circle").font(font)
            }
            .id("routing-help-button")
            .popover(isPresented: binding(\.isShowingHelp)) {
                Text(Self.helpText)
                    .font(font)
                    .padding()
                    .frame(width: helpWidth)
                    .presentationCompactAdaptation(.popover)
            }
        }.makeNode()
    }

    private var adaptationRow: ViewNode {
        MiniToggle(title: isSmall ? "Sheet on phone" : "Info: compact adaptation (sheet on phone)",
                   isOn: binding(\.adaptsToSheet), fontSize: isSmall ? 10 : 12)
            .id("adaptation-toggle")
    }

    private var filterButton: ViewNode {
        let small = isSmall
        let unread = binding(\.showsUnread), flagged = binding(\.showsFlagged)
        return Button(action: { [unowned self] in self.isShowingFilters = true }) {
            Image(systemName: "line.3.horizontal.decrease.circle").font(Font(size: 20))
        }
        .id("filter-button")
        .popover(isPresented: binding(\.isShowingFilters), arrowEdge: .bottom) {
            VStack(alignment: .leading) {
                Toggle("Unread", isOn: unread).id("unread-toggle")
                Toggle("Flagged", isOn: flagged).id("flagged-toggle")
            }
            .font(Font(size: small ? 13 : 17))
            .frame(width: small ? 150 : 200)
            .padding()
        }
    }
}

private extension String {
    var nonEmpty: String? { isEmpty ? nil : self }

    var firstCapitalized: String { prefix(1).uppercased() + dropFirst() }
}
