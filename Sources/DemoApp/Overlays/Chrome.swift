import Foundation
import PopoverKit

/// The strip at the bottom of the window: a tab per scene (keys 1 to 6) and a status line with
/// the idiom, the placement policy, the frame time and the arrow's tracking error.
struct Chrome {
    let runtime: AppRuntime

    /// The current tab: white text on the light scheme's high-contrast blue, in both schemes
    /// (white on the standard system blue is 4.0:1, under WCAG's 4.5:1).
    static let selectedTab = Color(hex: 0x0040DD)

    /// What the strip shows: when these stay the same, so does its view.
    struct Inputs: Equatable {
        var sceneIndex: Int
        var isCompact: Bool
        var statusLine: String
    }

    var inputs: Inputs {
        Inputs(sceneIndex: runtime.sceneIndex, isCompact: runtime.size.width < 480, statusLine: statusLine)
    }

    /// The strip's view, made again only when its inputs changed since the last frame's (at
    /// rest and through most of a drag it stays the same, as SwiftUI would not evaluate it again).
    var body: ViewNode {
        let inputs = inputs
        if let last = runtime.lastChrome, last.inputs == inputs { return last.view }
        let view = body(inputs)
        runtime.lastChrome = (inputs, view)
        return view
    }

    private func body(_ inputs: Inputs) -> ViewNode {
        let current = inputs.sceneIndex
        let compact = inputs.isCompact
        return VStack(spacing: 2) {
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
            // The tabs always fit (compact windows number them), so the strip takes its ideal
            // size rather than being measured at every width its stack would try.
            .fixedSize()
            Text(inputs.statusLine)
                .font(Self.statusFont)
                .foregroundColor(.highContrastSystemGray)
                .lineLimit(1)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color.secondarySystemBackground)
    }

    /// Apple's smallest comfortable text size (caption 2), on every idiom.
    static let statusFont = Font(size: 11).monospaced()
    static let separator = " · "
    /// Kept clear of the window's sides.
    static let statusMargin = 8.0

    /// The status line shown: the most complete wording that fits the window's width on one line.
    /// Worked out again only when what it says or the room for it changed (at rest, and through
    /// most of a drag, it stays the same frame after frame).
    var statusLine: String {
        let inputs = StatusLineInputs(idiom: runtime.idiom, policy: runtime.host.policy,
                                      frameMilliseconds: runtime.frameMilliseconds, tracking: runtime.lastTipTracking,
                                      pixelScale: runtime.pixelScale, width: runtime.size.width - 2 * Self.statusMargin,
                                      measurer: Self.identity(of: runtime.measurer))
        if inputs.measurer != nil, let last = runtime.lastStatusLine, last.inputs == inputs { return last.line }
        let wordings = statusWordings
        let line = wordings.first { runtime.measurer.width(of: $0, font: Self.statusFont) <= inputs.width } ?? wordings.last!
        runtime.lastStatusLine = (inputs, line)
        return line
    }

    /// The measurer's identity, by the text layout cache it keeps (a measurer without one has
    /// nothing to remember it by).
    private static func identity(of measurer: any TextMeasuring) -> ObjectIdentifier? {
        measurer.textLayoutCache.map(ObjectIdentifier.init)
    }

    /// The status line's wordings, from the fullest (idiom, policy, frame time, tracking, help
    /// key) to the shortest (the tracking alone, in short words), for narrower windows.
    var statusWordings: [String] {
        let tracking = runtime.lastTipTracking, scale = runtime.pixelScale
        let full = Self.trackingText(tracking, pixelScale: scale), short = Self.shortTrackingText(tracking, pixelScale: scale)
        var first = ["\(runtime.idiom.rawValue)", "\(runtime.host.policy.rawValue)"]
        if let ms = runtime.frameMilliseconds { first.append(String(format: "%.1f ms", ms)) }
        let policy = runtime.host.policy.rawValue
        return [first + [full, "H help"], [policy, full, "H help"], [policy, short, "H help"], [short, "H help"], [short]]
            .map { $0.joined(separator: Self.separator) }
    }

    /// `trackingText` in fewer words, for narrow windows: "tip 0.00 px", "reach limit 21 pt",
    /// "clamped 0.6 pt".
    static func shortTrackingText(_ tracking: [TipTracking], pixelScale: Double) -> String {
        trackingText(tracking, pixelScale: pixelScale)
            .replacingOccurrences(of: "tip error", with: "tip")
            .replacingOccurrences(of: "at reach limit,", with: "reach limit")
            .replacingOccurrences(of: "clamped toward anchor,", with: "clamped")
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

/// Everything the status line depends on: when these are the same, so is the line.
struct StatusLineInputs: Equatable {
    var idiom: Idiom
    var policy: PlacementPolicyName
    var frameMilliseconds: Double?
    var tracking: [TipTracking]
    var pixelScale: Double
    var width: Double
    /// The text engine measuring the wordings (a window whose scale changes gets a new one);
    /// nil for one without a text layout cache, whose line is never remembered.
    var measurer: ObjectIdentifier?
}
