import Foundation

/// A headless sway (a real Wayland compositor, wlroots' headless backend with its software
/// renderer) of the test's own: one output of a given size in pixels and scale, in a runtime
/// folder of its own, windows floating at the size they ask for. sway refuses to run as root, so
/// under root it runs as the unprivileged user `popover-wayland`, made here when missing; a
/// client of it (the demo, grim, wtype, swaymsg) may still be root, which may use any socket.
/// It is stopped by its process id when released.
public final class SwayServer {
    /// The runtime folder (XDG_RUNTIME_DIR) holding the compositor's sockets.
    public let runtimeFolder: String
    /// The Wayland socket's name in `runtimeFolder`, for WAYLAND_DISPLAY.
    public let socketName: String
    /// sway's IPC socket, for SWAYSOCK.
    public let ipcSocket: String
    public let scale: Double
    private let processID: pid_t
    private var ended = false

    /// The name of the output wlroots' headless backend makes first.
    public static let output = "HEADLESS-1"
    static let user = "popover-wayland"

    /// Starts sway with one output of `width` × `height` pixels at `scale`, and returns once it
    /// answers on its IPC socket.
    /// - Throws: `SystemTool.Missing` when sway or swaymsg is not installed, `Failure` when it did not start.
    public init(width: Int = 1280, height: Int = 960, scale: Double = 1) throws {
        let sway = try SystemTool.sway.required()
        _ = try SystemTool.swaymsg.required()
        self.scale = scale
        let folder = NSTemporaryDirectory() + "sway-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let config = folder + ".config"
        try """
            output \(Self.output) resolution \(width)x\(height) scale \(scale) position 0 0
            default_border none
            default_floating_border none
            for_window [title=".*"] floating enable
            focus_follows_mouse no
            """.write(toFile: config, atomically: true, encoding: .utf8)
        var prefix: [String] = []
        if getuid() == 0 {
            let (uid, gid) = try Self.unprivilegedUser()
            chown(folder, uid, gid)
            prefix = ["/usr/bin/setpriv", "--reuid=\(uid)", "--regid=\(gid)", "--clear-groups", "--"]
        }
        chmod(folder, 0o700)
        chmod(config, 0o644)
        let environment = ["HOME=" + folder, "XDG_RUNTIME_DIR=" + folder, "PATH=/usr/bin:/bin",
                           "WLR_BACKENDS=headless", "WLR_RENDERER=pixman", "WLR_LIBINPUT_NO_DEVICES=1"]
        let log = open(folder + ".log", O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        let null = open("/dev/null", O_RDONLY | O_CLOEXEC)
        defer { close(log); close(null) }
        let argv = ["/usr/bin/env", "-i"] + environment + prefix + [sway, "-c", config]
        let cArguments = argv.map { strdup($0) } + [nil]
        defer { cArguments.forEach { free($0) } }
        // Only 0, 1 and 2 reach sway: it outlives the tests running beside it, and a pipe's end
        // it inherited from one of them (a Foundation Pipe is not close-on-exec) would keep that
        // test waiting for an end of file until sway stopped.
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, null, 0)
        posix_spawn_file_actions_adddup2(&actions, log, 1)
        posix_spawn_file_actions_adddup2(&actions, log, 2)
        for name in (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? [] {
            if let descriptor = Int32(name), descriptor > 2 { posix_spawn_file_actions_addclose(&actions, descriptor) }
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t(), all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETPGROUP))
        var processID: pid_t = 0
        guard posix_spawn(&processID, argv[0], &actions, &attributes, cArguments, environ) == 0 else {
            throw Failure(reason: "could not start \(sway)")
        }
        (self.processID, runtimeFolder) = (processID, folder)
        var found: (socket: String, ipc: String)?
        let deadline = Date().addingTimeInterval(30)
        while found == nil, Date() < deadline {
            var status: Int32 = 0
            if waitpid(processID, &status, WNOHANG) != 0 {
                ended = true
                throw Failure(reason: "sway ended at start: " + ((try? String(contentsOfFile: folder + ".log", encoding: .utf8)) ?? ""))
            }
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            if let socket = names.first(where: { $0.hasPrefix("wayland-") && !$0.hasSuffix(".lock") }),
               let ipc = names.first(where: { $0.hasPrefix("sway-ipc.") }) {
                found = (socket, folder + "/" + ipc)
            } else {
                usleep(20_000)
            }
        }
        guard let found else {
            Glibc.kill(processID, SIGKILL)
            throw Failure(reason: "sway made no socket in 30 s")
        }
        (socketName, ipcSocket) = found
        while Date() < deadline {
            if let outputs = try? message(["-t", "get_outputs"]), outputs.contains(Self.output) { return }
            usleep(20_000)
        }
        throw Failure(reason: "sway does not answer on \(ipcSocket)")
    }

    deinit { stop() }

    public struct Failure: Error, CustomStringConvertible {
        public let reason: String
        public var description: String { "headless sway: \(reason)" }
    }

