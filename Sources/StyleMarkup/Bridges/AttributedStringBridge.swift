import Foundation

/// Compiled text as Foundation's `AttributedString`, and back.
///
/// Each run's ``StyleAttributes`` go into `AttributeScopes.StyleMarkupAttributes`
/// (`markupFont`, `markupColor`, …, `markupAction`), and its link into Foundation's `.link`:
///
/// ```swift
/// let string = AttributedString(compiled)
/// string.runs.first?.markupColor                              // Color?
/// string.styleMarkupAttributes(atUTF16Offset: tap)?.action    // hit-test a tap
/// let runs = string.styleMarkupRuns                           // [Run], UTF-16 and UTF-8 ranges
/// ```
///
/// The round trip `runs → AttributedString → runs` gives back the same runs.
@available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
extension AttributedString {
    /// The compiled text with each run's attributes in StyleMarkup's attribute scope and links
    /// as Foundation's `.link`. Tags are not kept.
    public init(_ compiled: CompiledText) {
        // The whole text becomes one attributed string, then each styled run's attributes are
        // set on its range: making a string per run and appending it costs more than twice as
        // much (each makes and then splices a rope of its own; Docs/Performance.md, "The
        // AttributedString bridge"). Each distinct set's container is made once per compiler's
        // style table for compiled text (``AttributeContainerTable``).
        let runs = compiled.runs
        let containers = AttributeContainer.containers(of: runs)
        // https://developer.apple.com/documentation/foundation/attributedstring/init(_:attributes:)-2a45h
        guard runs.count > 1 else {
            self.init(compiled.makeText(), attributes: runs.isEmpty ? AttributeContainer() : containers[runs.styleIndex(at: 0)] ?? AttributeContainer())
            return
        }
        var result = AttributedString(compiled.makeText())
        #if canImport(Darwin)
        Self.setAttributes(containers, of: runs, byScalarsIn: compiled, on: &result)
        #else
        Self.setAttributes(containers, of: runs, byUTF8In: &result)
        #endif
        self = result
    }

    #if !canImport(Darwin)
    /// Sets each styled run's container on its range, found through the string's UTF-8 view.
    ///
    /// `AttributedString.utf8` is declared only by swift-foundation (Linux, Windows: the
    /// toolchain's own Foundation) and by Apple's 26 SDKs, so it is used only where the
    /// Foundation ships with the compiler; Apple's systems take
    /// ``setAttributes(_:of:byScalarsIn:on:)``, which every SDK compiles.
    static func setAttributes(_ containers: [AttributeContainer?], of runs: RunList, byUTF8In result: inout AttributedString) {
        for run in runs.indices {
            guard let container = containers[runs.styleIndex(at: run)] else { continue }
            let range = Self.indexes(ofUTF8Offsets: runs.range(at: run).utf8, in: result)
            // https://developer.apple.com/documentation/foundation/attributedstring/subscript(_:)-2vqsz
            // https://developer.apple.com/documentation/foundation/attributedstringattributemutation/setattributes(_:)
            result[range].setAttributes(container)
        }
    }

    /// The indexes of `string` at the UTF-8 offsets `offsets`, found from the start (logarithmic
    /// in the rope), so no index is kept across a mutation. The UTF-8 view lives only in this
    /// call, never across the mutation that follows: made in the loop instead, it cost about 700
    /// instructions more per styled run (callgrind; Docs/Performance.md, "The AttributedString bridge").
    @inline(never)
    private static func indexes(ofUTF8Offsets offsets: Range<Int>, in string: AttributedString) -> Range<AttributedString.Index> {
        // https://developer.apple.com/documentation/foundation/attributedstring/utf8
        let utf8 = string.utf8
        let lower = utf8.index(utf8.startIndex, offsetBy: offsets.lowerBound)
        return lower..<utf8.index(lower, offsetBy: offsets.count)
    }
    #endif

    /// Sets each styled run's container on its range, found by counting Unicode scalars in the
    /// compiled text's UTF-8 and stepping through the string's scalar view: what Apple's systems
    /// use (every SDK declares `unicodeScalars`), and tested on every platform.
    static func setAttributes(_ containers: [AttributeContainer?], of runs: RunList, byScalarsIn compiled: CompiledText, on result: inout AttributedString) {
        compiled.utf8Text.withUnsafeBufferPointer { utf8 in
            var scalarOffset = 0
            var byteOffset = 0
            for run in runs.indices {
                let range = runs.range(at: run).utf8
                let start = scalarOffset + Self.scalarCount(utf8, byteOffset..<range.lowerBound)
                let length = Self.scalarCount(utf8, range)
                scalarOffset = start + length
                byteOffset = range.upperBound
                guard let container = containers[runs.styleIndex(at: run)] else { continue }
                // https://developer.apple.com/documentation/foundation/attributedstringprotocol/unicodescalars
                let scalars = result.unicodeScalars
                let lower = scalars.index(scalars.startIndex, offsetBy: start)
                let upper = scalars.index(lower, offsetBy: length)
                result[lower..<upper].setAttributes(container)
            }
        }
    }

