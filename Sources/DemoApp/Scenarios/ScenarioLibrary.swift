import Foundation
import PopoverSDL

/// The bundled scenarios: the `.scenario` files of one folder (Assets/Scenarios), plus any
/// scenario file given by path.
nonisolated public struct ScenarioLibrary: Sendable {
    public let directory: String
    public let parser: ScenarioParser

    public init(directory: String, parser: ScenarioParser) {
        self.directory = directory
        self.parser = parser
    }

    /// The scenarios in `directory`, sorted by name, each with its first comment line.
    /// - Throws: `ScenarioLibraryError.unreadable` if the folder or a file cannot be read.
    public func entries() throws -> [ScenarioEntry] {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory)
        } catch {
            throw ScenarioLibraryError.unreadable(path: directory, reason: ScenarioParser.reason(error))
        }
        return try names
            .filter { ($0 as NSString).pathExtension == ScenarioParser.fileExtension }
            .sorted()
            .map { file in
                let path = (directory as NSString).appendingPathComponent(file)
                let name = (file as NSString).deletingPathExtension
                let text = try ScenarioFile.text(atPath: path)
                return ScenarioEntry(name: name, description: ScenarioParser.description(of: text, name: name),
                                     path: path)
            }
    }

    /// Parses a bundled scenario by NAME, or the file at a path (anything containing `/` or
    /// ending in `.scenario`).
    /// - Throws: `ScenarioLibraryError` if there is no such scenario or file, `ScenarioError`
    ///   for a mistake inside it.
    public func load(_ nameOrPath: String) throws -> Scenario {
        if Self.isPath(nameOrPath) {
            return try parser.parse(contentsOf: nameOrPath)
        }
        let entries = try entries()
        guard let entry = entries.first(where: { $0.name == nameOrPath }) else {
            throw ScenarioLibraryError.unknownScenario(nameOrPath, available: entries.map(\.name))
        }
        return try parser.parse(contentsOf: entry.path)
    }

    static func isPath(_ argument: String) -> Bool {
        argument.contains("/") || argument.hasSuffix("." + ScenarioParser.fileExtension)
    }
}

/// A bundled scenario as `popover-demo scenarios` lists it.
nonisolated public struct ScenarioEntry: Hashable, Sendable {
    public var name: String
    /// The first comment line of the file, without a leading `NAME:`.
    public var description: String
    public var path: String

    public init(name: String, description: String, path: String) {
        self.name = name
        self.description = description
        self.path = path
    }
}

/// A scenario that could not be found or read (mistakes inside one are `ScenarioError`s).
nonisolated public enum ScenarioLibraryError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No bundled scenario has this name; `available` lists the ones there are.
    case unknownScenario(String, available: [String])
    case unreadable(path: String, reason: String)

    public var description: String {
        switch self {
        case .unknownScenario(let name, let available):
            let list = available.isEmpty ? "none" : available.joined(separator: ", ")
            return "unknown scenario `\(TerminalText.escaped(name))`: expected one of \(list), or the path of a .scenario file"
        case .unreadable(let path, let reason):
            return "cannot read scenario \(TerminalText.escaped(path, longest: TerminalText.longestPath)): \(reason)"
        }
    }
}
