import PopoverSDL

/// Refuses a command line whose output is one of its inputs, or the same file as another of its
/// outputs (`verify --scenario s.scenario --json s.scenario`, `--json out.png --plot out.png`):
/// one write would destroy what the run reads, or what another write made. Paths are compared
/// as files (`FileIdentity`), not as spellings.
enum PathClash {
    /// A path named on the command line, with what names it there (`--json`, `snapshot menu`).
    struct Named {
        var role: String
        var path: String
    }

    /// The font files a render reads: inputs of every command that draws.
    static var fontInputs: [Named] {
        FontLibrary.inputFiles().map { Named(role: "font", path: $0) }
    }

    /// - Throws: `UsageError` (status 2) naming both sides of the first clash.
    static func check(outputs: [Named], inputs: [Named]) throws {
        var seen: [(named: Named, identity: FileIdentity, what: String)] = []
        for input in inputs {
            if let identity = FileIdentity(path: input.path) { seen.append((input, identity, "input")) }
        }
        for output in outputs {
            guard let identity = FileIdentity(path: output.path) else { continue }
            if let earlier = seen.first(where: { $0.identity == identity }) {
                throw UsageError("\(output.role) \(output.path) is the same file as the \(earlier.what) "
                    + "\(earlier.named.role) \(earlier.named.path); choose another path")
            }
            seen.append((output, identity, "output"))
        }
    }
}
