import Testing
import PopoverKit

@Suite struct SymbolsTests {
    private let unit = Rect(x: 0, y: 0, width: 100, height: 100)

    @Test func namesCoverTheSymbolsTheDemoShows() {
        for name in ["globe", "ellipsis", "ellipsis.circle", "bolt.fill", "moon.fill", "info.circle",
                     "line.3.horizontal.decrease.circle", "checkmark", "xmark"] {
            #expect(Symbols.names.contains(name), "\(name)")
        }
    }

    @Test func namesCoverTheSymbolsOrdinaryAppsReachForFirst() {
        for name in ["chevron.left", "chevron.right", "plus", "star", "star.fill", "heart", "heart.fill", "envelope",
                     "person.circle", "magnifyingglass", "trash"] {
            #expect(Symbols.names.contains(name), "\(name)")
        }
    }

    @Test(arguments: Symbols.names)
    func everySymbolFitsItsRect(name: String) throws {
        for rect in [Rect(x: 3, y: 5, width: 24, height: 18), Rect(x: -10, y: 40, width: 16, height: 30)] {
            let path = try #require(Symbols.path(named: name, in: rect))
            let points = path.flattened(tolerance: 0.01).flatMap { $0 }
            #expect(!points.isEmpty)
            let side = min(rect.width, rect.height)
            let xs = points.map(\.x), ys = points.map(\.y)
            #expect(xs.min()! >= rect.midX - side / 2 - 1e-9 && xs.max()! <= rect.midX + side / 2 + 1e-9)
            #expect(ys.min()! >= rect.midY - side / 2 - 1e-9 && ys.max()! <= rect.midY + side / 2 + 1e-9)
            // Symbols fill most of their square: none is a speck in a corner.
            #expect(xs.max()! - xs.min()! > side * 0.5 || ys.max()! - ys.min()! > side * 0.5)
        }
    }

    @Test func unknownNamesHaveNoPath() {
        #expect(Symbols.path(named: "globe.fill.unknown", in: unit) == nil)
        #expect(Symbols.path(named: "", in: unit) == nil)
    }

    @Test func globeIsHollowBetweenItsLines() throws {
        let globe = try #require(Symbols.path(named: "globe", in: unit))
        // The globe's lines are 6.2 wide (0.062 of the symbol) and centred on radius 46.9.
        // On the outline, the central meridian, the equator and a meridian-ellipse side: ink.
        for point in [Point(x: 1.5, y: 50), Point(x: 50, y: 10), Point(x: 30, y: 50),
                      Point(x: 50, y: 50), Point(x: 50 - 46.9 * 0.42, y: 50)] {
            #expect(Winding.isFilled(globe, at: point), "\(point)")
        }
        // Between the lines (inside the meridian ellipse and outside it) and outside the circle: empty.
        for point in [Point(x: 41, y: 37), Point(x: 59, y: 63), Point(x: 20, y: 38), Point(x: 80, y: 62),
                      Point(x: 50 - 46.9 * 0.42 - 8, y: 60), Point(x: 3, y: 3)] {
            #expect(!Winding.isFilled(globe, at: point), "\(point)")
        }
    }

    @Test func circledSymbolsHaveAHollowRing() throws {
        for name in ["ellipsis.circle", "info.circle", "line.3.horizontal.decrease.circle"] {
            let path = try #require(Symbols.path(named: name, in: unit))
            #expect(Winding.isFilled(path, at: Point(x: 96, y: 50)), "\(name) outline")
            #expect(!Winding.isFilled(path, at: Point(x: 85, y: 50)), "\(name) inside the outline")
            #expect(!Winding.isFilled(path, at: Point(x: 2, y: 2)), "\(name) corner")
        }
    }

    @Test func moonIsACrescentOpeningToTheUpperRight() throws {
        let moon = try #require(Symbols.path(named: "moon.fill", in: unit))
        #expect(Winding.isFilled(moon, at: Point(x: 25, y: 70)))
        #expect(Winding.isFilled(moon, at: Point(x: 10, y: 50)))
        #expect(!Winding.isFilled(moon, at: Point(x: 70, y: 30)))
        #expect(!Winding.isFilled(moon, at: Point(x: 50, y: 50)))
    }

    @Test func ellipsisHasThreeSeparateDots() throws {
        let ellipsis = try #require(Symbols.path(named: "ellipsis", in: unit))
        let filled = stride(from: 0.5, to: 100, by: 1).map { Winding.isFilled(ellipsis, at: Point(x: $0, y: 50)) }
        let runs = zip(filled, [false] + filled).filter { $0 && !$1 }.count
        #expect(runs == 3)
    }
}
