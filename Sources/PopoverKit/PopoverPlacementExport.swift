// The engine's types (Rect, Placement, PlacementRequest, ArrowSpec…) are part of the library's
// vocabulary: `import PopoverKit` names them all, as it names Foundation's.
@_exported import PopoverPlacement
