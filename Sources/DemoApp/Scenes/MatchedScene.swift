import PopoverKit

/// matchedPopover (seed 003): three buttons on a gradient, view1 anchored at its leading edge,
/// view2 at its top and view3 at its bottom; one selection drives a popover with no arrow
/// whose opposite point sits on the source's anchor point. Switching hides the old popover
/// before the new one shows; it fades and scales; a press anywhere on the gradient dismisses.
/// The strip beneath (outside the container) selects directly, to watch the switching.
final class MatchedScene: DemoScene {
    static let name = "matched"
    static let title = "Matched"

    enum Target: String, CaseIterable, Hashable {
        case view1, view2, view3

        var anchor: UnitPoint {
            switch self {
            case .view1: .leading
            case .view2: .top
            case .view3: .bottom
            }
        }
    }

    static let gradient = [Color(hex: 0x5E5CE6), Color(hex: 0x0A84FF), Color(hex: 0x64D2FF)]

    let idiom: Idiom
    var selection: Target?

    init(idiom: Idiom) {
        self.idiom = idiom
    }

    var stateSummary: [String: String] { ["selection": selection?.rawValue ?? "none"] }

    private var isSmall: Bool { idiom == .watch }

    func body(context: SceneContext) -> ViewNode {
        let small = isSmall
        return VStack(spacing: 0) {
            VStack(spacing: small ? 14 : 40) {
                HStack {
                    Spacer()
                    button(.view1)
                        .matchedPopoverSource(id: Target.view1, anchor: Target.view1.anchor)
                        .padding(small ? 6 : 16)
                }
                button(.view2)
                    .matchedPopoverSource(id: Target.view2, anchor: Target.view2.anchor)
                button(.view3)
                    .matchedPopoverSource(id: Target.view3, anchor: Target.view3.anchor)
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(LinearGradient(colors: Self.gradient, startPoint: .top, endPoint: .bottom))
            .matchedPopover(selection: binding(\.selection), anchor: { $0.anchor }) { id in
                Text("Popover: \(id.rawValue)")
                    .font(Font(size: small ? 12 : 17, weight: .semibold))
                    .padding(small ? 8 : 16)
                    .background(RoundedRectangle(cornerRadius: 16).backdropBlur(radius: 20, tint: Color.systemBackground.opacity(0.55)))
                    .padding(small ? 6 : 16)
            }
            .id("matched-container")
            selectionStrip
        }.makeNode()
    }

    private func button(_ target: Target) -> ViewNode {
        Button(action: { [unowned self] in self.selection = self.selection == target ? nil : target }) {
            Text(target.rawValue)
                .font(Font(size: isSmall ? 12 : 15, weight: .semibold))
                .foregroundColor(.white)
                .padding(.horizontal, isSmall ? 8 : 14)
                .padding(.vertical, isSmall ? 4 : 7)
                .background(Capsule().fill(WhiteLabelFill.blue))
                .shadow(color: Color.black.opacity(0.2), radius: 4, x: 0, y: 1)
        }
        .id(target.rawValue)
    }

    private var selectionStrip: ViewNode {
        let options = [(title: "none", value: Target?.none)] + Target.allCases.map { (title: $0.rawValue, value: Target?.some($0)) }
        return SegmentedPicker(options: options, selection: binding(\.selection), fontSize: isSmall ? 9 : 13)
            .padding(isSmall ? 3 : 8)
            .frame(maxWidth: .infinity)
            .background(Color.secondarySystemBackground)
    }
}
