import CSDL2

/// What a window does when the connection to its display breaks (the X server died): Xlib then
/// ends the process with status 1, and `whenLost` is the last chance to finish what must not be
/// lost, on the main thread, inside whatever SDL call noticed it. It must not use SDL's video.
@MainActor
public enum DisplayLoss {
    private static var action: (() -> Void)?

    /// Runs `action` once if the connection is lost from now on; nil forgets it.
    public static func whenLost(_ action: (() -> Void)?) {
        Self.action = action
        csdl_on_display_lost(action == nil ? nil : {
            MainActor.assumeIsolated {
                let pending = DisplayLoss.action
                DisplayLoss.action = nil
                pending?()
            }
        })
    }
}
