/// The window's sheets and alerts for a frame, drawn over its content and its popovers: the
/// host's coordinator for the modal scope decides how far each has come in or gone out (the
/// presentation transitions popovers use), a dimming darkens the window while any shows, and
/// each card is placed by its style.
struct ModalLayer {
    let modals: [ModalPresentation]
    let context: LayoutContext

    /// The coordinator's scope: one per window, apart from the window's popovers.
    static let scope = "window.modals"
    /// The dimming's black opacity while a sheet or an alert shows.
    static let dimmingOpacity = 0.2

    func build() -> [ViewNode] {
        guard !modals.isEmpty else { return [] }
        let container = context.containerFrame
        let requests = modals.map { modal in
            // Every modal dims; which ones a tap on the dimming closes is decided here (sheets).
            PopoverRequest(id: modal.id, isPresented: modal.isPresented.wrappedValue, isDismissible: true,
                           disableDelay: true, transition: transition(of: modal.style, in: container), dims: true)
        }
        let host = context.environment[PresentationHostKey.self]
        let (frame, _) = host?.update(scope: Self.scope, requests: requests) ?? PopoverLayer.stateless(requests)
        let shown = zip(modals, frame.appearances).filter { $0.1.isInteractive }.map(\.0)
        var views: [ViewNode] = []
        if frame.dimming > 0 || frame.dimmingCatchesInput {
            views.append(dimming(strength: frame.dimming, catchesInput: frame.dimmingCatchesInput, shown: shown))
        }
        let bounds = context.local(container)
        for (modal, appearance) in zip(modals, frame.appearances) where appearance.isRendered {
            let content = modal.content()
            let rect = switch modal.style {
            case .sheet: SheetCard.frame(in: bounds, height: PresentationDetent.lowestHeight(declaredIn: content,
                                                                                            windowHeight: bounds.height))
            case .alert: bounds
            }
            // A sheet all the way below the window (before it rises, after it went) is not built.
            if modal.style == .sheet && appearance.state.offset.y >= rect.height { continue }
            views.append(card(modal, content: content, appearance: appearance, in: rect))
        }
        return [AbsoluteLayout { views }.makeNode()]
    }

    /// How a modal of `style` comes and goes: a sheet rises from below the window, an alert
    /// grows in from 115% as it fades in and fades out where it is.
    private func transition(of style: ModalPresentation.Style, in container: Rect) -> Transition {
        switch style {
        case .sheet: .offset(y: container.height)
        case .alert: .asymmetric(insertion: Transition.opacity.combined(with: .scale(AlertCard.insertionScale)),
                                 removal: .opacity)
        }
    }

    private func card(_ modal: ModalPresentation, content built: ViewNode, appearance: PopoverAppearance,
                      in rect: Rect) -> ViewNode {
        let isPresented = modal.isPresented, state = appearance.state
        let inherited = modal.environment, layerEnvironment = context.environment
        let content = ViewNode(modifier: EnvironmentModifier { environment in
            // The attaching view's environment, outside any stack or animation it sat in.
            environment = inherited
            environment.stackAxis = nil
            environment.animationScope = layerEnvironment.animationScope
            environment[DismissKey.self] = DismissAction { isPresented.wrappedValue = false }
        }, content: built)
        return content
            .id("modal:\(modal.id)")
            .scaleEffect(state.scale, anchor: state.anchor)
            .offset(x: state.offset.x, y: state.offset.y)
            .opacity(state.opacity)
            .allowsHitTesting(appearance.isInteractive)
            .placed(at: rect)
    }

    /// The dimming over the window: it takes every press while a modal shows, and a tap on it
    /// closes the sheets shown, unless an alert shows (an alert closes only by its buttons).
    private func dimming(strength: Double, catchesInput: Bool, shown: [ModalPresentation]) -> ViewNode {
        let closes = shown.contains { $0.style == .alert } ? [] : shown.map(\.isPresented)
        return Color.black.opacity(Self.dimmingOpacity * strength)
            .onTapGesture { for isPresented in closes { isPresented.wrappedValue = false } }
            // Escape presses the top dimming, as for popovers.
            .id(PopoverDimmingID())
            .allowsHitTesting(catchesInput)
            .placed(at: context.local(context.containerFrame))
    }
}

extension View {
    /// The window's sheets and alerts drawn over this view (`ModalLayer`).
    func presentingModalsInWindow() -> ViewNode {
        overlayPreferenceValue(ModalPresentationsKey.self, consume: true) { modals, context in
            ModalLayer(modals: modals, context: context).build()
        }
    }
}
