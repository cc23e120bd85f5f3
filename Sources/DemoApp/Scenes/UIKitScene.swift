import PopoverKit

/// UIKit's popover (seed 004): "Tap me" opens a 300 × 300 popover whose arrow may sit only on
/// the edges chosen above (UIKit's permitted arrow directions, down by default); inside,
/// "Increase size" makes it 300 × 600 while it shows (laid out again at once) and "Close"
/// closes it. A second button opens the centered variant with no arrow. Both stay bubbles on a
/// phone, where a SwiftUI popover would become a sheet.
final class UIKitScene: DemoScene {
    static let name = "uikit"
    static let title = "UIKit"

    static let initialSize = Size(width: 300, height: 300)
    static let increasedSize = Size(width: 300, height: 600)
    /// UIKit's arrow directions as the bubble edge the arrow sits on.
    static let directions: [(title: String, edge: Edge)] = [("up", .top), ("down", .bottom), ("left", .leading), ("right", .trailing)]

    let idiom: Idiom
    var isOpen = false
    var isCenteredOpen = false
    var popoverSize = UIKitScene.initialSize
    /// Permitted arrow edges, by edge.
    var permitted: [Edge: Bool] = [.top: false, .bottom: true, .leading: false, .trailing: false]

    init(idiom: Idiom) {
        self.idiom = idiom
    }

    var permittedArrowDirections: [Edge] {
        Self.directions.map(\.edge).filter { permitted[$0] ?? false }
    }

    var stateSummary: [String: String] {
        ["open": "\(isOpen)", "centered": "\(isCenteredOpen)",
         "size": "\(Int(popoverSize.width))x\(Int(popoverSize.height))",
         "arrows": permittedArrowDirections.map(\.rawValue).joined(separator: ",")]
    }

    private var isSmall: Bool { idiom == .watch }

    func body(context: SceneContext) -> ViewNode {
        let small = isSmall
        return VStack(spacing: small ? 6 : 14) {
            Text("Permitted arrow directions").font(Font(size: small ? 10 : 13)).foregroundColor(idiom.secondaryLabel)
            if small {
                // Two rows on the watch, where four do not fit across.
                directionToggles(Array(Self.directions.prefix(2)), small: true)
                directionToggles(Array(Self.directions.suffix(2)), small: true)
            } else {
                directionToggles(Self.directions, small: false)
            }
            // Two thirds down, so the default down arrow has room for the bubble above it.
            Spacer(minLength: 0)
            Spacer(minLength: 0)
            tapMe
            Spacer(minLength: 0)
            centeredButton
        }
        .padding(small ? 6 : 20)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .presentPopovers(padding: idiom.scopePadding)
    }

    private func directionToggles(_ directions: [(title: String, edge: Edge)], small: Bool) -> ViewNode {
        HStack(spacing: small ? 8 : 12) {
            // Each toggle's id is "arrow-" and its direction.
            ForEach(directions.map { (id: "arrow-" + $0.title, direction: $0) }, id: \.id) { _, direction in
                MiniToggle(title: direction.title, isOn: permittedBinding(direction.edge), fontSize: small ? 9 : 12)
            }
        }.makeNode()
    }

    private func permittedBinding(_ edge: Edge) -> Binding<Bool> {
        Binding(get: { [unowned self] in self.permitted[edge] ?? false },
                set: { [unowned self] in self.permitted[edge] = $0 })
    }

    private var tapMe: ViewNode {
        let small = isSmall
        let size = popoverSize
        return Button(action: { [unowned self] in self.isOpen.toggle() }) {
            Text("Tap me").font(Font(size: small ? 13 : 17))
        }
        .id("tap-me")
        .uikitPopover(isPresented: binding(\.isOpen), permittedArrowDirections: permittedArrowDirections,
                      preferredContentSize: popoverSize) {
            VStack(spacing: 12) {
                Text("\(Int(size.width)) × \(Int(size.height))")
                    .font(Font(size: small ? 11 : 13)).foregroundColor(.highContrastSystemGray)
                Button(action: { [unowned self] in self.popoverSize = Self.increasedSize }) {
                    Text("Increase size")
                }
                .id("increase-size")
                Button(action: { [unowned self] in self.isOpen = false }) {
                    Text("Close")
                }
                .id("close")
            }
            .font(Font(size: small ? 12 : 17))
        }
    }

    private var centeredButton: ViewNode {
        let small = isSmall
        return Button(action: { [unowned self] in self.isCenteredOpen = true }) {
            Text("Centered, no arrow").font(Font(size: small ? 12 : 15))
        }
        .id("centered-button")
        .uikitPopover(isPresented: binding(\.isCenteredOpen), permittedArrowDirections: [],
                      preferredContentSize: Size(width: 320, height: 200), centered: true) {
            VStack(spacing: 12) {
                Text("Centered in the window,\nwithout an arrow").multilineTextAlignment(.center)
                Button(action: { [unowned self] in self.isCenteredOpen = false }) {
                    Text("Close")
                }
                .id("centered-close")
            }
            .font(Font(size: small ? 12 : 17))
        }
    }
}
