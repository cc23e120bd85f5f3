import Foundation
import PopoverKit
import PopoverSDL

/// `popover-demo layout`: the placement engine as a JSON-lines filter. Each input line is one case;
/// each output line is its result, in input order, carrying the input's "id" (any JSON value,
/// echoed exactly as written; null when absent). A blank line is answered with an error line, so
/// the Nth output line always answers the Nth input line.
///
/// Input fields (missing optional ones take `PlacementRequest`'s defaults):
/// `id`; `anchor`, `container` {x,y,width,height} and `body` {width,height} (required);
/// `attachment` "rect" or {"x":u,"y":v}; `inset` a number or {top,leading,bottom,trailing};
/// `placement` "auto" | "top" | "bottom" | "leading" | "trailing", optionally with "-start" or
/// "-end"; `arrow` {width,height,arcRadius,gap,padding} (missing keys default) or null;
/// `cornerRadius`. The rules: `policy` "original" | "edges" | "centered" with, for edges,
/// `permitted` an array of sides, `flip` and `shift` booleans and `shiftPadding`; or instead
/// `steps`, an array of step names or {"name": …, options…} (`NamedPlacementSteps`).
///
/// Output fields: `id`, `body` {x,y,width,height}, `side` (null when centered), `placement` (the
/// final one with alignment, or "centered"), `arrowTip` and `arrowBase` {x,y} or null, `saturated`,
/// `visible`, `hiddenReason` (or null), `ideal` {x,y,width,height}.
///
/// A line that is not a JSON object, or has a field of the wrong shape, gives
/// `{"id":…,"error":"line N: …"}` and the run goes on.
public enum LayoutCommand {
    static let usage = "popover-demo layout   (JSON lines on standard input, one result per line on standard output)"

    /// Runs over `input` lines, handing each output line (without newline) to `write`, and stops
    /// at the first error `write` throws. Returns 0.
    public static func run<Failure: Error>(input: some Sequence<String>,
                                           write: (String) throws(Failure) -> Void) throws(Failure) -> Int32 {
        try run(lines: input.lazy.map(InputLine.text), write: write)
    }

    /// `run` over lines that may be unreadable (see `StandardInputLines`).
    static func run<Failure: Error>(lines: some Sequence<InputLine>,
                                    write: (String) throws(Failure) -> Void) throws(Failure) -> Int32 {
        for (index, line) in lines.enumerated() {
            switch line {
            case .text(let text) where text.allSatisfy(\.isWhitespace):
                try write(encodeError("line \(index + 1): blank (each line is one case, a JSON object)", id: "null"))
            case .text(let text):
                try write(respond(to: text, lineNumber: index + 1))
            case .unreadable(let reason):
                try write(encodeError("line \(index + 1): \(reason)", id: "null"))
            }
        }
        return ExitStatus.success
    }

    /// Reads standard input line by line and writes standard output, one write per line so it
    /// can be driven interactively. Returns 1, with a message on standard error, when standard
    /// input cannot be read or standard output cannot be written (a full disk, `> /dev/full`),
    /// else 0.
    public static func runStandardIO() -> Int32 {
        let lines = StandardInputLines()
        do throws(Console.WriteFailure) {
            _ = try run(lines: lines) { line throws(Console.WriteFailure) in
                try Console.write(line + "\n", to: STDOUT_FILENO)
            }
        } catch {
            Console.error("popover-demo layout: cannot write standard output: \(error.reason)")
            return ExitStatus.failure
        }
        if let failure = lines.failure {
            Console.error("popover-demo layout: cannot read standard input: \(failure)")
            return ExitStatus.failure
        }
        return ExitStatus.success
    }

    /// The 1-based column, in characters, of the byte at `offset` in `line`.
    static func column(_ offset: Int, in line: String) -> Int {
        String(decoding: line.utf8.prefix(offset), as: UTF8.self).count + 1
    }

    /// The output line for one input line.
    static func respond(to line: String, lineNumber: Int) -> String {
        let parsed: JSONLine
        do {
            parsed = try JSONParser.parse(line)
        } catch {
            // An id read before the fault goes back; a repeated one is ambiguous.
            switch error.reason {
            case .duplicateKey(let key):
                let id = key == "id" ? "null" : error.memberTexts["id"] ?? "null"
                return encodeError("line \(lineNumber): field \(JSON.quoted(key)) appears twice", id: id)
            case .invalid(let offset):
                return encodeError("line \(lineNumber): not valid JSON at column \(column(offset, in: line))",
                                   id: error.memberTexts["id"] ?? "null")
            case .tooDeep(let offset):
                return encodeError("line \(lineNumber): arrays and objects nested deeper than \(JSONParser.maximumDepth) "
                                   + "at column \(column(offset, in: line))", id: error.memberTexts["id"] ?? "null")
            case .numberOutOfRange(let number, let offset):
                return encodeError("line \(lineNumber): the number \(TerminalText.escaped(number)) at column "
                                   + "\(column(offset, in: line)) is out of range (a number must lie within ±\(Double.greatestFiniteMagnitude))",
                                   id: error.memberTexts["id"] ?? "null")
            }
        }
        guard case .object(let fields) = parsed.value else {
            return encodeError("line \(lineNumber): expected a JSON object", id: "null")
        }
        // The id goes back exactly as it was written.
        let id = parsed.memberTexts["id"] ?? "null"
        do {
            let decoder = CaseDecoder(fields: fields)
            let request = try decoder.request()
            return encode(try decoder.rules().place(request), id: id)
        } catch {
            return encodeError("line \(lineNumber): \(error.message)", id: id)
        }
    }
}
