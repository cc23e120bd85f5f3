import PopoverSDL

/// Where a `record` or `verify` run saves its scenario's `snapshot NAME` steps: `NAME.png` in
/// the folder `--snapshots DIR` names. Without that option the steps are skipped, and a note
/// says so before the run.
struct ScenarioSnapshots {
    let directory: String?
    /// The snapshot names, in the order the steps take them.
    let names: [String]

    static let option = "snapshots"

    init(_ scenario: Scenario, directory: String?) {
        self.directory = directory
        names = scenario.steps.compactMap { step in
            if case .snapshot(let name) = step.action { return name }
            return nil
        }
    }

    /// - Throws: `OutputFileError` when a snapshot could not be written in `directory`.
    func checkWritable() throws {
        for path in paths { try OutputFile.checkWritable(path) }
    }

    /// The files the run will write.
    var paths: [String] {
        guard let directory else { return [] }
        return names.map { directory.hasSuffix("/") ? directory + $0 + ".png" : directory + "/" + $0 + ".png" }
    }

    /// The files, as outputs to check against the others.
    var outputs: [PathClash.Named] {
        zip(names, paths).map { PathClash.Named(role: "snapshot \($0.0)", path: $0.1) }
    }

    /// Said before the run when the scenario's snapshots will not be saved.
    var skippedNote: String? {
        guard directory == nil, !names.isEmpty else { return nil }
        let (count, verb, pronoun) = names.count == 1 ? ("snapshot", "is", "it") : ("\(names.count) snapshots", "are", "them")
        return "note: the scenario's \(count) (\(names.joined(separator: ", "))) \(verb) not saved; --snapshots DIR saves \(pronoun) as NAME.png in DIR"
    }

    func prepare(_ runner: ScenarioRunner) {
        runner.snapshotDirectory = directory
    }
}
