import PopoverKit

/// The original library's example app: the globe above "Hello, world!" with the blue bubble
/// attached at the top and presented at launch; dragging anywhere moves the content and the
/// arrow tracks the globe live, then the content springs back; the toolbar's "…" opens an
/// exclusive, dismissible, undelayed glass menu.
final class ExampleScene: DemoScene {
    static let name = "example"
    static let title = "Example"

    let idiom: Idiom
    var isBubblePresented = true
    var isMenuPresented = false
    /// The bubble's text: the latest example's, unless a comparison with an older picture sets it.
    var bubbleText = ExampleScene.latestBubbleText
    /// The last menu row chosen, shown in tests and the status of the scene.
    var lastMenuChoice: String?
    private(set) var dragOffset = AnimatedPoint(.zero, settleThreshold: 0.01)
    private(set) var isDragging = false
    /// The first-minute hint: shown until the first drag or key press, in any scene.
    private(set) var showsHint = true

    /// The example's snap-back: `.spring(response: 0.35, dampingFraction: 0.7)`.
    static let snapBack = Animation.spring(response: 0.35, dampingFraction: 0.7)
    /// The example's watch branch: `.font(.system(size: 14))`.
    static let watchBubbleFont = Font(size: 14)
    /// The latest example's text on every platform (ContentView.swift:29 at 9a126e0).
    static let latestBubbleText = "`Image(systemName: \"globe\")` ! 🙂"
    /// The text of the commits before it, which the older reference pictures show.
    static let olderBubbleText = "This is an SF Symbol:\n`Image(systemName: \"globe\")`! 🙂"
    /// The Mac window's title in the reference picture.
    static let macTitle = "PopoverExample-macOS"
    /// macOS's body text size; elsewhere the default 17 pt.
    static let macBodyFont = Font(size: 13)

    init(idiom: Idiom) {
        self.idiom = idiom
    }

    func advance(by seconds: Double) {
        dragOffset.advance(by: seconds)
    }

    var isAnimating: Bool { !dragOffset.isSettled }

    var stateSummary: [String: String] {
        ["bubble": "\(isBubblePresented)", "menu": "\(isMenuPresented)", "hint": "\(showsHint)",
         "offset": "\(dragOffset.value.x),\(dragOffset.value.y)", "dragging": "\(isDragging)",
         "choice": lastMenuChoice ?? ""]
    }

    func drag(_ event: DragEvent) {
        switch event.phase {
        case .began, .changed:
            isDragging = true
            showsHint = false
            dragOffset.set(Point(x: event.translation.width, y: event.translation.height))
        case .ended, .cancelled:
            isDragging = false
            dragOffset.animate(to: .zero, with: Self.snapBack)
        }
    }

    func body(context: SceneContext) -> ViewNode {
        let offset = dragOffset.value
        let idiom = self.idiom, bubbleText = self.bubbleText
        let content = VStack {
            Image(systemName: "globe")
                .imageScale(.large)
                .foregroundStyle(idiom.exampleGlobeColor)
                .swiftUIPopover(isPresented: binding(\.isBubblePresented), preferredAttachmentEdge: .top) {
                    PopoverMessageBubble(fill: idiom.bubbleBlue) {
                        if idiom == .watch {
                            Text(bubbleText).foregroundStyle(.white).font(Self.watchBubbleFont)
                        } else {
                            Text(bubbleText).foregroundStyle(.white)
                        }
                    }
                    .shadow(radius: 20)
                }
            Text("Hello, world!")
        }
        .font(idiom == .mac ? Self.macBodyFont : .body)
        .offset(x: offset.x, y: offset.y)
        .frame(maxWidth: .infinity, maxHeight: .infinity)

        let draggable = idiom.dragsContent ? content.gesture { [weak self] event in self?.drag(event) } : content
        // The bar stays on top of the dragged content, as a navigation bar does.
        return ZStack(alignment: .top) {
            draggable.padding(.top, TitleBar.height(for: idiom))
            titleBar
            if showsHint {
                hint
            }
        }
        .presentPopovers(padding: idiom.scopePadding)
    }

    func endFirstMinute() {
        showsHint = false
    }

    var hasEndedFirstMinute: Bool { !showsHint }

