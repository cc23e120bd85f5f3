import Testing
@testable import PopoverKit

@Suite struct InputEventTests {
    @Test func pointerEventsExposeTheirLocation() {
        #expect(InputEvent.pointerDown(Point(x: 1, y: 2), .primary).pointerLocation == Point(x: 1, y: 2))
        #expect(InputEvent.pointerMove(Point(x: 3, y: 4)).pointerLocation == Point(x: 3, y: 4))
        #expect(InputEvent.pointerUp(Point(x: 5, y: 6), .middle).pointerLocation == Point(x: 5, y: 6))
        #expect(InputEvent.resize(Size(width: 800, height: 600)).pointerLocation == nil)
        #expect(InputEvent.quit.pointerLocation == nil)
    }

    @Test func arrowKeysPointInScreenDirections() {
        #expect(Key.upArrow.arrowDirection == Point(x: 0, y: -1))
        #expect(Key.downArrow.arrowDirection == Point(x: 0, y: 1))
        #expect(Key.leftArrow.arrowDirection == Point(x: -1, y: 0))
        #expect(Key.rightArrow.arrowDirection == Point(x: 1, y: 0))
        #expect(Key.tab.arrowDirection == nil)
    }

    @Test func modifiersCombine() {
        let held: Modifiers = [.shift, .command]
        #expect(held.contains(.shift) && held.contains(.command))
        #expect(!held.contains(.alt))
        #expect(held.isDisjoint(with: [.control, .alt]))
    }

    @Test func timedEventsPairEventAndTime() {
        let timed = TimedInputEvent(.text("é"), at: 1.25)
        #expect(timed.event == .text("é"))
        #expect(timed.time == 1.25)
    }
}
