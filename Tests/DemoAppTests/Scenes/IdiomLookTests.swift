import PopoverKit
import PopoverRender
import PopoverSDL
import Testing
import TestSupport
@testable import DemoApp

/// How the scenes look per idiom, measured on rendered pixels: tvOS's popover panels stand off
/// the screen with an edge, glass menus read on light backgrounds and have no bright outline on
/// dark ones, off switches show their track, the watch and Mac examples look like the
/// reference pictures, and the tv bubble is the reference's share of the screen.
@MainActor
@Suite struct IdiomLookTests {
    static func render(_ scene: String, _ idiom: Idiom, scale: Double = 1, time: Double = 1.5,
                       prepare: (AppRuntime) -> Void = { _ in }) throws -> (AppRuntime, PixelBuffer) {
        let size = AppRuntime.windowSize(for: idiom)
        let backend = HeadlessBackend(runtime: try SharedSDL.headless(), size: size, scale: scale)
        let app = AppRuntime(sceneIndex: try SceneCatalog.index(named: scene), idiom: idiom, size: size,
                             measurer: backend.textRenderer)
        prepare(app)
        backend.draw(FixedStepClock.run(app, until: time, fps: 20))
        return (app, backend.frame)
    }

    static func color(_ frame: PixelBuffer, _ point: Point, scale: Double = 1) -> Color {
        let (r, g, b) = frame.rgb(x: Int(point.x * scale), y: Int(point.y * scale))
        return Color(hex: UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b))
    }

    @Test func tvPopoversAreALighterMaterialWithAnEdge() throws {
        let (app, frame) = try Self.render("system", .tv)
        let tip = try #require(app.host.placements.first { $0.appearance.isRendered && $0.placement.arrow != nil })
        let body = tip.placement.body
        // Inside the panel, left of its text; and the screen 40 pt beside it.
        let inside = Self.color(frame, Point(x: body.minX + 6, y: body.midY))
        let outside = Self.color(frame, Point(x: body.minX - 40, y: body.midY))
        #expect(inside.contrastRatio(with: outside) >= 1.5, "panel \(inside) on \(outside)")
        // The edge: the outline's pixel is lighter than the panel inside it.
        let edge = Self.color(frame, Point(x: body.minX + 0.5, y: body.midY))
        #expect(edge.relativeLuminance > inside.relativeLuminance, "edge \(edge), panel \(inside)")
    }

    /// The example's menu, open, in `idiom`: its body and frame.
    static func openMenu(_ idiom: Idiom, scale: Double = 1) throws -> (Rect, PixelBuffer) {
        let (app, frame) = try render("example", idiom, scale: scale) { app in
            (app.scene as? ExampleScene)?.isMenuPresented = true
        }
        let menu = try #require(app.host.placements.first { placed in
            placed.appearance.isRendered && placed.placement.body.minY < 80
        })
        return (menu.placement.body, frame)
    }

    @Test func glassMenusCastAShadowOnLightBackgrounds() throws {
        for idiom in [Idiom.phone, .pad] {
            let (body, frame) = try Self.openMenu(idiom)
            let near = Self.color(frame, Point(x: body.midX, y: body.maxY + 6))
            let far = Self.color(frame, Point(x: body.midX, y: body.maxY + 60))
            #expect(far.relativeLuminance - near.relativeLuminance > 0.05, "\(idiom): \(near) beside the menu, \(far) away")
        }
    }

    @Test func glassMenusHaveNoBrightOutlineOnDarkBackgrounds() throws {
        for idiom in [Idiom.watch, .tv] {
            let scale = 2.0
            let (body, frame) = try Self.openMenu(idiom, scale: scale)
            let inside = Self.color(frame, Point(x: body.minX + 4, y: body.midY), scale: scale)
            let rim = Self.color(frame, Point(x: body.minX + 0.25, y: body.midY), scale: scale)
            #expect(rim.contrastRatio(with: inside) < 1.5, "\(idiom): rim \(rim) on \(inside)")
        }
    }

    /// WCAG's 3:1 for controls is more than Apple's own light track gives (#E5E5EA on white,
    /// 1.3:1); the track keeps at least that much from every window behind it.
    @Test func offSwitchTracksShowOnEveryWindow() throws {
        for idiom in Idiom.allCases {
            let backgrounds = idiom.windowGradient ?? [idiom.background]
            for background in backgrounds {
                let window = background.resolved(in: idiom.colorScheme)
                let track = MiniToggle.offTrack.resolved(in: idiom.colorScheme).composited(over: window)
                #expect(track.contrastRatio(with: window) >= 1.3, "\(idiom): track \(track) on \(window)")
            }
        }
    }

    @Test func theWatchExampleIsTheReferences() throws {
        let scale = 2.0
        let (app, frame) = try Self.render("example", .watch, scale: scale)
        let texts = app.lastLayout.map { $0.displayList().items.compactMap { item -> TextRun? in
            if case .text(let run) = item { return run } else { return nil }
        } } ?? []
        #expect(texts.contains { $0.text == TitleBar.watchTime }, "the time at the top")
        #expect(!texts.contains { $0.text == "Popover" }, "no title")
        let bubble = try #require(BubbleMeasurement.measure(frame, scale: scale))
        #expect(bubble.textLines.count == 2, "\(bubble.textLines) in \(bubble.body)")
        let globe = try #require(app.lastLayout?.displayList().items.compactMap { item -> Color? in
            if case .icon("globe", _, let color) = item { return color } else { return nil }
        }.first)
        #expect(globe.resolvedBlueShare < 0.4, "a gray globe, not a blue one: \(globe)")
    }

    @Test func theMacExampleHasATitleBarAndMacText() throws {
        let (app, _) = try Self.render("example", .mac)
        let texts = app.lastLayout.map { $0.displayList().items.compactMap { item -> TextRun? in
            if case .text(let run) = item { return run } else { return nil }
        } } ?? []
        #expect(texts.contains { $0.text == ExampleScene.macTitle && $0.font.size == 13 })
        #expect(texts.contains { $0.text == "Hello, world!" && $0.font.size == 13 })
    }

    /// The reference's tv bubble spans about 17% of the screen's width.
    @Test func theTVBubbleIsTheReferencesShareOfTheScreen() throws {
        let scale = 0.5
        let (_, frame) = try Self.render("example", .tv, scale: scale)
        let bubble = try #require(BubbleMeasurement.measure(frame, scale: scale))
        let share = Double(bubble.body.width) / Double(frame.width)
        #expect(share > 0.14 && share < 0.2, "\(share)")
    }
}

