/// The window's bounds, in the coordinates of the layout: set at the root by `ViewRuntime`, so
/// that a presentation scope whose content overflows a window too small for it keeps its
/// popovers in the part of it the window shows (`PresentationScope.container`).
public enum WindowBoundsKey: EnvironmentKey {
    public static var defaultValue: Rect? { nil }
}
