import Testing
@testable import PopoverRender

/// Trimming drops only the outer rows and columns whose coverage no pixel would show.
@Suite struct CoverageMaskTrimTests {
    /// A 6x5 mask at (10, 20) whose visible values lie in columns 1...3 and rows 1...3, with
    /// invisible tails (below 0.5/255) around them.
    static func mask() -> CoverageMask {
        let faint: Float = 0.001, rows: [[Float]] = [
            [0, faint, 0, 0, 0, 0],
            [0, 0.5, 0, faint, 0, 0],
            [faint, 0, 0, 0.2, 0, faint],
            [0, 0, 0.9, 0, 0, 0],
            [0, 0, 0, 0, faint, 0],
        ]
        return CoverageMask(originX: 10, originY: 20, width: 6, height: 5, coverage: rows.flatMap { $0 })
    }

    @Test func invisibleTailsAreCutAndTheRestKeptInPlace() {
        let trimmed = Self.mask().trimmedToVisible()
        #expect((trimmed.originX, trimmed.originY, trimmed.width, trimmed.height) == (11, 21, 3, 3))
        #expect(trimmed.coverage == [0.5, 0, 0.001,
                                     0, 0, 0.2,
                                     0, 0.9, 0])
    }

    @Test func aFullyVisibleMaskIsUnchangedAndAnInvisibleOneBecomesEmpty() {
        let full = CoverageMask(originX: 3, originY: 4, width: 2, height: 2, coverage: [1, 0.5, 0.25, 1])
        let kept = full.trimmedToVisible()
        #expect((kept.originX, kept.originY, kept.width, kept.height, kept.coverage) == (3, 4, 2, 2, full.coverage))
        let faint = CoverageMask(originX: 0, originY: 0, width: 3, height: 1, coverage: [0.001, 0, 0.001])
        #expect(faint.trimmedToVisible().isEmpty)
    }
}
