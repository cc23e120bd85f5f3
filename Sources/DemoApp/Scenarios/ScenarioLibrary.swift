import Foundation

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
