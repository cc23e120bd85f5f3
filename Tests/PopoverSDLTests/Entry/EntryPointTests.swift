import CSDL2
import Foundation
import PopoverKit
import PopoverRender
import Testing
@testable import PopoverSDL

/// A root view with state, a drag and a popover, as a library user would write it.
private struct DraggableBubble: View {
    @State private var isPresented = true
    @GestureState private var dragOffset: CGSize = .zero

    var body: some View {
        VStack {
            Image(systemName: "globe")
                .id("globe")
                .swiftUIPopover(isPresented: $isPresented, preferredAttachmentEdge: .top) {
                    PopoverMessageBubble(fill: Color.blue) { Text("Hi").foregroundStyle(.white) }
                }
            Text("Hello, world!")
        }
        .offset(x: dragOffset.width, y: dragOffset.height)
        .gesture(DragGesture().updating($dragOffset) { value, state, _ in state = value.translation })
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .presentPopovers()
    }
}

/// The public entry points: a headless renderer over `ViewRuntime` renders a kept root view,
/// its popover shown, and input moves it.
@MainActor
@Suite struct EntryPointTests {
    let size = Size(width: 300, height: 240)

    /// How many pixels are mostly blue (the bubble's fill).
    func bluePixels(_ frame: PixelBuffer) -> Int {
        var count = 0
        for y in 0..<frame.height {
            for x in 0..<frame.width {
                let (r, g, b) = frame.rgb(x: x, y: y)
                if b > 200 && r < 80 && g < 160 { count += 1 }
            }
        }
        return count
    }

    @Test func theRendererDrawsTheRootWithItsPopoverAtTheScale() throws {
        let renderer = try HeadlessRenderer(size: size, scale: 2)
        let frame = renderer.render(DraggableBubble())
        #expect(frame.width == 600 && frame.height == 480)
        // The white background of the light scheme.
        #expect(frame.rgb(x: 2, y: 2) == (255, 255, 255))
        // The blue is the bubble, drawn where it was placed: above the globe (its preferred
        // edge), filling its body away from the rounded corners, and nowhere else but its
        // arrow and the anti-aliased rim.
        let content = renderer.makeRuntime(for: DraggableBubble())
        _ = renderer.run(content, until: 1)
        let globe = try #require(content.lastLayout?.frame(of: "globe"))
        let body = try #require(content.host.placements.first?.placement.body)
        #expect(body.maxY <= globe.minY)
        func blue(in rect: Rect) -> (blue: Int, all: Int) {
            var blue = 0, all = 0
            for y in max(0, Int(rect.minY * 2))..<min(frame.height, Int(rect.maxY * 2)) {
                for x in max(0, Int(rect.minX * 2))..<min(frame.width, Int(rect.maxX * 2)) {
                    let (r, g, b) = frame.rgb(x: x, y: y)
                    all += 1
                    if b > 200 && r < 80 && g < 160 { blue += 1 }
                }
            }
            return (blue, all)
        }
        let inside = blue(in: body.insetBy(dx: 10, dy: 10))
        #expect(inside.all > 0 && Double(inside.blue) > 0.7 * Double(inside.all), "\(inside)")
        let rim = body.insetBy(dx: -1, dy: -1)
        let arrow = Rect(x: globe.midX - 15, y: rim.maxY, width: 30, height: max(0, globe.minY - rim.maxY))
        #expect(blue(in: arrow).blue > 0)
        #expect(blue(in: rim).blue + blue(in: arrow).blue == self.bluePixels(frame), "blue outside the bubble")
    }

    @Test func aDragThroughTheRuntimeMovesTheContentAndTheBubbleFollows() throws {
        let renderer = try HeadlessRenderer(size: size, scale: 1)
        let content = renderer.makeRuntime(for: DraggableBubble())
        _ = renderer.run(content, until: 1)
        let globe = try #require(content.lastLayout?.frame(of: "globe"))
        let bubble = try #require(content.host.placements.first?.placement.body)
        #expect(content.nextFrameTime == nil)

        content.handle(.pointerDown(globe.center, .primary), at: 1)
        content.handle(.pointerMove(Point(x: globe.center.x + 30, y: globe.center.y + 20)), at: 1.05)
        _ = renderer.run(content, until: 1.1)
        let moved = try #require(content.lastLayout?.frame(of: "globe"))
        #expect(moved.origin.x == globe.origin.x + 30 && moved.origin.y == globe.origin.y + 20)
        let movedBubble = try #require(content.host.placements.first?.placement.body)
        #expect(abs(movedBubble.midX - (bubble.midX + 30)) < 0.5)

        // A key no view uses reaches the app.
        var unused: [KeyEvent] = []
        content.onUnhandledKey = { unused.append($0) }
        content.handle(.key(KeyEvent(.down, .letter("x"))), at: 1.2)
        #expect(unused == [KeyEvent(.down, .letter("x"))])
    }

    @Test func writesAPNG() throws {
        let renderer = try HeadlessRenderer(size: size, scale: 1)
        let path = "/tmp/popover-entry-\(UInt64.random(in: 0...UInt64.max)).png"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try renderer.writePNG(DraggableBubble(), to: path)
        // Decoded again by SDL_image, the file holds the rendered frame, every pixel of it.
        let expected = renderer.render(DraggableBubble())
        let loaded = try #require(IMG_Load(path))
        defer { SDL_FreeSurface(loaded) }
        let surface = try #require(SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_RGB888.rawValue, 0))
        defer { SDL_FreeSurface(surface) }
        #expect(Int(surface.pointee.w) == expected.width && Int(surface.pointee.h) == expected.height)
        var differing = 0
        SDL_LockSurface(surface)
        let pitch = Int(surface.pointee.pitch)
        for y in 0..<expected.height {
            let row = surface.pointee.pixels.advanced(by: y * pitch).assumingMemoryBound(to: UInt32.self)
            for x in 0..<expected.width where row[x] & 0xFFFFFF != expected[x, y] & 0xFFFFFF { differing += 1 }
        }
        SDL_UnlockSurface(surface)
        #expect(differing == 0, "\(differing) pixels of the PNG differ from the rendered frame")
        #expect(bluePixels(expected) > 1000)
    }

    @Test func theFontsComeFromThePackageResources() {
        #expect(FontLibrary.bundledFontFolders[0].hasSuffix("_PopoverSDL.resources/Fonts"))
        #expect(FileManager.default.isReadableFile(atPath: FontLibrary.bundledFontFolders[0] + "/Inter-Regular.otf"))
        #expect(FileManager.default.isReadableFile(atPath: FontLibrary.bundledFontFolders[0] + "/LICENSE-Inter.txt"))
    }
}
