import PopoverKit

// The SwiftUI snippets of seeds 001 (Popover) and 003 (SwiftUI Custom Popover), copied verbatim
// but for `import SwiftUI`. A snippet that is a fragment (state and a view, or a modifier) is
// the body of a view named after its section; the names the seeds use without defining them
// (`EventDetails`, `gradientBackground()`) are defined at the end. Seed 003's steps 2 to 6,
// which build `matchedPopover` from `matchedGeometryEffect`, are in Seed003Steps.swift: declared
// in this module, the article's `matchedPopover` and `matchedPopoverSource` are the ones step 1
// and the example of usage below call (PopoverKit's own give way to them).

// MARK: Seed 001

/// 001, "Default code".
struct Seed001DefaultCode: View {
    @State private var showTip = false

    var body: some View {
        Button("Info", systemImage: "info.circle") {
            showTip = true
        }
        .popover(isPresented: $showTip) {
            Text("Prices include tax.")
                .padding()
                .presentationCompactAdaptation(.popover)
        }
    }
}

/// 001, "Help next to a field".
struct Seed001HelpNextToAField: View {
    @State private var showHelp = false

    var body: some View {
        HStack {
            Text("Routing number")
            Button("What's this?", systemImage: "info.circle") {
                showHelp = true
            }
            .labelStyle(.iconOnly)
            .popover(isPresented: $showHelp) {
                Text("The 9-digit number at the bottom left of a check.")
                    .padding()
                    .frame(width: 240)
                    .presentationCompactAdaptation(.popover)
            }
        }
    }
}

/// 001, "On macOS", "Default code".
struct Seed001MacDefaultCode: View {
    @State private var isShowingDetails = false

    var body: some View {
        Button("Details", systemImage: "info.circle") {
            isShowingDetails = true
        }
        .popover(isPresented: $isShowingDetails) {
            EventDetails()
                .padding()
        }
    }
}

/// 001, "From a toolbar button": the `.toolbar` on a view in a navigation stack, whose bar it
/// fills.
struct Seed001FromAToolbarButton: View {
    @State private var isShowingFilters = false
    @State private var showsUnread = true
    @State private var showsFlagged = false

    var body: some View {
        NavigationStack {
            Text("Inbox")
                .navigationTitle("Mail")
            .toolbar {
                Button("Filter", systemImage: "line.3.horizontal.decrease.circle") {
                    isShowingFilters = true
                }
                .popover(isPresented: $isShowingFilters, arrowEdge: .bottom) {
                    VStack(alignment: .leading) {
                        Toggle("Unread", isOn: $showsUnread)
                        Toggle("Flagged", isOn: $showsFlagged)
                    }
                    .padding()
                }
            }
        }
    }
}

// MARK: Seed 003

/// 003, "Step 1. Define the public API".
struct Seed003PublicAPI: View {
    enum Target: String {
        case first, second
        
        var anchor: UnitPoint {
            switch self {
            case .first: .top
            case .second: .bottom
            }
        }
    }

    @State private var selection: Target?

    var body: some View {
        VStack {
            Button("First") { selection = .first }
                .matchedPopoverSource(id: Target.first, anchor: .bottom)

            Button("Second") { selection = .second }
                .matchedPopoverSource(id: Target.second, anchor: .top)
        }
        .matchedPopover(selection: $selection, anchor: { $0.anchor }) { _ in
            PopoverView()
        }
    }
}

/// 003, "Example of usage".
struct PopoverView: View {
    
    enum Target: String {
        case view1
        case view2
        case view3
        
        var anchor: UnitPoint {
            switch self {
            case .view1: .leading
            case .view2: .top
            case .view3: .bottom
            }
        }
    }
    
    @State private var selection: Target?
    
    var body: some View {
        VStack(spacing: 40) {
            HStack {
                Spacer()
                button(.view1)
                    .matchedPopoverSource(
                        id: Target.view1,
                        anchor: Target.view1.anchor
                    )
                    .padding()
            }
            
            button(.view2)
                .matchedPopoverSource(
                    id: Target.view2,
                    anchor: Target.view2.anchor
                )
            
            button(.view3)
                .matchedPopoverSource(
                    id: Target.view3,
                    anchor: Target.view3.anchor
                )
        }
        .frame(maxHeight: .infinity)
        .ignoresSafeArea()
        .gradientBackground()
        .matchedPopover(
            selection: $selection,
            anchor: { $0.anchor }
        ) { id in
            Text("Popover: \(String(describing: id))")
                .fontWeight(.semibold)
                .fontDesign(.rounded)
                .padding()
                .background(.ultraThinMaterial)
                .clipShape(.rect(cornerRadius: 16))
                .padding()
        }
    }
    
    private func button(_ target: Target) -> some View {
        Button(target.rawValue) {
            selection = (selection == target) ? nil : target
        }
        .buttonStyle(.borderedProminent)
    }
}

// MARK: What the seeds use without defining

/// The event 001's Mac popover shows.
struct EventDetails: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("Design review")
            Text("10:00 – 11:00")
        }
    }
}

extension View {
    /// The gradient 003's example sits on (the article does not show its definition).
    func gradientBackground() -> ViewNode {
        background(LinearGradient(colors: [Color(hex: 0xCCE4FF), Color(hex: 0xEBDDF8)], startPoint: .top, endPoint: .bottom))
    }
}

// MARK: Tests

import PopoverRender
import Testing
@testable import PopoverSDL

