import PopoverKit

/// Several anchors over the window, each with its own library popover placed on the side with
/// room (the original's automatic edge), and per-anchor switches for exclusive, dismissible and
/// the 0.5 s delay; plus a framed panel with its own `.presentPopovers()` scope, whose popover
/// stays inside the panel and never reaches the outer scope.
final class MultipleScene: DemoScene {
    static let name = "multiple"
    static let title = "Multiple"

    /// One anchor's popover and its options.
    struct AnchorState {
        let letter: String
        let color: Color
        var isPresented: Bool
        var isExclusive = false
        var isDismissible = false
        var hasDelay = true
    }

    let idiom: Idiom
    var anchors: [AnchorState] = [
        AnchorState(letter: "A", color: WhiteLabelFill.blue, isPresented: true),
        AnchorState(letter: "B", color: WhiteLabelFill.orange, isPresented: false),
        AnchorState(letter: "C", color: WhiteLabelFill.green, isPresented: true),
        AnchorState(letter: "D", color: WhiteLabelFill.purple, isPresented: false),
        AnchorState(letter: "E", color: WhiteLabelFill.pink, isPresented: true),
    ]
    /// The nested panel's own popover.
    var isNestedPresented = true

    init(idiom: Idiom) {
        self.idiom = idiom
        // The watch has room for two bubbles beside the nested panel: C starts hidden there.
        if idiom == .watch { anchors[2].isPresented = false }
    }

    var stateSummary: [String: String] {
        var summary = ["nested": "\(isNestedPresented)"]
        for anchor in anchors {
            summary[anchor.letter] = [anchor.isPresented ? "shown" : "hidden", anchor.isExclusive ? "exclusive" : nil,
                                      anchor.isDismissible ? "dismissible" : nil, anchor.hasDelay ? "delay" : nil]
                .compactMap { $0 }.joined(separator: ",")
        }
        return summary
    }

    /// The watch has no room for option rows: anchors only.
    private var showsOptions: Bool { idiom != .watch }

    /// On the watch the panel sits below A's bubble and beside E's, and C waits in the bottom
    /// row; bubbles keep 6 pt from the screen's edge.
    static let watchInset = 6.0

    func body(context: SceneContext) -> ViewNode {
        if idiom == .watch { return watchBody(context: context) }
        return VStack(spacing: 12) {
            HStack(alignment: .top) {
                card(0)
                Spacer()
                card(1)
            }
            Spacer(minLength: 0)
            card(2)
            Spacer(minLength: 0)
            nestedPanel(width: context.size.width)
            Spacer(minLength: 0)
            HStack(alignment: .bottom) {
                card(3)
                Spacer()
                card(4)
            }
        }
        .padding(16)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .presentPopovers(padding: idiom.scopePadding)
    }

    private func watchBody(context: SceneContext) -> ViewNode {
        // A's bubble takes the arrow's 12 pt and a 27 pt body below A; the panel starts 6 pt lower.
        VStack(spacing: 0) {
            HStack(alignment: .top) {
                card(0)
                Spacer()
                card(1)
            }
            Spacer(minLength: 45)
            HStack {
                nestedPanel(width: context.size.width)
                Spacer(minLength: 0)
            }
            Spacer(minLength: Self.watchInset)
            HStack(alignment: .bottom) {
                card(3)
                Spacer()
                card(2)
                Spacer()
                card(4)
            }
        }
        .padding(Self.watchInset)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .presentPopovers(padding: Self.watchInset)
    }

