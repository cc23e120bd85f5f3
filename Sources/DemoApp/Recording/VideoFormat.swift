import Foundation

/// What a recording is written as, chosen by the output path.
nonisolated public enum VideoFormat: String, Hashable, Sendable, CaseIterable {
    /// H.264 in MP4 (libx264, yuv420p, fast start), for sharing.
    case mp4
    /// VP9 in WebM.
    case webm
    /// An animated GIF at a rate dividing 100 (50 fps at most), with one palette generated from the clip's first 2 s
    /// (so that it is encoded while frames stream in) and dithered onto what changes in each
    /// frame; colours that first show later are dithered from the nearest ones in it.
    case gif
    /// Numbered PNG files (frame-00001.png, ...) in a directory; needs no ffmpeg.
    case pngSequence

    /// The file extensions that select a video format.
    public static let fileExtensions = ["mp4", "webm", "gif"]

    /// The format for a file extension (case-insensitive), nil if none fits.
    public init?(fileExtension: String) {
        switch fileExtension.lowercased() {
        case "mp4": self = .mp4
        case "webm": self = .webm
        case "gif": self = .gif
        default: return nil
        }
    }

    /// Whether writing it takes ffmpeg.
    public var needsFFmpeg: Bool { self != .pngSequence }

    /// The frame rates a GIF can play at evenly: its delays are whole hundredths of a second,
    /// so only rates dividing 100 keep one delay (24 fps would mix 40 and 50 ms); above 50 fps
    /// (2 hundredths) browsers slow GIFs down.
    public static let gifFrameRates = [50, 25, 20, 10, 5, 4, 2, 1]

    /// The frame rate a GIF plays at for a clip rendered at `fps`: the fastest even rate that is
    /// not faster than the clip.
    public static func gifFrameRate(forSourceRate fps: Int) -> Int {
        gifFrameRates.first { $0 <= fps } ?? 1
    }

    /// How many seconds of a GIF's opening frames its palette is generated from.
    ///
    /// ffmpeg's palettegen emits its palette only at the end of its input. Fed the whole clip,
    /// it held back every frame until standard input closed, so all the encoding came after the
    /// last frame (1.1 to 1.6 s for 150 to 200 frames after a Ctrl-C, and more the longer the
    /// clip). Fed the first two seconds, the palette is known two seconds in and later frames
    /// are encoded as they arrive; a signal before then leaves at most those frames to encode.
    /// Two seconds take in the example's bubble, which fades in from 0.5 s, at full opacity:
    /// with one second the README clip's bubble came out dithered.
    static let gifPaletteSeconds = 2

    /// The filter graph that turns frames at the source rate into a GIF at `rate` fps: one
    /// palette, from the first `gifPaletteSeconds` of frames, for the whole clip, dithered
    /// (paletteuse's default, sierra2_4a) onto each frame's changed rectangle only, which keeps
    /// still parts from shimmering, the file smaller and the encoding quick.
    static func gifFilterGraph(rate: Int) -> String {
        "[0:v]fps=\(rate),split[a][b];[a]trim=end_frame=\(rate * gifPaletteSeconds),palettegen[p];"
            + "[b][p]paletteuse=diff_mode=rectangle"
    }

    /// ffmpeg's command line to encode raw XRGB8888 frames read from standard input.
    ///
    /// XRGB8888 pixels (0x00RRGGBB in a little-endian UInt32) lie in memory as B, G, R, 0:
    /// ffmpeg's `bgr0`. Odd sizes are padded to even ones for the 4:2:0 video codecs.
    func ffmpegArguments(width: Int, height: Int, fps: Int, outputPath: String) -> [String] {
        var arguments = ["-hide_banner", "-nostdin", "-loglevel", "error", "-y",
                         "-f", "rawvideo", "-pix_fmt", "bgr0", "-s", "\(width)x\(height)", "-r", "\(fps)", "-i", "-"]
        let evenPadding = ["-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2"]
        let needsPadding = width % 2 != 0 || height % 2 != 0
        switch self {
        case .mp4:
            arguments += ["-c:v", "libx264", "-preset", "veryfast", "-crf", "18", "-pix_fmt", "yuv420p"]
            if needsPadding { arguments += evenPadding }
            arguments += ["-movflags", "+faststart", "-f", "mp4"]
        case .webm:
            arguments += ["-c:v", "libvpx-vp9", "-crf", "32", "-b:v", "0", "-deadline", "realtime", "-cpu-used", "8",
                          "-row-mt", "1", "-pix_fmt", "yuv420p"]
            if needsPadding { arguments += evenPadding }
            arguments += ["-f", "webm"]
        case .gif:
            let rate = Self.gifFrameRate(forSourceRate: fps)
            // Each frame is written out as it is encoded, not held in a 32 KiB buffer: the
            // partial file shows the frames so far (a GIF frame that changes little is tiny).
            arguments += ["-filter_complex", Self.gifFilterGraph(rate: rate), "-loop", "0", "-flush_packets", "1", "-f", "gif"]
        case .pngSequence:
            preconditionFailure("PNG frames are written without ffmpeg")
        }
        return arguments + [Self.plainFilePath(outputPath)]
    }

    /// `path` as ffmpeg must get it to read it as nothing but a file: absolute, so that it cannot
    /// start with "-" and pass for an option, behind "file:", so that a colon in it
    /// (`file:clip.mp4`, `http:x.mp4`) is not read as a protocol.
    static func plainFilePath(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path
            : (FileManager.default.currentDirectoryPath as NSString).appendingPathComponent(path)
        return "file:" + absolute
    }
}
