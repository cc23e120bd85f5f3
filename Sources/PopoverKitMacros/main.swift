// The compiler plugin holding PopoverKit's macros (`@Entry`), built against the toolchain's own
// swift-syntax (its host libraries), so the package downloads nothing. SwiftCompilerPlugin's
// `@main` is not among those libraries; this is what it does: answer the compiler's messages
// on standard input and output.
@_spi(PluginMessage) import SwiftCompilerPluginMessageHandling
import SwiftSyntaxMacros

/// The macros this plugin expands, by type name.
struct PopoverKitMacros: PluginProvider {
    func resolveMacro(moduleName: String, typeName: String) throws -> any Macro.Type {
        switch typeName {
        case "EntryMacro": return EntryMacro.self
        default: throw UnknownMacro(name: typeName)
        }
    }

    func loadPluginLibrary(libraryPath: String, moduleName: String) throws {
        throw UnknownMacro(name: moduleName)
    }

    var features: [PluginFeature] { [] }
}

struct UnknownMacro: Error, CustomStringConvertible {
    let name: String
    var description: String { "PopoverKitMacros has no macro '\(name)'" }
}

let listener = CompilerPluginMessageListener(connection: try StandardIOMessageConnection(),
                                             provider: PopoverKitMacros())
try listener.main()