/// Each snippet laid out and drawn headless, with what it promises checked on the display list
/// and the pixels.
@MainActor
@Suite struct SeedSnippetTests {
    let size = Size(width: 390, height: 600)

    func render(_ view: some View) throws -> (runtime: ViewRuntime, frame: PixelBuffer, items: [DisplayItem]) {
        let renderer = try HeadlessRenderer(size: size, scale: 1)
        let runtime = renderer.makeRuntime(for: view)
        let frame = renderer.run(runtime, until: 1)
        return (runtime, frame, try #require(runtime.lastLayout).displayList().items)
    }

    func texts(_ items: [DisplayItem]) -> [TextRun] {
        items.compactMap { if case .text(let run) = $0 { run } else { nil } }
    }

    func icons(_ items: [DisplayItem]) -> [(name: String, rect: Rect)] {
        items.compactMap { if case .icon(let name, let rect, _) = $0 { (name, rect) } else { nil } }
    }

    func color(_ frame: PixelBuffer, _ x: Double, _ y: Double) -> Color {
        let (r, g, b) = frame.rgb(x: Int(x), y: Int(y))
        return Color(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255)
    }

    @Test func theProminentButtonsAreWhiteLabelsOnAReadableTintFill() throws {
        let (_, frame, items) = try render(PopoverView())
        let labels = texts(items).filter { $0.text.hasPrefix("view") }
        #expect(labels.map(\.text).sorted() == ["view1", "view2", "view3"])
        #expect(labels.allSatisfy { $0.color == .white })
        for label in labels {
            // Beside the label, inside the capsule's padding: the fill, white reads on it.
            let fill = color(frame, label.origin.x - 5, label.origin.y + 10)
            #expect(fill.contrastRatio(with: .white) >= 4.5, "\(label.text): \(fill)")
            #expect(fill.blue > 0.5 && fill.red < 0.2, "\(label.text): \(fill)")
            // The label's own pixels are (near) white.
            var whitePixels = 0
            for x in Int(label.origin.x)..<Int(label.origin.x + 30) {
                for y in Int(label.origin.y)..<Int(label.origin.y + 20) where color(frame, Double(x), Double(y)).red > 0.9 {
                    whitePixels += 1
                }
            }
            #expect(whitePixels > 20, "\(label.text)")
        }
    }

    @Test func tappingAProminentButtonShowsTheRoundedMaterialPopover() throws {
        let renderer = try HeadlessRenderer(size: size, scale: 1)
        let runtime = renderer.makeRuntime(for: PopoverView())
        _ = renderer.run(runtime, until: 1)
        let before = try #require(runtime.lastLayout).displayList().items
        let view2 = try #require(texts(before).first { $0.text == "view2" })
        let point = Point(x: view2.origin.x + 5, y: view2.origin.y + 8)
        runtime.handle(.pointerDown(point, .primary), at: 1)
        runtime.handle(.pointerUp(point, .primary), at: 1.05)
        _ = renderer.run(runtime, until: 2)
        let items = try #require(runtime.lastLayout).displayList().items
        let title = try #require(texts(items).first { $0.text == "Popover: view2" })
        #expect(title.font.weight == .semibold)
        // The material behind it, clipped to a 16 pt rounded rectangle.
        let blurIndex = try #require(items.firstIndex { if case .backdropBlur = $0 { true } else { false } })
        let clip = items[..<blurIndex].last { if case .pushClipPath = $0 { true } else { false } }
        guard case .pushClipPath(let path)? = clip else {
            Issue.record("expected a clipped material")
            return
        }
        #expect(path.elements.contains { if case .arc(_, 16, _, _) = $0 { true } else { false } })
    }

    @Test func theToolbarButtonSitsInTheBarAsAnIconUnderTheTitle() throws {
        let (_, frame, items) = try render(Seed001FromAToolbarButton())
        let title = try #require(texts(items).first { $0.text == "Mail" })
        #expect(title.font == Font(size: 17, weight: .semibold))
        // Centered: it starts left of the middle by half its width (about 20 pt).
        #expect(title.origin.x > 160 && title.origin.x < 190)
        #expect(!texts(items).contains { $0.text == "Filter" })
        let icon = try #require(icons(items).first { $0.name == "line.3.horizontal.decrease.circle" })
        #expect(icon.rect.maxY <= 44 && icon.rect.maxX > 340)
        // The content is below the bar.
        let inbox = try #require(texts(items).first { $0.text == "Inbox" })
        #expect(inbox.origin.y > 44)
        // The icon is drawn in the tint.
        var bluePixels = 0
        for x in Int(icon.rect.minX)..<Int(icon.rect.maxX) {
            for y in Int(icon.rect.minY)..<Int(icon.rect.maxY) {
                let c = color(frame, Double(x), Double(y))
                if c.blue > 0.8 && c.red < 0.4 { bluePixels += 1 }
            }
        }
        #expect(bluePixels > 10)
    }

    @Test func theHelpButtonShowsOnlyItsIcon() throws {
        let (_, _, items) = try render(Seed001HelpNextToAField())
        #expect(texts(items).map(\.text) == ["Routing number"])
        #expect(icons(items).map(\.name) == ["info.circle"])
    }

    @Test func theOtherSnippetsDrawTheirButtons() throws {
        #expect(texts(try render(Seed001DefaultCode()).items).map(\.text) == ["Info"])
        #expect(texts(try render(Seed001MacDefaultCode()).items).map(\.text) == ["Details"])
        #expect(texts(try render(Seed003PublicAPI()).items).map(\.text) == ["First", "Second"])
    }
}
