import Foundation

/// The name of a take started with key R: `popover-demo-YYYYMMDD-HHMMSS` in the take's folder,
/// its video the `.mp4` and its input the `.scenario` of that name. A name the program makes is
/// unique: when a file of either extension has it already (two takes in one second), a counter
/// follows, `-2`, `-3` and on, so a take never replaces another's files.
nonisolated enum TakeName {
    /// The extensions a take's files have: both are free under the name chosen.
    static let fileExtensions = ["mp4", ScenarioParser.fileExtension]

    /// The take's path without extension, in `folder`, for a take started at `date`.
    static func unique(in folder: String, startedAt date: Date) -> String {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        formatter.locale = Locale(identifier: "en_US_POSIX")
        let stem = (folder.hasSuffix("/") ? folder : folder + "/") + "popover-demo-\(formatter.string(from: date))"
        var candidate = stem
        var counter = 1
        while fileExtensions.contains(where: { isTaken(candidate + "." + $0) }) {
            counter += 1
            candidate = stem + "-\(counter)"
        }
        return candidate
    }

    /// Whether anything is at `path`, a link to nothing included.
    private static func isTaken(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }
}
