import Foundation

/// The result of `verify`: per popover statistics and the overall verdict, as JSON or a table.
nonisolated struct TrackingReport: Codable, Hashable, Sendable {
    var scenario: String
    var thresholds: TrackingThresholds
    var popovers: [PopoverTrackingSummary]
    /// Every popover passed (true for a scenario without popovers: nothing was off).
    var passed: Bool

    init(scenario: String, thresholds: TrackingThresholds, popovers: [PopoverTrackingSummary]) {
        self.scenario = scenario
        self.thresholds = thresholds
        self.popovers = popovers
        passed = popovers.allSatisfy(\.passed)
    }

    /// The process exit status `verify` should end with: 0 on pass, 1 on failure.
    var exitCode: Int32 { passed ? ExitStatus.success : ExitStatus.failure }

    /// Pretty-printed JSON with keys sorted, so equal reports give equal bytes.
    func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(self)
        data.append(0x0A)
        return data
    }

    /// A table for the terminal: one row per popover, then the verdict.
    var table: String {
        let header = ["popover", "visible", "saturated", "pixel-measured", "not from pixels", "analytic max", "analytic p99", "pixels max", "pixels p99", "worst pixels at", "result"]
        let rows = popovers.map { summary in
            [summary.popover, String(summary.framesVisible), String(summary.framesSaturated), String(summary.framesPixelMeasured),
             Self.describe(summary.framesNotFromPixels),
             Self.format(summary.analytic.max), Self.format(summary.analytic.p99),
             Self.format(summary.pixels.max), Self.format(summary.pixels.p99),
             summary.pixels.maxTime.map { String(format: "%.3f s", $0) } ?? "-",
             summary.passed ? "pass" : (summary.framesArrowMissing > 0 ? "FAIL (arrow not found in \(summary.framesArrowMissing) frames)" : "FAIL")]
        }
        let widths = header.indices.map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { column, cell in
                let pad = String(repeating: " ", count: widths[column] - cell.count)
                // Names and results read left-aligned, numbers right-aligned.
                return column == 0 || column == cells.count - 1 ? cell + pad : pad + cell
            }.joined(separator: "  ").trimmingCharacters(in: .whitespaces)
        }
        var lines = [line(header)] + rows.map(line)
        lines.append("verify \(scenario): \(passed ? "pass" : "FAIL") (limits \(Self.format(thresholds.analytic)) analytic, "
            + "\(Self.format(thresholds.pixels)) pixels; errors in px over visible unsaturated frames)")
        return lines.joined(separator: "\n") + "\n"
    }

    /// "140 in transition, 20 covered", in `PixelSkipReason`'s order; "-" for none.
    private static func describe(_ counts: [String: Int]) -> String {
        let parts = PixelSkipReason.allCases.compactMap { reason in
            counts[reason.rawValue].map { "\($0) \(reason.rawValue)" }
        }
        return parts.isEmpty ? "-" : parts.joined(separator: ", ")
    }

    private static func format(_ value: Double?) -> String {
        guard let value else { return "-" }
        return String(format: "%.3f", value)
    }
}
