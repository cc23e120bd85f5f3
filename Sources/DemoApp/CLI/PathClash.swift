import Foundation
import PopoverSDL

/// The rule, in one place: no two outputs of one run, and no output of one run and an input, are
/// the same file (`verify --scenario s.scenario --json s.scenario`, `--json out.png --plot
/// out.png`, a snapshot named as a frame of the recording beside it). The program, its
/// resources and every file it reads count as inputs: one write would destroy what the run
/// reads, or what another write made. Paths are compared as files (`FileIdentity`), not as
/// spellings, and a file a run is yet to create (in a folder it is yet to make) counts as well.
enum PathClash {
    /// A path named on the command line, with what names it there (`--json`, `snapshot menu`).
    struct Named {
        var role: String
        var path: String
        /// A folder of numbered frames (`record --out DIR/`): its outputs are the frame files in it.
        var isFrameFolder = false
    }

    /// The program's own files, inputs of every run: its executable, the libraries it runs with
    /// (as its memory map names them), the fonts it may read and the other files of its resources.
    static var programInputs: [Named] {
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        let fonts = FontLibrary.inputFiles()
        let resources = FontLibrary.resourceFiles().filter { !fonts.contains($0) }
        return [Named(role: "program", path: executable)]
            + mappedFiles.filter { $0 != executable }.map { Named(role: "library", path: $0) }
            + fonts.map { Named(role: "font", path: $0) }
            + resources.map { Named(role: "resource", path: $0) }
    }

    /// The files mapped into this process (its executable and shared libraries), each once.
    private static var mappedFiles: [String] {
        // procfs files report no size: read to the end rather than by it.
        guard let data = FileHandle(forReadingAtPath: "/proc/self/maps")?.readDataToEndOfFile() else { return [] }
        var seen = Set<String>()
        return String(decoding: data, as: UTF8.self).split(separator: "\n").compactMap { line in
            guard let slash = line.firstIndex(of: "/") else { return nil }
            let path = String(line[slash...])
            return path.hasSuffix(" (deleted)") || !seen.insert(path).inserted ? nil : path
        }
    }

    /// Checks `outputs` against each other, against `inputs` (what the command reads: its
    /// scenario) and against the program's own files.
    /// - Throws: `UsageError` (status 2) naming both sides of the first clash.
    static func check(outputs: [Named], inputs: [Named]) throws {
        var seen: [(named: Named, identity: FileIdentity, what: String)] = []
        for input in inputs + programInputs {
            if let identity = FileIdentity(path: input.path) { seen.append((input, identity, "input")) }
        }
        let frameFolders = outputs.filter(\.isFrameFolder).compactMap { folder in
            FileIdentity(path: folder.path).map { (named: folder, identity: $0) }
        }
        for output in outputs {
            if !output.isFrameFolder, PNGSequenceSink.isFrameFileName(PathName.name(of: output.path)),
               let folder = FileIdentity(path: PathName.openableFolder(of: output.path)),
               let frames = frameFolders.first(where: { $0.identity == folder }) {
                throw UsageError("\(output.role) \(output.path) is the same file as a frame of the output "
                    + "\(frames.named.role) \(frames.named.path); choose another path")
            }
            guard let identity = FileIdentity(path: output.path) else { continue }
            if let earlier = seen.first(where: { $0.identity == identity }) {
                throw UsageError("\(output.role) \(output.path) is the same file as the \(earlier.what) "
                    + "\(earlier.named.role) \(earlier.named.path); choose another path")
            }
            seen.append((output, identity, "output"))
        }
    }
}
