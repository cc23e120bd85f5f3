import Testing
@testable import PopoverKit

@Suite struct KeyboardMapTests {
    @Test func escapeDismissesOncePerPress() {
        var map = KeyboardMap()
        #expect(map.handle(KeyEvent(.down, .escape)) == .dismissTopPopover)
        #expect(map.handle(KeyEvent(.down, .escape, isRepeat: true)) == nil)
        #expect(map.handle(KeyEvent(.up, .escape)) == nil)
    }

    @Test func tabMovesFocusBothWays() {
        var map = KeyboardMap()
        #expect(map.handle(KeyEvent(.down, .tab)) == .focusNext)
        #expect(map.handle(KeyEvent(.down, .tab, isRepeat: true)) == .focusNext)
        #expect(map.handle(KeyEvent(.down, .tab, modifiers: .shift)) == .focusPrevious)
    }

    @Test func spaceAndReturnPressTheFocusedControl() {
        var map = KeyboardMap()
        #expect(map.handle(KeyEvent(.down, .space)) == .pressFocused)
        #expect(map.handle(KeyEvent(.down, .return)) == .pressFocused)
        #expect(map.handle(KeyEvent(.down, .return, isRepeat: true)) == nil)
    }

    @Test func arrowsDragUntilTheLastOneIsReleased() {
        var map = KeyboardMap()
        #expect(map.handle(KeyEvent(.down, .rightArrow)) == .dragBegan(translation: Point(x: 10, y: 0)))
        #expect(map.isDragging)
        #expect(map.handle(KeyEvent(.down, .rightArrow, isRepeat: true)) == .dragChanged(translation: Point(x: 20, y: 0)))
        #expect(map.handle(KeyEvent(.down, .downArrow, modifiers: .shift)) == .dragChanged(translation: Point(x: 20, y: 50)))
        #expect(map.handle(KeyEvent(.up, .rightArrow)) == nil, "the down arrow is still held")
        #expect(map.handle(KeyEvent(.down, .upArrow)) == .dragChanged(translation: Point(x: 20, y: 40)))
        #expect(map.handle(KeyEvent(.up, .upArrow)) == nil)
        #expect(map.handle(KeyEvent(.up, .downArrow, modifiers: .shift)) == .dragEnded(translation: Point(x: 20, y: 40)))
        #expect(!map.isDragging)
        // A new drag starts from zero.
        #expect(map.handle(KeyEvent(.down, .leftArrow, modifiers: .shift)) == .dragBegan(translation: Point(x: -50, y: 0)))
    }

    @Test func endDragStopsAHeldDrag() {
        var map = KeyboardMap(step: 4, largeStep: 20)
        #expect(map.endDrag() == nil)
        _ = map.handle(KeyEvent(.down, .upArrow))
        #expect(map.endDrag() == .dragEnded(translation: Point(x: 0, y: -4)))
        #expect(map.handle(KeyEvent(.up, .upArrow)) == nil, "the late release ends nothing")
    }

    @Test func shortcutsAndOtherKeysAreLeftToTheApp() {
        var map = KeyboardMap()
        #expect(map.handle(KeyEvent(.down, .escape, modifiers: .control)) == nil)
        #expect(map.handle(KeyEvent(.down, .rightArrow, modifiers: [.command, .shift])) == nil)
        #expect(!map.isDragging)
        #expect(map.handle(KeyEvent(.down, .letter("q"), modifiers: .control)) == nil)
        #expect(map.handle(KeyEvent(.down, .letter("a"))) == nil)
        #expect(map.handle(KeyEvent(.down, .function(1))) == nil)
        #expect(map.handle(KeyEvent(.up, .space)) == nil)
    }
}
