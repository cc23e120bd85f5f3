import PopoverKit
import Testing
@testable import DemoApp

@Suite struct ScenarioParserTests {
    @Test func parsesEveryKindOfStepWithAbsoluteTimes() throws {
        let scenario = try ScenarioTestSupport.parse("""
            # test: every step once
            scene example
            idiom phone
            size 390x844
            wait 0.8
            drag 195,422 -> 20,20 over 1.2 ease-in-out
            up
            wait 500ms
            down 100,100 secondary   # a comment after a step
            move 120,130
            move 140,150 over 0.5s ease-out
            up 150,160 secondary
            key escape
            key down q with shift+command
            key up q
            snapshot menu-open
            at 5 resize 800x600
            """)
        #expect(scenario.name == "test")
        #expect(scenario.description == "every step once")
        let expected: [(Double, ScenarioAction, Int)] = [
            (0, .scene("example"), 2),
            (0, .idiom("phone"), 3),
            (0, .resize(Size(width: 390, height: 844)), 4),
            (0.8, .drag(from: Point(x: 195, y: 422), to: Point(x: 20, y: 20), duration: 1.2, curve: .easeInOut,
                        button: .primary, release: false), 6),
            (2.0, .pointerUp(Point(x: 20, y: 20), .primary), 7),
            (2.5, .pointerDown(Point(x: 100, y: 100), .secondary), 9),
            (2.5, .pointerMove(from: Point(x: 100, y: 100), to: Point(x: 120, y: 130), duration: 0, curve: .linear), 10),
            (2.5, .pointerMove(from: Point(x: 120, y: 130), to: Point(x: 140, y: 150), duration: 0.5, curve: .easeOut), 11),
            (3.0, .pointerUp(Point(x: 150, y: 160), .secondary), 12),
            (3.0, .keyPress(.escape, []), 13),
            (3.0, .key(KeyEvent(.down, .letter("q"), modifiers: [.shift, .command])), 14),
            (3.0, .key(KeyEvent(.up, .letter("q"))), 15),
            (3.0, .snapshot("menu-open"), 16),
            (5.0, .resize(Size(width: 800, height: 600)), 17),
        ]
        #expect(scenario.steps.count == expected.count)
        for (step, (time, action, line)) in zip(scenario.steps, expected) {
            #expect(abs(step.time - time) < 1e-12, "line \(line)")
            #expect(step.action == action, "line \(line)")
            #expect(step.line == line)
        }
        #expect(scenario.duration == 5.0)
    }

