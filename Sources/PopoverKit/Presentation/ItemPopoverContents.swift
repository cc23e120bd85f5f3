/// The content of each item popover's last item, by popover identity: what `popover(item:)`
/// shows while it fades out after its item became nil.
struct ItemPopoverContents {
    private var contents: [String: () -> [ViewNode]] = [:]

    /// The content for `item` when there is one (and remembers it), else the remembered one.
    mutating func content<Item>(for identity: String, item: Item?,
                                build: @escaping (Item) -> [ViewNode]) -> (() -> [ViewNode])? {
        guard let item else { return contents[identity] }
        let content = { build(item) }
        contents[identity] = content
        return content
    }
}
