/// The exit statuses of `popover-demo`, as docs/command-line.md describes them.
nonisolated enum ExitStatus {
    /// The command did what was asked (`--help` included).
    static let success: Int32 = 0
    /// The command ran and failed: a file or standard output could not be written, ffmpeg
    /// failed, standard input could not be read, `verify` found no arrow to measure.
    static let failure: Int32 = 1
    /// Bad input, refused before anything is rendered: an unknown command, scene, idiom, flag or
    /// extension, a malformed scenario, or a window asked for where none can be shown.
    static let usage: Int32 = 2

    /// A stopping signal ended the command (after finishing what it had started): 128 plus the
    /// signal's number, as a shell reports a process killed by it.
    static func stopped(by signal: Int32) -> Int32 { 128 + signal }
}
