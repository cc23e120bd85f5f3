/// One sheet or alert attached somewhere in the tree, as the window's modal layer
/// (`ModalLayer`) collects it: shown while `isPresented` is true, over the whole window.
struct ModalPresentation {
    enum Style {
        /// The iOS page sheet: a card standing on the window's bottom edge.
        case sheet
        /// The iOS alert: a card in the window's center.
        case alert
    }

    /// Identity that persists across frames: the attaching view's place and call site.
    let id: String
    let style: Style
    let isPresented: Binding<Bool>
    /// The environment where it was attached, which its content inherits, as in SwiftUI.
    let environment: EnvironmentValues
    /// The card's content: the sheet's view, or the alert's card.
    let content: () -> ViewNode
}

/// Collects the sheets and alerts attached in the content, in tree order, for the window.
enum ModalPresentationsKey: PreferenceKey {
    static var defaultValue: [ModalPresentation] { [] }

    static func reduce(value: inout [ModalPresentation], nextValue: () -> [ModalPresentation]) {
        value.append(contentsOf: nextValue())
    }
}

extension View {
    /// Attaches a sheet or alert under an identity made of the view's place and `site`, with the
    /// environment at that place.
    func attachingModal(site: String, style: ModalPresentation.Style, isPresented: Binding<Bool>,
                        content: @escaping () -> ViewNode) -> ViewNode {
        ViewNode(modifier: ModalWriter(site: site, style: style, isPresented: isPresented, content: content), content: self)
    }
}

/// `.sheet` and `.alert`'s node: passes its content through and contributes the presentation,
/// made where it is placed (its identity path and environment are known there).
private struct ModalWriter: ModifierKind {
    let site: String
    let style: ModalPresentation.Style
    let isPresented: Binding<Bool>
    let content: () -> ViewNode

    func place(_ placer: NodePlacer) -> LaidOutNode {
        let id = PopoverIdentity.placed(site: site, hasExplicitID: false, at: placer.path)
        let modal = ModalPresentation(id: id, style: style, isPresented: isPresented, environment: placer.env,
                                      content: content)
        return placer.wrapper(placer.contentInPlace(),
                              preferences: [ResolvedPreference(key: ObjectIdentifier(ModalPresentationsKey.self), value: [modal])])
    }
}
