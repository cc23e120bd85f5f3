import Foundation
import PopoverKit

/// The strip at the bottom of the window: a tab per scene (keys 1 to 6) and a status line with
/// the idiom, the placement policy, the frame time and the arrow's tracking error.
struct Chrome {
    let runtime: AppRuntime

    /// The current tab: white text on the light scheme's high-contrast blue, in both schemes
    /// (white on the standard system blue is 4.0:1, under WCAG's 4.5:1).
    static let selectedTab = Color(hex: 0x0040DD)

    var body: ViewNode {
        let current = runtime.sceneIndex
        let compact = runtime.size.width < 480
        // A narrow window (the watch) splits the status line in two rather than cutting it.
        let status = compact ? Self.split(statusLine) : [statusLine]
        return VStack(spacing: compact ? 1 : 2) {
            HStack(spacing: 4) {
                ForEach(Array(SceneCatalog.all.enumerated()), id: \.offset) { index, type in
                    Button(action: { [runtime] in runtime.switchScene(to: index) }) {
                        Text(compact ? "\(index + 1)" : "\(index + 1) \(type.title)")
                            .font(Font(size: 12, weight: index == current ? .semibold : .regular))
                            .foregroundColor(index == current ? .white : .label)
                            .padding(.horizontal, 8)
                            .padding(.vertical, compact ? 2 : 3)
                            .background(Capsule().fill(index == current ? Self.selectedTab : Color.systemGray5))
                    }
                }
            }
            ForEach(Array(status.enumerated()), id: \.offset) { _, line in
                Text(line)
                    .font(Font(size: compact ? 9 : 10).monospaced())
                    .foregroundColor(.highContrastSystemGray)
                    .lineLimit(1)
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color.secondarySystemBackground)
    }

    /// The status line's parts in two lines of about equal length, broken between parts.
    static func split(_ line: String) -> [String] {
        let parts = line.components(separatedBy: separator)
        guard parts.count > 1 else { return [line] }
        var best = 1, bestDifference = Int.max
        for cut in 1..<parts.count {
            let first = parts[..<cut].joined(separator: separator).count
            let second = parts[cut...].joined(separator: separator).count
            if abs(first - second) < bestDifference { (best, bestDifference) = (cut, abs(first - second)) }
        }
        return [parts[..<best].joined(separator: separator), parts[best...].joined(separator: separator)]
    }

    static let separator = " · "

    var statusLine: String {
        var parts = ["\(runtime.idiom.rawValue)", "\(runtime.host.policy.rawValue)"]
        if let ms = runtime.frameMilliseconds { parts.append(String(format: "%.1f ms", ms)) }
        parts.append(Self.trackingText(runtime.lastTipTracking, pixelScale: runtime.pixelScale))
        parts.append("H help")
        return parts.joined(separator: " · ")
    }

    /// The worst tracking error (distance from the tip to where it belongs, in pixels) of the
    /// arrows that track, and the largest miss of those pointing beside their anchor on purpose,
    /// as `verify` counts them: "tip error 0.00 px", "at reach limit, 21 pt", or both.
    static func trackingText(_ tracking: [TipTracking], pixelScale: Double) -> String {
        var parts: [String] = []
        if let error = tracking.filter({ !$0.isSaturated }).map(\.miss).max() {
            parts.append(String(format: "tip error %.2f px", error * pixelScale))
        }
        let saturated = tracking.filter(\.isSaturated)
        if let worst = saturated.max(by: { $0.miss < $1.miss }) {
            let number = String(format: worst.miss >= 10 ? "%.0f pt" : "%.1f pt", worst.miss)
            parts.append(worst.state == .atReachLimit ? "at reach limit, \(number)" : "clamped toward anchor, \(number)")
        }
        return parts.isEmpty ? "tip error –" : parts.joined(separator: " · ")
    }
}