    /// The number of Unicode scalars in `range` of valid UTF-8 `utf8`: its bytes that do not
    /// continue a scalar.
    private static func scalarCount(_ utf8: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int {
        var count = 0
        for index in range where utf8[index] & 0xC0 != 0x80 { count += 1 }
        return count
    }

    /// `text` with the attributes of `runs`, which are placed by their UTF-16 ranges
    /// (``TextRange/utf16``).
    ///
    /// Runs are read in text order: a run, or the part of it, that starts before the end of the
    /// previous one or past the end of the text is ignored, and text no run covers has no
    /// attributes. Ranges should start and end on Unicode scalar boundaries (compiled runs
    /// always do); one inside a surrogate pair is moved back to the start of its scalar.
    public init(styleMarkupText text: String, runs: some Sequence<Run>) {
        var result = AttributedString()
        let utf16 = text.utf16
        let count = utf16.count
        var position = text.startIndex
        var offset = 0
        for run in runs {
            let lower = max(run.range.utf16.lowerBound, offset)
            let upper = min(run.range.utf16.upperBound, count)
            guard lower < upper else { continue }
            let start = utf16.index(position, offsetBy: lower - offset)
            let end = utf16.index(start, offsetBy: upper - lower)
            if position < start { result.append(AttributedString(String(text[position..<start]))) }
            if run.attributes.isEmpty {
                result.append(AttributedString(String(text[start..<end])))
            } else {
                result.append(AttributedString(String(text[start..<end]), attributes: AttributeContainer(run.attributes)))
            }
            position = end
            offset = upper
        }
        if position < text.endIndex { result.append(AttributedString(String(text[position...]))) }
        self = result
    }

    /// The text's StyleMarkup runs: maximal stretches of equal ``StyleAttributes`` covering the
    /// whole text with no gap, with UTF-16 and UTF-8 ranges, as ``CompiledText/runs`` has them.
    ///
    /// Only StyleMarkup's attributes and Foundation's `.link` are read; stretches that differ
    /// only in other attributes make one run. Empty text has no runs. Each call reads the
    /// string's runs again.
    public func makeStyleMarkupRuns() -> [Run] {
        var result: [Run] = []
        var utf8Offset = 0
        var utf16Offset = 0
        for run in runs {
            var utf8Count = 0
            var utf16Count = 0
            for scalar in unicodeScalars[run.range] {
                utf8Count += scalar.utf8.count
                utf16Count += scalar.utf16.count
            }
            guard utf16Count > 0 else { continue }
            let attributes = StyleAttributes(run.attributes)
            if let last = result.last, last.attributes == attributes {
                result[result.count - 1].range = TextRange(
                    utf8: last.range.utf8.lowerBound..<utf8Offset + utf8Count,
                    utf16: last.range.utf16.lowerBound..<utf16Offset + utf16Count)
            } else {
                result.append(Run(range: TextRange(utf8: utf8Offset..<utf8Offset + utf8Count,
                                                   utf16: utf16Offset..<utf16Offset + utf16Count),
                                  attributes: attributes))
            }
            utf8Offset += utf8Count
            utf16Offset += utf16Count
        }
        return result
    }

    /// The StyleMarkup attributes of the character at a UTF-16 offset — the character index
    /// UIKit and AppKit give for a tap — or `nil` outside the text.
    ///
    /// ```swift
    /// if let action = string.styleMarkupAttributes(atUTF16Offset: index)?.action { handle(action) }
    /// ```
    ///
    /// This walks the runs from the start: linear in the offset.
    public func styleMarkupAttributes(atUTF16Offset offset: Int) -> StyleAttributes? {
        guard offset >= 0 else { return nil }
        var end = 0
        for run in runs {
            for scalar in unicodeScalars[run.range] { end += scalar.utf16.count }
            if offset < end { return StyleAttributes(run.attributes) }
        }
        return nil
    }
}

@available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
extension CompiledText {
    /// Compiled text made from an attributed string: its text and `makeStyleMarkupRuns()`,
    /// with no tags. Any emitter can then write it (JSON, RTF, HTML, ANSI, text).
    public init(_ attributedString: AttributedString) {
        let text = String(attributedString.characters)
        var styles: [StyleAttributes] = []
        var styleIndexes: [StyleAttributes: UInt32] = [:]
        var bounds: [RunList.Bound] = []
        for run in attributedString.makeStyleMarkupRuns() {
            let style: UInt32
            if let known = styleIndexes[run.attributes] {
                style = known
            } else {
                style = UInt32(styles.count)
                styles.append(run.attributes)
                styleIndexes[run.attributes] = style
            }
            bounds.append(RunList.Bound(utf8Start: UInt32(run.range.utf8.lowerBound), utf16Start: UInt32(run.range.utf16.lowerBound), style: style))
        }
        let utf8Text = Array(text.utf8)
        let utf16Count = text.utf16.count
        let runs = RunList(bounds: bounds, styles: styles, utf8End: UInt32(utf8Text.count), utf16End: UInt32(utf16Count))
        self.init(utf8Text: utf8Text, utf16Count: utf16Count, runs: runs, tags: [])
    }

