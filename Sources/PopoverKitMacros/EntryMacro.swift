import SwiftSyntax
import SwiftSyntaxMacros

/// `@Entry`, as SwiftUI's: on a property in an extension of `EnvironmentValues`, makes it a
/// computed property over a key of its own, whose default is the property's initial value
/// (nil for an optional without one):
///
/// ```swift
/// extension EnvironmentValues { @Entry var accent: Color = .blue }
/// // becomes
/// extension EnvironmentValues {
///     var accent: Color {
///         get { self[__Key_accent.self] }
///         set { self[__Key_accent.self] = newValue }
///     }
///     private struct __Key_accent: EnvironmentKey { static var defaultValue: Color { .blue } }
/// }
/// ```
public struct EntryMacro: AccessorMacro, PeerMacro {
    public static func expansion(of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [AccessorDeclSyntax] {
        let entry = try Entry(declaration)
        return [
            "get { self[\(raw: entry.keyName).self] }",
            "set { self[\(raw: entry.keyName).self] = newValue }",
        ]
    }

    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        let entry = try Entry(declaration)
        return ["""
            private struct \(raw: entry.keyName): EnvironmentKey {
                static var defaultValue: \(entry.type) { \(entry.defaultValue) }
            }
            """]
    }
}

/// What `@Entry` reads from the property it is attached to.
private struct Entry {
    let keyName: String
    let type: TypeSyntax
    let defaultValue: ExprSyntax

    init(_ declaration: some DeclSyntaxProtocol) throws {
        guard let variable = declaration.as(VariableDeclSyntax.self), variable.bindings.count == 1,
              let binding = variable.bindings.first,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.trimmedDescription else {
            throw EntryError("@Entry applies to one 'var' in an extension of EnvironmentValues")
        }
        guard let type = binding.typeAnnotation?.type.trimmed else {
            throw EntryError("@Entry needs the property's type written out, as 'var \(name): Type'")
        }
        keyName = "__Key_\(name)"
        self.type = type
        if let value = binding.initializer?.value.trimmed {
            defaultValue = value
        } else if type.is(OptionalTypeSyntax.self) || type.trimmedDescription.hasPrefix("Optional<") {
            defaultValue = "nil"
        } else {
            throw EntryError("@Entry needs an initial value, the default of '\(name)' (or an optional type)")
        }
    }
}

private struct EntryError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