private extension Color {
    /// Blue's share of the channels: a third for a gray.
    var resolvedBlueShare: Double { blue / max(0.001, red + green + blue) }
}

/// The system scene says why start, center and end barely differ on a side edge.
@MainActor
@Suite struct SystemSideAlignmentNoteTests {
    @Test func theNoteShowsOnSideEdgesOnly() throws {
        for edge in SystemScene.EdgeChoice.allCases {
            let (app, _) = try IdiomLookTests.render("system", .mac, time: 0.2) { app in
                (app.scene as? SystemScene)?.arrowEdge = edge
            }
            let shown = app.lastLayout?.frame(of: "side-alignment-note") != nil
            #expect(shown == (edge == .leading || edge == .trailing), "\(edge)")
        }
    }
}

/// visionOS's window is translucent glass over a room, as in the reference picture: the room
/// shows through it (the dark screen behind it darker than the wall), and it is much lighter
/// than an opaque dark window, yet white text reads at 4.5:1 on its lightest part.
@MainActor
@Suite struct VisionGlassTests {
    @Test func theRoomShowsThroughLightGlass() throws {
        let (_, frame) = try IdiomLookTests.render("system", .vision)
        let size = Idiom.vision.windowSize
        func sample(_ unitX: Double, _ unitY: Double) -> Color {
            IdiomLookTests.color(frame, Point(x: unitX * size.width, y: unitY * size.height))
        }
        // Behind the glass: the wall at the left of the window, and the dark screen at the right.
        let wall = sample(0.3, 0.15), screen = sample(0.86, 0.3)
        #expect(wall.contrastRatio(with: screen) >= 1.5, "the room does not show through: wall \(wall), screen \(screen)")
        #expect(wall.relativeLuminance >= 0.09, "glass \(wall) is not light")
        #expect(Color.white.contrastRatio(with: wall) >= 4.5, "white on \(wall)")
        #expect(Idiom.vision.secondaryLabel.contrastRatio(with: wall) >= 4.5, "secondary text on \(wall)")
    }

    /// The window's glass fills the window: its outermost pixels are the glass as the rows and
    /// columns just inside show it, with no light line (a rim lit along the window's edge) and no
    /// dark one (the blur reading the chrome's unpainted rows below the window), at 1x and 2x.
    @Test func theWindowsEdgeHasNoLine() throws {
        for scale in [1.0, 2.0] {
            let (_, frame) = try IdiomLookTests.render("example", .vision, scale: scale)
            let width = Int(Idiom.vision.windowSize.width * scale), height = Int(Idiom.vision.windowSize.height * scale)
            let inward = Int(3 * scale)
            func mean(_ pixels: [(Int, Int)]) -> Double {
                pixels.reduce(0.0) { sum, p in
                    let (r, g, b) = frame.rgb(x: p.0, y: p.1)
                    return sum + (Double(r) + Double(g) + Double(b)) / 3
                } / Double(pixels.count)
            }
            // Along each side, away from the corners, the edge against the glass just inside it.
            let xs = Array(stride(from: width / 8, to: width * 7 / 8, by: 1)), ys = Array(stride(from: height / 8, to: height * 7 / 8, by: 1))
            let sides: [(String, [(Int, Int)], [(Int, Int)])] = [
                ("top", xs.map { ($0, 0) }, xs.map { ($0, inward) }),
                ("bottom", xs.map { ($0, height - 1) }, xs.map { ($0, height - 1 - inward) }),
                ("left", ys.map { (0, $0) }, ys.map { (inward, $0) }),
                ("right", ys.map { (width - 1, $0) }, ys.map { (width - 1 - inward, $0) }),
            ]
            for (side, edge, inside) in sides {
                let difference = mean(edge) - mean(inside)
                #expect(abs(difference) < 2, "\(side) edge at \(scale)x: \(mean(edge)) against \(mean(inside)) inside")
            }
        }
    }
}
