import Testing
@testable import PopoverKit

/// `LazyVGrid`, `LazyHGrid` and `Grid` put views in rows and columns.
@Suite struct GridTests {
    func frames(_ view: some View, width: Double = 320, height: Double = 400) -> [String: Rect] {
        let result = testEngine.layout(view, in: Rect(x: 0, y: 0, width: width, height: height))
        var frames: [String: Rect] = [:]
        for name in ["a", "b", "c", "d", "e"] { frames[name] = result.frame(of: name) }
        return frames
    }

    @Test func flexibleColumnsShareTheWidthAndRowsFollowEachOther() throws {
        let grid = LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())], spacing: 10) {
            ForEach(["a", "b", "c"], id: \.self) { name in
                Color.blue.frame(height: 30).id(name)
            }
        }
        let f = frames(grid)
        // 320 less one 8 pt gap, in two: 156 each.
        #expect(try #require(f["a"]).minX == 0 && f["a"]!.size == Size(width: 156, height: 30))
        #expect(try #require(f["b"]).minX == 164 && f["b"]!.minY == f["a"]!.minY)
        #expect(try #require(f["c"]).minX == 0 && f["c"]!.minY == f["a"]!.maxY + 10)
    }

    @Test func anAdaptiveColumnMakesAsManyAsFit() throws {
        // 320 wide, at least 100 each with 8 pt gaps: three of (320 - 16) / 3.
        let grid = LazyVGrid(columns: [GridItem(.adaptive(minimum: 100))]) {
            ForEach(["a", "b", "c", "d"], id: \.self) { name in
                Color.red.frame(height: 20).id(name)
            }
        }
        let f = frames(grid)
        let width = (320.0 - 16) / 3
        #expect(abs(try #require(f["a"]).width - width) < 1e-9)
        #expect(abs(try #require(f["c"]).minX - 2 * (width + 8)) < 1e-9)
        #expect(try #require(f["d"]).minX == 0 && f["d"]!.minY > f["a"]!.maxY)
    }

    @Test func fixedColumnsAreCenteredAndAHorizontalGridFillsColumnsFromTheTop() throws {
        let fixed = LazyVGrid(columns: [GridItem(.fixed(50)), GridItem(.fixed(50), spacing: 0)]) {
            Color.red.frame(height: 10).id("a")
            Color.red.frame(height: 10).id("b")
        }
        let f = frames(fixed)
        // 108 wide, centered in 320.
        #expect(try #require(f["a"]).minX == 106 && f["b"]!.minX == 164)
        let horizontal = LazyHGrid(rows: [GridItem(.fixed(40)), GridItem(.fixed(40))]) {
            ForEach(["a", "b", "c"], id: \.self) { Color.green.frame(width: 30).id($0) }
        }
        let h = frames(horizontal)
        #expect(try #require(h["b"]).minX == h["a"]!.minX && h["b"]!.minY == h["a"]!.maxY + 8)
        #expect(try #require(h["c"]).minX == h["a"]!.maxX + 8)
    }

    @Test func gridColumnsAreAsWideAsTheirWidestCell() throws {
        let grid = Grid(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 4) {
            GridRow {
                Color.red.frame(width: 40, height: 10).id("a")
                Color.red.frame(width: 20, height: 10).id("b")
            }
            Divider().id("e")
            GridRow {
                Color.red.frame(width: 70, height: 10).id("c")
                Color.red.frame(width: 10, height: 10).id("d")
            }
        }
        let f = frames(grid)
        #expect(try #require(f["b"]).minX - f["a"]!.minX == 70 + 12)
        #expect(try #require(f["d"]).minX == f["b"]!.minX)
        #expect(try #require(f["e"]).width == 70 + 12 + 20, "a view that is not a row spans the grid")
        #expect(f["c"]!.minY > f["e"]!.maxY)
    }
}