    /// What a newcomer can do first, at the foot of the scene; presses and drags pass through it.
    static func hintText(for idiom: Idiom) -> String {
        switch idiom {
        case .watch: "Drag to move it · H: controls"
        case .tv: "Tap … for the menu · H for the controls"
        default: "Drag the content · H for the controls"
        }
    }

    // The bar and the hint depend on the idiom alone, and the menu's state is read through its
    // binding: they are made once per scene, as SwiftUI would not evaluate them again while
    // nothing they read changes.

    private lazy var titleBar = TitleBar(title: idiom == .mac ? Self.macTitle : "Popover", trailing: menuButton, idiom: idiom)
        .background(idiom.barBackground)

    private lazy var hint = Self.hint(for: idiom).frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottom)

    private static func hint(for idiom: Idiom) -> ViewNode {
        let small = idiom == .watch
        return Text(hintText(for: idiom))
            .font(Font(size: small ? 11 : idiom == .mac ? 13 : 15, weight: .medium))
            .foregroundColor(.label)
            .padding(.horizontal, small ? 8 : 14)
            .padding(.vertical, small ? 4 : 8)
            .background(Capsule().fill(Color.secondarySystemBackground))
            .padding(.bottom, small ? 6 : 16)
            .allowsHitTesting(false)
            .id("first-minute-hint")
    }

    private var menuButton: ViewNode {
        let idiom = self.idiom
        let rows = [menuRow("Lightning", symbol: "bolt.fill"), menuRow("Sleep", symbol: "moon.fill")]
        return Button(action: { [weak self] in self?.isMenuPresented = true }) {
            // The original's `Image(systemName: "ellipsis")` as a toolbar item: dots on a round
            // fill, as the reference pictures show it.
            if idiom == .mac {
                // A macOS toolbar item: the bare glyph, as the toolbar draws borderless buttons.
                Image(systemName: "ellipsis").font(Font(size: 13, weight: .semibold))
                    .frame(width: 28, height: 24)
            } else {
                Image(systemName: "ellipsis").font(Font(size: 17, weight: .semibold))
                    .frame(width: Self.toolbarButtonSize, height: Self.toolbarButtonSize)
                    .background(Circle().fill(Color.tertiarySystemFill))
            }
        }
        // Toolbar items draw in the primary color, not the tint.
        .foregroundColor(.label)
        .swiftUIPopover(isPresented: binding(\.isMenuPresented), disableDelay: true, isExclusive: true,
                        isDismissible: true) {
            PopoverMessageBubble(fill: idiom.menuFill, enableGlassEffect: true) {
                VStack(alignment: .leading, spacing: idiom == .watch ? Self.watchMenuRowSpacing : nil) {
                    rows
                }
                .padding(.vertical, Self.menuVerticalPadding)
            }
        }
    }

    /// The original example's menu rows: a `Label` 30 pt high with 6 pt horizontal padding in a
    /// plain button, in a leading-aligned stack with 4 pt vertical padding.
    static let menuRowHeight = 30.0
    static let toolbarButtonSize = 32.0
    static let menuRowHorizontalPadding = 6.0
    static let menuVerticalPadding = 4.0
    /// SwiftUI's default spacing between the menu's rows on watchOS, which the original leaves to
    /// it: measured on the reference (watch-toolbar-menu.png), the rows' middles are 33.6 pt
    /// apart, 30 pt rows and about 4 pt between them (8 elsewhere, our stacks' default).
    static let watchMenuRowSpacing = 4.0

    private func menuRow(_ title: String, symbol: String) -> ViewNode {
        Button(action: { [weak self] in
            self?.lastMenuChoice = title
            self?.isMenuPresented = false
        }) {
            Label(title, systemImage: symbol)
                .frame(height: Self.menuRowHeight)
                .padding(.horizontal, Self.menuRowHorizontalPadding)
        }
        // A plain button: the label in the primary color, not the tint.
        .foregroundColor(.label)
    }

    private func binding(_ keyPath: ReferenceWritableKeyPath<ExampleScene, Bool>) -> Binding<Bool> {
        Binding(get: { [unowned self] in self[keyPath: keyPath] }, set: { [unowned self] in self[keyPath: keyPath] = $0 })
    }
}