    @Test func namesKeysAndModifiersAsDocumented() throws {
        let scenario = try ScenarioTestSupport.parse("""
            key tab with shift
            key f12
            key 3
            key page-down with ctrl+alt
            key left-arrow
            key return with cmd
            """)
        #expect(scenario.steps.map(\.action) == [
            .keyPress(.tab, .shift), .keyPress(.function(12), []), .keyPress(.digit(3), []),
            .keyPress(.pageDown, [.control, .alt]), .keyPress(.leftArrow, []), .keyPress(.return, .command),
        ])
    }

    /// A held key's repeats: only a key-down can be one.
    /// A size may be fractional, as a window scaled down to fit its display is: read exactly.
    @Test func aFractionalSizeIsReadExactly() throws {
        let scenario = try ScenarioTestSupport.parse("size 819.779x1223.932\nsize 390.5x844\nsize 1x8192")
        #expect(scenario.steps.map(\.action) == [
            .resize(Size(width: 819.779, height: 1223.932)),
            .resize(Size(width: 390.5, height: 844)), .resize(Size(width: 1, height: 8192)),
        ])
    }

    @Test func aKeyDownCanBeARepeat() throws {
        let scenario = try ScenarioTestSupport.parse("""
            key down tab repeat
            key down left-arrow with shift repeat
            key down escape
            """)
        #expect(scenario.steps.map(\.action) == [
            .key(KeyEvent(.down, .tab, isRepeat: true)), .key(KeyEvent(.down, .leftArrow, modifiers: .shift, isRepeat: true)),
            .key(KeyEvent(.down, .escape)),
        ])
        #expect(ScenarioTestSupport.error(parsing: "key up tab repeat")?.column == 12)
        #expect(ScenarioTestSupport.error(parsing: "key tab repeat")?.column == 9)
    }

    @Test func dragWithReleaseLeavesThePointerFree() throws {
        let scenario = try ScenarioTestSupport.parse("""
            drag 0,0 -> 10,10 over 1 release ease-in
            down 5,5
            """)
        #expect(scenario.steps[0].action == .drag(from: .zero, to: Point(x: 10, y: 10), duration: 1,
                                                   curve: .easeIn, button: .primary, release: true))
        #expect(scenario.steps[1].time == 1)
    }

    @Test func windowsLineEndingsCountLinesTheSame() throws {
        let scenario = try ScenarioTestSupport.parse("# test: crlf\r\nwait 1\r\nkey escape\r\n")
        #expect(scenario.description == "crlf")
        #expect(scenario.steps == [ScenarioStep(time: 1, action: .keyPress(.escape, []), line: 3)])
        #expect(ScenarioTestSupport.error(parsing: "wait 1\r\nwait x\r\n")?.line == 2)
    }

    /// A line ends only at LF or CRLF: the other characters some editors break lines at are
    /// refused where they are outside a comment, and are part of a comment inside one.
    @Test(arguments: ["\u{0C}", "\u{0B}", "\r", "\u{85}", "\u{2028}", "\u{2029}"])
    func onlyLineFeedEndsALine(_ separator: String) throws {
        let inStep = try #require(ScenarioTestSupport.error(parsing: "wait 1\nwait 1\(separator)wait 20\n"))
        let escaped = "\\u{\(String(separator.unicodeScalars.first!.value, radix: 16, uppercase: true))}"
        #expect(inStep.description == "test.scenario:2:7: error: expected a step, a space or a comment "
                + "(a line ends only at LF or CRLF), found the control character \(escaped)")
        // `# off:<U+2028>wait 20` is all comment: the wait does not run.
        let commented = try ScenarioTestSupport.parse("wait 1 # off:\(separator)wait 20\nkey escape\n")
        #expect(commented.duration == 1)
        #expect(commented.steps == [ScenarioStep(time: 1, action: .keyPress(.escape, []), line: 2)])
        // Lines are counted at LF only, as editors and grep count them.
        #expect(ScenarioTestSupport.error(parsing: "# a\(separator)b\(separator)c\nwait x\n")?.line == 2)
        #expect(ScenarioParser.description(of: "# one\(separator)two\nwait 1", name: "x") == "one\(separator)two")
    }

    @Test func descriptionIsTheFirstCommentWithoutTheName() {
        #expect(ScenarioParser.description(of: "\n# stress: many popovers\n# more\nwait 1", name: "stress")
                == "many popovers")
        #expect(ScenarioParser.description(of: "## Drag around\nwait 1", name: "x") == "Drag around")
        #expect(ScenarioParser.description(of: "wait 1\n# late", name: "x") == "")
    }

    @Test func errorIsFormattedForEditors() throws {
        let error = try #require(ScenarioTestSupport.error(parsing: "wait 1\nwait soon"))
        #expect(error.description == "test.scenario:2:6: error: expected a time in seconds (like 0.5, 2s or 300ms), found `soon`")
    }

    /// Each malformed line, alone or after valid ones, and the exact line and column reported.
    @Test(arguments: [
        ("jump 10,10", 1, 1, "a step (scene, idiom, size, resize, wait, at, down, move, up, drag, key, snapshot)", "`jump`"),
        ("wait 1\n\n   drag 10,10 => 20,20 over 1", 3, 15, "`->`", "`=>`"),
        ("down 10,x", 1, 9, "a y coordinate (a number) after the comma", "`x`"),
        ("down ,4", 1, 6, "an x coordinate (a number)", "`,`"),
        ("down 12", 1, 6, "a point X,Y", "`12`"),
        ("drag 1,1 -> 2,2", 1, 16, "`over` and a duration", "end of line"),
        ("drag 1,1 -> 2,2 over 1 bouncy", 1, 24,
         "an easing (linear, ease-in, ease-out, ease-in-out), `release`, a button (primary, secondary, middle) or end of line",
         "`bouncy`"),
        ("\tscene examples", 1, 8, "a scene (example, multiple, system, matched, uikit, stress)", "`examples`"),
        ("idiom phone\nidiom car", 2, 7, "an idiom (mac, phone, pad, watch, tv, vision)", "`car`"),
        ("size 390by844", 1, 6, "a size WxH (like 390x844)", "`390by844`"),
        ("size 390x0", 1, 10, "a height (a number of points from 1 to 8192) after the x", "`0`"),
        ("key q with shift+hyper", 1, 18,
         "modifiers joined by + (shift, control, ctrl, alt, option, command, cmd, super)", "`hyper`"),
        // A trailing or doubled `+` is pointed at, not the column past the end of the line.
        ("key tab with shift+", 1, 19,
         "modifiers joined by + (shift, control, ctrl, alt, option, command, cmd, super)", "`+`"),
        ("key tab with shift++alt", 1, 20,
         "modifiers joined by + (shift, control, ctrl, alt, option, command, cmd, super)", "`+`"),
        // A long token is cut in the middle, not echoed whole.
        ("scene " + String(repeating: "x", count: 900_000), 1, 7, "a scene (example, multiple, system, matched, uikit, stress)",
         "`" + String(repeating: "x", count: 40) + "…" + String(repeating: "x", count: 40) + " (900000 characters)`"),
        // A second snapshot of a name would overwrite the first's file: both lines are named.
        ("snapshot a\nwait 1\n  snapshot a", 3, 12, "a snapshot name not used before (line 1 saves a.png already)", "`a`"),
        ("key shift", 1, 5,
         "a key (escape, esc, tab, space, return, enter, backspace, delete, home, end, page-up, page-down, up-arrow, down-arrow, left-arrow, right-arrow, a-z, 0-9 or f1-f24)",
         "`shift`"),
        // Keywords are lowercase, key names and modifiers too.
        ("key ESCAPE", 1, 5,
         "a key (escape, esc, tab, space, return, enter, backspace, delete, home, end, page-up, page-down, up-arrow, down-arrow, left-arrow, right-arrow, a-z, 0-9 or f1-f24)",
         "`ESCAPE`"),
        ("key F1", 1, 5,
         "a key (escape, esc, tab, space, return, enter, backspace, delete, home, end, page-up, page-down, up-arrow, down-arrow, left-arrow, right-arrow, a-z, 0-9 or f1-f24)",
         "`F1`"),
        ("key Q", 1, 5,
         "a key (escape, esc, tab, space, return, enter, backspace, delete, home, end, page-up, page-down, up-arrow, down-arrow, left-arrow, right-arrow, a-z, 0-9 or f1-f24)",
         "`Q`"),
        ("key q with Shift", 1, 12,
         "modifiers joined by + (shift, control, ctrl, alt, option, command, cmd, super)", "`Shift`"),
        ("up", 1, 1, "a `down` or `drag` before `up` (no button is down)", "`up`"),
        ("down 1,1\nmove 2,2\ndrag 2,2 -> 3,3 over 1", 3, 1, "`up` first (a button has been down since line 1)", "`drag`"),
        ("down 1,1\nup 1,1 middle", 2, 8, "`primary` (the button pressed at line 1) or end of line", "`middle`"),
        ("wait 2\nat 1.5 snapshot early", 2, 4, "a time at or after 2 s, when the previous step ends", "`1.5`"),
        ("at 3", 1, 5, "a step after `at 3`", "end of line"),
        ("wait -1", 1, 6, "a time in seconds (like 0.5, 2s or 300ms)", "`-1`"),
        ("wait 1 2", 1, 8, "end of line", "`2`"),
        ("snapshot ../escape", 1, 10, "a snapshot name (letters, digits, `-`, `_` or `.`)", "`../escape`"),
        ("move 5,5 over 1", 1, 1,
         "a `down` or instant `move` before a gliding `move` (the pointer has no position yet)", "`move`"),
        // Every number is bounded, so no script can exhaust memory or time.
        ("wait 1000000000", 1, 6, "a time of at most 600 s", "`1000000000`"),
        ("wait 99999999999999999999999999", 1, 6, "a time of at most 600 s", "`99999999999999999999999999`"),
        ("wait 600001ms", 1, 6, "a time of at most 600 s", "`600001ms`"),
        ("at 1000000000 key escape", 1, 4, "a time of at most 600 s", "`1000000000`"),
        ("drag 1,1 -> 2,2 over 1000000000", 1, 22, "a time of at most 600 s", "`1000000000`"),
        ("down 1,1\nmove 2,2 over 601s", 2, 15, "a time of at most 600 s", "`601s`"),
        ("wait 400\nwait 300", 2, 1, "steps that end by 600 s, the longest a scenario may last",
         "a step ending at 700 s"),
        ("wait 599\ndrag 1,1 -> 2,2 over 2 release", 2, 1, "steps that end by 600 s, the longest a scenario may last",
         "a step ending at 601 s"),
        ("size 99999x99999", 1, 6, "a width (a number of points from 1 to 8192)", "`99999`"),
        ("size 3000000000x3000000000", 1, 6, "a width (a number of points from 1 to 8192)", "`3000000000`"),
        ("size 100x99999999999999999999", 1, 10, "a height (a number of points from 1 to 8192) after the x",
         "`99999999999999999999`"),
        ("size +5x10", 1, 6, "a width (a number of points from 1 to 8192)", "`+5`"),
        // Fractional sizes (a window scaled down to fit its display) are plain decimals too.
        ("size 390.x844", 1, 6, "a width (a number of points from 1 to 8192)", "`390.`"),
        ("size .5x844", 1, 6, "a width (a number of points from 1 to 8192)", "`.5`"),
        ("size 0.5x844", 1, 6, "a width (a number of points from 1 to 8192)", "`0.5`"),
        ("size 8192.001x10", 1, 6, "a width (a number of points from 1 to 8192)", "`8192.001`"),
        ("size 390x844.5.5", 1, 10, "a height (a number of points from 1 to 8192) after the x", "`844.5.5`"),
        ("size 390x-844.5", 1, 10, "a height (a number of points from 1 to 8192) after the x", "`-844.5`"),
        ("size 390x1e3", 1, 10, "a height (a number of points from 1 to 8192) after the x", "`1e3`"),
        ("down 100001,0", 1, 6, "an x coordinate from -100000 to 100000", "`100001`"),
        ("move 0,-99999999999999999999999", 1, 8, "a y coordinate from -100000 to 100000", "`-99999999999999999999999`"),
        ("wait -0", 1, 6, "a time in seconds (like 0.5, 2s or 300ms)", "`-0`"),
        ("wait -0ms", 1, 6, "a time in seconds (like 0.5, 2s or 300ms)", "`-0ms`"),
        ("scene \u{1B}[31mred", 1, 7, "a step, a space or a comment (a line ends only at LF or CRLF)",
         "the control character \\u{1B}"),
        // A script must do something: empty or comment-only is a mistake, not a blank clip.
        ("", 1, 1, "a step (scene, idiom, size, resize, wait, at, down, move, up, drag, key, snapshot)",
         "no steps (the file is empty or only comments)"),
        ("# only a description\n\n   # and a note\n", 1, 1,
         "a step (scene, idiom, size, resize, wait, at, down, move, up, drag, key, snapshot)",
         "no steps (the file is empty or only comments)"),
    ])
    func reportsTheOffendingToken(_ text: String, _ line: Int, _ column: Int, _ expected: String, _ found: String) throws {
        let error = try #require(ScenarioTestSupport.error(parsing: text))
        #expect(error.line == line)
        #expect(error.column == column)
        #expect(error.expected == expected)
        #expect(error.found == found)
        #expect(error.file == "test.scenario")
    }
}
