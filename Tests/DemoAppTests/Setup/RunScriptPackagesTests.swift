import Foundation
import Testing
import TestSupport

/// Every program the product or a test runs comes from a package that run.sh installs, or from
/// one that every Debian system has (priority required or important): a fresh machine with only
/// the Swift toolchain and `./run.sh test` must have them all. A program counts as named when a
/// string in Sources or Tests is its path (`"/usr/bin/xdotool"`) or its bare name
/// (`"ffmpeg"`, found on PATH) and a program of that name is installed here; the programs of
/// `SystemTool` are checked by their packages even where they are not installed.
@Suite struct RunScriptPackagesTests {
    /// Strings that name an installed program but are not used as one here, with why.
    static let wordsThatAreNotPrograms: [String: String] = [
        "compare": "popover-demo's own compare command",
        "file": "a scenario's source, in messages and JSON keys",
        "size": "the scenario step and a JSON key",
        "time": "a JSON key and the scenario's `at` time",
        "view": "a word in messages",
        "red": "a color's name",
    ]

    @Test func everyProgramNamedInTheCodeComesFromAnInstalledPackage() throws {
        let listed = try Self.runScriptPackages()
        #expect(!listed.isEmpty, "run.sh's package list was not read")

        var problems: [String] = []
        for tool in SystemTool.all where !listed.contains(tool.package) && !Self.isBase(tool.package) {
            problems.append("\(tool.name): its package \(tool.package) is not in run.sh's PACKAGES")
        }
        let named = try Self.programsNamedInTheCode()
        let owners = try Self.owningPackages(of: Array(named.keys))
        for (program, place) in named.sorted(by: { $0.key < $1.key }) {
            guard let packages = owners[program], !packages.isEmpty else {
                problems.append("\(program) (named at \(place)) comes from no installed package: install it through run.sh's PACKAGES")
                continue
            }
            if !packages.contains(where: { listed.contains($0) || Self.isBase($0) }) {
                problems.append("\(program) (named at \(place)) comes from \(packages.joined(separator: ", ")), which run.sh's PACKAGES lacks")
            }
        }
        #expect(problems.isEmpty, Comment(rawValue: "\n" + problems.joined(separator: "\n")))
    }

    /// A missing tool fails its test with the line that installs it.
    @Test func aMissingToolSaysWhichPackageToInstall() {
        let absent = SystemTool(name: "popover-demo-no-such-tool", package: "popover-demo-tools")
        #expect(throws: SystemTool.Missing.self) { try absent.required() }
        #expect(SystemTool.missing(among: [absent])?.description
                == "popover-demo-no-such-tool is not installed: apt-get install popover-demo-tools (./run.sh installs it)")
    }

    /// The words of run.sh's `PACKAGES=( ... )`.
    static func runScriptPackages() throws -> Set<String> {
        let script = try String(contentsOfFile: Repository.path("run.sh"), encoding: .utf8)
        guard let start = script.range(of: "PACKAGES=("), let end = script[start.upperBound...].firstIndex(of: ")") else {
            Issue.record("run.sh has no PACKAGES=( ... ) list")
            return []
        }
        return Set(script[start.upperBound..<end].split(whereSeparator: \.isWhitespace).map(String.init))
    }

    static let programFolders = ["/usr/bin", "/bin", "/usr/sbin", "/sbin"]

    /// The programs named by strings in Sources and Tests (their paths, resolved), with one
    /// place each is named at.
    static func programsNamedInTheCode() throws -> [String: String] {
        let literal = try Regex(#""([^"\\\n]+)""#)
        var named: [String: String] = [:]
        for folder in ["Sources", "Tests"] {
            let root = Repository.path(folder)
            guard let walker = FileManager.default.enumerator(atPath: root) else { continue }
            for case let relative as String in walker where relative.hasSuffix(".swift") || relative.hasSuffix(".c") {
                let text = try String(contentsOfFile: root + "/" + relative, encoding: .utf8)
                for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    for match in line.matches(of: literal) {
                        guard let program = program(named: String(match.output[1].substring ?? "")) else { continue }
                        named[program] = named[program] ?? "\(folder)/\(relative):\(index + 1)"
                    }
                }
            }
        }
        return named
    }

    /// The installed program that `text` names, by absolute path or by bare name; nil for other text.
    static func program(named text: String) -> String? {
        if text.hasPrefix("/") {
            let folder = (text as NSString).deletingLastPathComponent
            return programFolders.contains(folder) ? text : nil
        }
        guard wordsThatAreNotPrograms[text] == nil, text.allSatisfy({ $0.isLetter || $0.isNumber || "-_.+".contains($0) }) else { return nil }
        return programFolders.map { $0 + "/" + text }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// The packages that own each program, as `dpkg -S` reports them for its path or, for a
    /// link (an alternative, /bin on a merged /usr), for where the link leads.
    static func owningPackages(of programs: [String]) throws -> [String: [String]] {
        var candidates: [String: [String]] = [:]
        for program in programs {
            var paths = [program, URL(fileURLWithPath: program).resolvingSymlinksInPath().path]
            paths += paths.map { $0.hasPrefix("/usr/") ? String($0.dropFirst(4)) : "/usr" + $0 }
            candidates[program] = Array(Set(paths))
        }
        let owners = try dpkgSearch(Array(Set(candidates.values.flatMap { $0 })))
        return candidates.mapValues { paths in Array(Set(paths.flatMap { owners[$0] ?? [] })).sorted() }
    }

    /// `dpkg -S paths...`: each path's owning packages ("pkg1, pkg2: /path" lines).
    static func dpkgSearch(_ paths: [String]) throws -> [String: [String]] {
        let printed = try run("/usr/bin/dpkg", ["-S"] + paths)
        var owners: [String: [String]] = [:]
        for line in printed.split(separator: "\n") where !line.hasPrefix("diversion ") {
            guard let separator = line.range(of: ": /") else { continue }
            let path = String(line[line.index(before: separator.upperBound)...])
            owners[path, default: []] += line[..<separator.lowerBound].split(separator: ",").map {
                String($0.trimmingCharacters(in: .whitespaces).split(separator: ":").first ?? "")
            }
        }
        return owners
    }

    /// Whether every Debian system has `package`: its priority is required or important.
    static func isBase(_ package: String) -> Bool {
        let priority = (try? run("/usr/bin/dpkg-query", ["-W", "-f=${Priority}", package])) ?? ""
        return priority == "required" || priority == "important"
    }

    static func run(_ program: String, _ arguments: [String]) throws -> String {
        String(decoding: try SystemTool.output(of: program, arguments), as: UTF8.self)
    }
}