    /// Ends the compositor (SIGTERM, then SIGKILL after 5 s) and removes its folder.
    public func stop() {
        guard !ended else { return }
        ended = true
        Glibc.kill(processID, SIGTERM)
        var status: Int32 = 0
        let deadline = Date().addingTimeInterval(5)
        while waitpid(processID, &status, WNOHANG) == 0 {
            if Date() > deadline {
                Glibc.kill(processID, SIGKILL)
                waitpid(processID, &status, 0)
                break
            }
            usleep(10_000)
        }
        try? FileManager.default.removeItem(atPath: runtimeFolder)
        try? FileManager.default.removeItem(atPath: runtimeFolder + ".config")
        try? FileManager.default.removeItem(atPath: runtimeFolder + ".log")
    }

    /// What a client of this compositor needs in its environment.
    public var clientEnvironment: [String: String?] {
        ["XDG_RUNTIME_DIR": runtimeFolder, "WAYLAND_DISPLAY": socketName, "SWAYSOCK": ipcSocket,
         "DISPLAY": nil, "SDL_VIDEODRIVER": nil, "GDK_SCALE": nil]
    }

    /// Runs `tool` with `arguments` as a client of this compositor; returns what it printed.
    /// - Throws: `Failure` when it exits with a status other than 0.
    @discardableResult
    public func run(_ tool: SystemTool, _ arguments: [String]) throws -> String {
        let child = Process()
        child.executableURL = URL(fileURLWithPath: try tool.required())
        child.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        for (name, value) in clientEnvironment { environment[name] = value }
        child.environment = environment
        let output = Pipe(), errors = Pipe()
        child.standardOutput = output
        child.standardError = errors
        try child.run()
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        let complaint = errors.fileHandleForReading.readDataToEndOfFile()
        child.waitUntilExit()
        guard child.terminationStatus == 0 else {
            throw Failure(reason: "\(tool.name) \(arguments.joined(separator: " ")) exited with \(child.terminationStatus): "
                          + String(decoding: complaint, as: UTF8.self))
        }
        return String(decoding: printed, as: UTF8.self)
    }

    /// `swaymsg arguments`.
    @discardableResult
    public func message(_ arguments: [String]) throws -> String {
        try run(.swaymsg, arguments)
    }

    /// The output as a PNG file at `path` (grim), in pixels.
    public func screenshot(to path: String) throws {
        try run(.grim, ["-o", Self.output, path])
    }

    /// Types `keys` with a virtual keyboard (wtype's `-k` key names, e.g. "q", "Escape", "Left").
    public func press(_ keys: [String]) throws {
        try run(.wtype, keys.flatMap { ["-k", $0] })
    }

    /// A virtual keyboard held until the returned process is killed (wtype, sleeping): each
    /// `press` makes a keyboard of its own that lives only while wtype runs, and the seat's
    /// keyboard would come and go with it, so a key could arrive before the window has bound the
    /// new keyboard. A desktop's keyboard stays, and so does this one.
    public func holdKeyboard() throws -> Process {
        let child = Process()
        child.executableURL = URL(fileURLWithPath: try SystemTool.wtype.required())
        child.arguments = ["-s", "600000"]
        var environment = ProcessInfo.processInfo.environment
        for (name, value) in clientEnvironment { environment[name] = value }
        child.environment = environment
        child.standardOutput = FileHandle.nullDevice
        child.standardError = FileHandle.nullDevice
        try child.run()
        usleep(200_000)
        return child
    }

    /// The rectangle, in the output's logical units, of the first window titled `title`; nil
    /// while there is none.
    public func windowRect(titled title: String) throws -> (x: Int, y: Int, width: Int, height: Int)? {
        let tree = try message(["-t", "get_tree", "-r"])
        guard let root = try JSONSerialization.jsonObject(with: Data(tree.utf8)) as? [String: Any] else { return nil }
        func search(_ node: [String: Any]) -> [String: Any]? {
            if node["name"] as? String == title, node["pid"] != nil { return node }
            for key in ["nodes", "floating_nodes"] {
                for child in node[key] as? [[String: Any]] ?? [] {
                    if let found = search(child) { return found }
                }
            }
            return nil
        }
        guard let window = search(root), let rect = window["rect"] as? [String: Any] else { return nil }
        func value(_ key: String) -> Int { (rect[key] as? NSNumber)?.intValue ?? 0 }
        return (value("x"), value("y"), value("width"), value("height"))
    }

    /// The unprivileged user sway runs as under root, made (system user, no home) when missing.
    static func unprivilegedUser() throws -> (uid: uid_t, gid: gid_t) {
        if let entry = getpwnam(user) { return (entry.pointee.pw_uid, entry.pointee.pw_gid) }
        let child = Process()
        child.executableURL = URL(fileURLWithPath: try SystemTool.useradd.required())
        child.arguments = ["--system", "--no-create-home", "--user-group", "--shell", "/usr/sbin/nologin", user]
        child.standardOutput = FileHandle.nullDevice
        child.standardError = FileHandle.nullDevice
        try child.run()
        child.waitUntilExit()
        guard let entry = getpwnam(user) else { throw Failure(reason: "could not make the user \(user) to run sway as") }
        return (entry.pointee.pw_uid, entry.pointee.pw_gid)
    }
}
