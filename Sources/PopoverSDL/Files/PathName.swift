/// A path's folder and file name, split at its last slash, byte by byte.
///
/// Foundation's `NSString` path methods are not used for files we write: on Linux,
/// `deletingLastPathComponent` traps on some one-character relative names (`x`, `-`, `é`).
nonisolated public enum PathName {
    /// The longest file name Linux file systems take, in bytes (NAME_MAX).
    static let maximumNameBytes = 255

    /// The folder `path` names its file in: "" for a bare name, "/" for a file in the root.
    public static func folder(of path: String) -> String {
        let bytes = Array(path.utf8)
        guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        // "a//b" is in "a", "/b" in "/".
        var end = slash
        while end > 0 && bytes[end - 1] == UInt8(ascii: "/") { end -= 1 }
        return end == 0 ? "/" : String(decoding: bytes[..<end], as: UTF8.self)
    }

    /// The folder to open or stat for `path`'s file: `folder(of:)`, or "." for a bare name.
    public static func openableFolder(of path: String) -> String {
        let folder = folder(of: path)
        return folder.isEmpty ? "." : folder
    }

    /// The file name: what follows the last slash.
    public static func name(of path: String) -> String {
        let bytes = Array(path.utf8)
        guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return path }
        return String(decoding: bytes[(slash + 1)...], as: UTF8.self)
    }

    /// `name` in `folder` ("" for the current folder).
    static func joined(_ folder: String, _ name: String) -> String {
        folder.isEmpty ? name : folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// `name` split before its extension's dot: ("clip", ".mp4"); a leading dot starts no
    /// extension (".profile" has none).
    static func stemAndExtension(_ name: String) -> (stem: String, suffix: String) {
        let bytes = Array(name.utf8)
        guard let dot = bytes.lastIndex(of: UInt8(ascii: ".")), dot > 0, dot < bytes.count - 1 else { return (name, "") }
        return (String(decoding: bytes[..<dot], as: UTF8.self), String(decoding: bytes[dot...], as: UTF8.self))
    }

    /// The longest prefix of `text` of at most `limit` UTF-8 bytes that ends on a character.
    static func prefix(of text: String, bytes limit: Int) -> String {
        var result = ""
        var count = 0
        for character in text {
            let size = character.utf8.count
            guard count + size <= limit else { break }
            result.append(character)
            count += size
        }
        return result
    }
}
