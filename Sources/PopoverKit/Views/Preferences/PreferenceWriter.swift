/// A preference a node contributes; `value` receives the node's final absolute frame.
struct PreferenceWriter {
    let key: ObjectIdentifier
    let value: (Rect) -> Any
}
