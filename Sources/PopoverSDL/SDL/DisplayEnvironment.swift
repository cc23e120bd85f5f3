import Foundation

/// What the environment says about displays, read before SDL probes its video drivers: probing
/// Wayland without a usable XDG_RUNTIME_DIR makes libwayland print a stray "XDG_RUNTIME_DIR is
/// invalid" line, and without DISPLAY or a Wayland socket no driver can show a window anyway.
public struct DisplayEnvironment: Sendable, Equatable {
    /// DISPLAY, when set and not empty.
    public var display: String?
    /// WAYLAND_DISPLAY, when set and not empty.
    public var waylandDisplay: String?
    /// Whether a Wayland compositor's socket can be looked for: WAYLAND_DISPLAY is an absolute
    /// path, or XDG_RUNTIME_DIR is a folder holding WAYLAND_DISPLAY's socket (`wayland-0` when
    /// unset).
    public var waylandReachable: Bool
    /// SDL_VIDEODRIVER, when the user chose SDL's drivers themselves.
    public var requestedDriver: String?

    public init(display: String?, waylandDisplay: String?, waylandReachable: Bool, requestedDriver: String?) {
        self.display = display
        self.waylandDisplay = waylandDisplay
        self.waylandReachable = waylandReachable
        self.requestedDriver = requestedDriver
    }

    /// Reads `environment` (the process's by default) and checks the Wayland socket on disk.
    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        func value(_ name: String) -> String? { environment[name].flatMap { $0.isEmpty ? nil : $0 } }
        display = value("DISPLAY")
        waylandDisplay = value("WAYLAND_DISPLAY")
        requestedDriver = value("SDL_VIDEODRIVER")
        let socketName = waylandDisplay ?? "wayland-0"
        if socketName.hasPrefix("/") {
            waylandReachable = FileManager.default.fileExists(atPath: socketName)
        } else if let runtime = value("XDG_RUNTIME_DIR") {
            waylandReachable = FileManager.default.fileExists(atPath: (runtime as NSString).appendingPathComponent(socketName))
        } else {
            waylandReachable = false
        }
    }

    /// The drivers SDL should try, in SDL 2's own order, as its SDL_VIDEODRIVER hint: nil when
    /// the user set SDL_VIDEODRIVER (SDL reads it), empty when no driver could show a window.
    public var videoDriverHint: String? {
        guard requestedDriver == nil else { return nil }
        var drivers: [String] = []
        if display != nil { drivers.append("x11") }
        if waylandReachable { drivers.append("wayland") }
        return drivers.joined(separator: ",")
    }
}