    /// An anchor button with its popover, and its option switches beneath.
    private func card(_ index: Int) -> ViewNode {
        let anchor = anchors[index]
        let idiom = self.idiom
        let side = idiom == .watch ? 26.0 : 34.0
        let button = Button(action: { [unowned self] in self.anchors[index].isPresented.toggle() }) {
            Text(anchor.letter)
                .font(Font(size: idiom == .watch ? 13 : 16, weight: .bold))
                .foregroundColor(.white)
                .frame(width: side, height: side)
                .background(Circle().fill(anchor.color))
        }
        .id("anchor-\(anchor.letter)")
        .swiftUIPopover(isPresented: binding(\.anchors[index].isPresented), disableDelay: !anchor.hasDelay,
                        isExclusive: anchor.isExclusive, isDismissible: anchor.isDismissible, id: anchor.letter) {
            PopoverMessageBubble(fill: anchor.color) {
                Text(Self.bubbleText(anchor, compact: idiom == .watch))
                    .multilineTextAlignment(.center)
                    .foregroundStyle(.white)
                    .font(idiom == .watch ? Font(size: 12, weight: .medium) : Font(size: 14, weight: .medium))
            }
            .shadow(radius: 8)
        }
        let options = VStack(alignment: .leading, spacing: 3) {
            MiniToggle(title: "exclusive", isOn: binding(\.anchors[index].isExclusive)).id("\(anchor.letter)-exclusive")
            MiniToggle(title: "dismissible", isOn: binding(\.anchors[index].isDismissible)).id("\(anchor.letter)-dismissible")
            MiniToggle(title: "delay", isOn: binding(\.anchors[index].hasDelay)).id("\(anchor.letter)-delay")
        }
        .frame(width: 96, alignment: .leading)
        // Options beside the anchor, toward the window's middle, so bubbles above or below
        // never cover them.
        let optionsLead = index == 1 || index == 4
        return HStack(spacing: 8) {
            if showsOptions && optionsLead { options }
            button
            if showsOptions && !optionsLead { options }
        }.makeNode()
    }

    static func bubbleText(_ anchor: AnchorState, compact: Bool) -> String {
        if compact { return "Popover \(anchor.letter)" }
        let traits = [anchor.isExclusive ? "exclusive" : nil, anchor.isDismissible ? "dismissible" : nil]
            .compactMap { $0 }
        return "Popover \(anchor.letter)" + (traits.isEmpty ? "" : "\n" + traits.joined(separator: ", "))
    }

    /// A framed panel with its own scope: its popover is kept inside the panel.
    private func nestedPanel(width: Double) -> ViewNode {
        let idiom = self.idiom
        let compact = idiom == .watch
        return VStack(alignment: .leading, spacing: compact ? 2 : 8) {
            if !compact {
                Text("Nested scope: its popovers stay inside")
                    .font(Font(size: 12, weight: .semibold))
                    .foregroundColor(.label)
            }
            Spacer(minLength: 0)
            Button(action: { [unowned self] in self.isNestedPresented.toggle() }) {
                Text("N")
                    .font(Font(size: compact ? 12 : 14, weight: .bold))
                    .foregroundColor(.white)
                    .frame(width: compact ? 22 : 30, height: compact ? 22 : 30)
                    .background(RoundedRectangle(cornerRadius: 6).fill(WhiteLabelFill.indigo))
            }
            .id("anchor-N")
            .swiftUIPopover(isPresented: binding(\.isNestedPresented), disableDelay: true, id: "nested") {
                PopoverMessageBubble(fill: WhiteLabelFill.indigo) {
                    Text(compact ? "Kept inside" : "Kept inside this panel,\nclamped at its edges")
                        .multilineTextAlignment(.center)
                        .foregroundStyle(.white)
                        .font(Font(size: compact ? 11 : 13, weight: .medium))
                }
            }
        }
        .padding(compact ? 4 : 10)
        .frame(maxWidth: compact ? 104 : min(420, width - 32), alignment: .leading)
        .frame(height: compact ? 78 : 150)
        .presentPopovers(padding: 4)
        .background(RoundedRectangle(cornerRadius: 12).fill(Color.secondarySystemBackground))
        .overlay(RoundedRectangle(cornerRadius: 12).fill(Color.systemIndigo.opacity(0.06)))
        .id("nested-panel")
    }
}