    /// The text as an `AttributedString`: `AttributedString.init(_:)`.
    public var attributedString: AttributedString { AttributedString(self) }
}

/// The bridge's side table of a ``StyleTable``: each set's attribute container, made once when
/// the table meets the set (``StyleSideTable``), `nil` for the empty set (its text needs no
/// attributes).
@available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
final class AttributeContainerTable: StyleSideTable {
    static let slot = StyleSideTableSlots.next()
    private let containers = StableArray<AttributeContainer?>()

    init() {}

    func record(_ style: StyleAttributes, id: UInt32) {
        precondition(Int(id) == containers.count, "a style side table is told of every set in order")
        containers.append(style.isEmpty ? nil : AttributeContainer(style))
    }

    /// The container of the set `id`; safe without the lock for an id a compiled text holds.
    subscript(id: UInt32) -> AttributeContainer? { containers[Int(id)] }
}

@available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
extension AttributeContainer {
    /// The container of each distinct set of `runs` (by ``RunList/styleIndex(at:)``), `nil` for
    /// the empty set: for compiled runs, made once per set in the bridge's side table of the
    /// compiler's style table.
    static func containers(of runs: RunList) -> [AttributeContainer?] {
        guard let table = runs.sideTable(AttributeContainerTable.self) else {
            return (0..<runs.styleCount).map { index in
                let style = runs.style(index)
                return style.isEmpty ? nil : AttributeContainer(style)
            }
        }
        return runs.tableIDs.map { table[$0] }
    }

    /// A container with `attributes` in StyleMarkup's attribute scope; the link goes into
    /// Foundation's `.link` (and, when `URL` would spell it differently, also into
    /// `AttributeScopes.StyleMarkupAttributes.LinkTextAttribute`).
    public init(_ attributes: StyleAttributes) {
        self.init()
        typealias Keys = AttributeScopes.StyleMarkupAttributes
        // Only set attributes are stored: storing `nil` costs as much as storing a value.
        for field in StyleField.allCases {
            switch field {
            case .action: if let value = attributes.action { self[Keys.ActionAttribute.self] = value }
            case .background: if let value = attributes.background { self[Keys.BackgroundAttribute.self] = value }
            case .baselineOffset: if let value = attributes.baselineOffset { self[Keys.BaselineOffsetAttribute.self] = value }
            case .color: if let value = attributes.color { self[Keys.ColorAttribute.self] = value }
            case .custom: if let value = attributes.custom { self[Keys.CustomAttribute.self] = value }
            case .font: if let value = attributes.font { self[Keys.FontAttribute.self] = value }
            case .image: if let value = attributes.image { self[Keys.ImageAttribute.self] = value }
            case .kern: if let value = attributes.kern { self[Keys.KernAttribute.self] = value }
            case .link:
                if let link = attributes.link {
                    let url = URL(string: link)
                    self[AttributeScopes.FoundationAttributes.LinkAttribute.self] = url
                    if url?.absoluteString != link { self[Keys.LinkTextAttribute.self] = link }
                }
            case .paragraph: if let value = attributes.paragraph { self[Keys.ParagraphAttribute.self] = value }
            case .strikethrough: if let value = attributes.strikethrough { self[Keys.StrikethroughAttribute.self] = value }
            case .underline: if let value = attributes.underline { self[Keys.UnderlineAttribute.self] = value }
            }
        }
    }
}

@available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
extension StyleAttributes {
    /// The StyleMarkup attributes in `container`: every key of StyleMarkup's attribute scope,
    /// and the link from Foundation's `.link`. Other attributes are ignored.
    ///
    /// A `AttributeScopes.StyleMarkupAttributes.LinkTextAttribute` is the link
    /// while it names the same URL as `.link` (or `URL` cannot hold it); once an app changes
    /// or removes `.link`, `.link` wins.
    public init(_ container: AttributeContainer) {
        typealias Keys = AttributeScopes.StyleMarkupAttributes
        self.init()
        for field in StyleField.allCases {
            switch field {
            case .action: action = container[Keys.ActionAttribute.self]
            case .background: background = container[Keys.BackgroundAttribute.self]
            case .baselineOffset: baselineOffset = container[Keys.BaselineOffsetAttribute.self]
            case .color: color = container[Keys.ColorAttribute.self]
            case .custom: custom = container[Keys.CustomAttribute.self]
            case .font: font = container[Keys.FontAttribute.self]
            case .image: image = container[Keys.ImageAttribute.self]
            case .kern: kern = container[Keys.KernAttribute.self]
            case .link:
                let url = container[AttributeScopes.FoundationAttributes.LinkAttribute.self]
                switch (url, container[Keys.LinkTextAttribute.self]) {
                case let (url?, text?): link = URL(string: text) == url ? text : url.absoluteString
                case let (url?, nil): link = url.absoluteString
                case let (nil, text?): link = URL(string: text) == nil ? text : nil
                case (nil, nil): link = nil
                }
            case .paragraph: paragraph = container[Keys.ParagraphAttribute.self]
            case .strikethrough: strikethrough = container[Keys.StrikethroughAttribute.self]
            case .underline: underline = container[Keys.UnderlineAttribute.self]
            }
        }
    }
}
