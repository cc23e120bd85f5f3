import CSDL2
import Foundation

/// The pixels per point the desktop asks applications for, read as GTK and Qt read it: on X11,
/// `Xft.dpi` from the X resource database (what GNOME and KDE set, 192 for 2x) over 96; else
/// `GDK_SCALE`; else nothing, and the window follows SDL's own ratio of pixels to window units
/// (2 where SDL scales the window, as on macOS; X11 never does). Kept within 1 to 4, the range
/// `--scale` accepts.
public enum DesktopScale {
    /// The scale for `resources` (an X resource database's text) and `environment`.
    public static func scale(resources: String?, environment: [String: String]) -> Double? {
        if let dpi = resources.flatMap(xftDPI) { return clamped(dpi / 96) }
        if let text = environment["GDK_SCALE"], let value = Int(text), value > 0 { return clamped(Double(value)) }
        return nil
    }

    /// The desktop's scale for a window on `videoDriver`: the X resources are read on X11 only.
    public static func current(videoDriver: String?, environment: [String: String] = ProcessInfo.processInfo.environment) -> Double? {
        scale(resources: videoDriver == "x11" ? x11Resources() : nil, environment: environment)
    }

    /// `Xft.dpi`'s value in an X resource database's text (`name:\tvalue` lines, as
    /// XResourceManagerString gives them); nil when absent or not a positive number.
    public static func xftDPI(in resources: String) -> Double? {
        for line in resources.split(whereSeparator: \.isNewline) {
            guard let colon = line.firstIndex(of: ":") else { continue }
            guard line[..<colon].trimmingCharacters(in: .whitespaces) == "Xft.dpi" else { continue }
            guard let dpi = Double(line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)),
                  dpi.isFinite, dpi > 0 else { return nil }
            return dpi
        }
        return nil
    }

    static func x11Resources() -> String? {
        guard let text = csdl_x11_resource_manager_string() else { return nil }
        defer { free(text) }
        return String(cString: text)
    }

    private static func clamped(_ scale: Double) -> Double { min(max(scale, 1), 4) }
}
