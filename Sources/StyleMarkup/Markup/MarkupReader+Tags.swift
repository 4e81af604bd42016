#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading tags: `<name attr="value">`, `<name/>`, `</name>`, and a `<` that is text.
extension MarkupReader {
    /// Reads what starts at a `<`: a tag, or a literal `<`. Returns the offset after it.
    mutating func readAngle(at start: Int) throws(MarkupError) -> Int {
        let next = start + 1
        if next < end, UTF8Scanning.isNameStart(base[next]) {
            return try readOpeningTag(at: start)
        }
        if next + 1 < end, base[next] == UInt8(ascii: "/"), UTF8Scanning.isNameStart(base[next + 1]) {
            return try readClosingTag(at: start)
        }
        text[textCount] = UInt8(ascii: "<")
        textCount += 1
        utf16Count += 1
        return next
    }

    /// Reads a plain tag — `<name>` or `</name>` whose name is one to seven ASCII letters, closing
    /// the innermost open tag — and returns the offset after it; `nil`, having changed nothing,
    /// for anything else (attributes, white space, other name bytes, a mismatch, an image tag, a
    /// full token buffer or the nesting limit reached), which ``readAngle(at:)`` then reads (and
    /// grows the buffer or reports the error). Most tags are plain, and this path reads one from a
    /// single word: a letter test, the `>` found in the same word, and a name-table lookup or one
    /// packed compare with the open tag's name (which may have had attributes). `textOffset` and
    /// `utf16Offset` are the text's length so far, in bytes and UTF-16 units.
    ///
    /// Transparent, so it is always part of the reader's loop: the optimizer declines
    /// `@inline(__always)` into a function as large as that loop, and the call (and reloading the
    /// loop's constants after it) cost a third of a plain tag.
    @_transparent
    mutating func readPlainTag(at start: Int, textOffset: Int, utf16Offset: Int) -> Int? {
        guard let first = paddedWord(at: start &+ 1) else { return nil }
        let isClosing = first & 0xFF == UInt64(UInt8(ascii: "/"))
        let nameStart = isClosing ? start &+ 2 : start &+ 1
        // Bytes past the end of the input read as zero, so `>` is never found there.
        let word = isClosing ? (first &>> 8) | (nameStart &+ 7 < end ? UInt64(base[nameStart &+ 7]) << 56 : 0) : first
        let length = ByteWord.leadingASCIILetters(word)
        guard length > 0, length < 8 else { return nil }
        let nameBits = UInt64(truncatingIfNeeded: 8 &* length)
        guard (word &>> nameBits) & 0xFF == UInt64(UInt8(ascii: ">")) else { return nil }
        let key = word & ((1 &<< nameBits) &- 1)
        if !isClosing {
            guard tokenCount < tokenCapacity, depth < limits.maxNestingDepth else { return nil }
            let nameIndex = knownNameIndex(key) ?? store.nameIndex(base + nameStart, length, key: key)
            appendPlainTag(nameIndex, at: start, textOffset: textOffset, utf16Offset: utf16Offset)
            return nameStart &+ length &+ 1
        }
        let open = innermost
        guard open >= 0 else { return nil }
        // Only the fields needed are read, and only the range's ends written: copying the whole
        // token out and back cost a load and a spill per field.
        let token = tokens + open
        // The open tag was read up to its `>`, so its name and the byte after it are in the input;
        // they match when the names' bytes are the same and the open tag's name ends there.
        guard let openWord = paddedWord(at: token.pointee.sourceByteOffset &+ 1), openWord & ((1 &<< nameBits) &- 1) == key,
              !UTF8Scanning.isNameByte(UInt8(truncatingIfNeeded: openWord &>> nameBits)),
              !hasImageTags || !store.isImage(token.pointee.nameIndex) else { return nil }
        innermost = Int(token.pointee.range.utf8End) &- 1
        depth &-= 1
        token.pointee.range.utf8End = UInt32(truncatingIfNeeded: textOffset)
        token.pointee.range.utf16End = UInt32(truncatingIfNeeded: utf16Offset)
        return nameStart &+ length &+ 1
    }

    /// The eight bytes from `offset`, first byte lowest, with zero bytes past the end of the
    /// input; `nil` when the input is shorter than eight bytes.
    @inline(__always)
    private func paddedWord(at offset: Int) -> UInt64? {
        // Offsets are below the input's size, which is below 2^31 (``MarkupReader/checkSize(of:limits:)``):
        // nothing here can overflow, so nothing is checked.
        if offset &+ 8 <= end { return UInt64(littleEndian: UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self)) }
        guard end >= 8, offset < end else { return nil }
        let last = UInt64(littleEndian: UnsafeRawPointer(base + (end &- 8)).loadUnaligned(as: UInt64.self))
        return last &>> UInt64(truncatingIfNeeded: 8 &* (offset &+ 8 &- end))
    }

    /// The end of the name that starts at `start`, and its first eight bytes packed (first byte
    /// lowest) as the name cache's key.
    ///
    /// The ASCII letters that most names are made of are found eight at a time; the loop over
    /// single bytes only continues after another name byte (a digit, `_`, `-`, `.`, `:`).
    @inline(__always)
    private func readName(from start: Int) -> (end: Int, key: UInt64) {
        var index = start
        if start + 8 <= end {
            let word = UInt64(littleEndian: UnsafeRawPointer(base + start).loadUnaligned(as: UInt64.self))
            let firstOther = ByteWord.leadingASCIILetters(word)  // 8 when all are letters
            index = start + firstOther
            if firstOther < 8 && !UTF8Scanning.isNameByte(base[index]) {
                return (index, firstOther == 0 ? 0 : word & (UInt64.max >> UInt64(64 - 8 * firstOther)))
            }
        }
        while index < end, UTF8Scanning.isNameByte(base[index]) { index += 1 }
        return (index, nameKey(start, index - start))
    }

    /// The first `min(length, 8)` bytes at `start`, packed first byte lowest.
    @inline(__always)
    private func nameKey(_ start: Int, _ length: Int) -> UInt64 {
        if start + 8 <= end {
            let word = UInt64(littleEndian: UnsafeRawPointer(base + start).loadUnaligned(as: UInt64.self))
            return length >= 8 ? word : word & ((1 << UInt64(8 * length)) - 1)
        }
        var key: UInt64 = 0
        for k in 0..<min(length, 8) { key |= UInt64(base[start + k]) << (8 * UInt64(k)) }
        return key
    }

    private mutating func readOpeningTag(at start: Int) throws(MarkupError) -> Int {
        let (nameEnd, key) = readName(from: start + 1)
        let nameIndex = store.nameIndex(base + start + 1, nameEnd - start - 1, key: key)
        let attributeStart = store.attributes.count
        if nameEnd < end, base[nameEnd] == UInt8(ascii: ">") {
            try appendTag(nameIndex, attributeStart: attributeStart, at: start, isEmpty: false)
            return nameEnd + 1
        }
        let (next, isEmpty) = try readAttributes(from: nameEnd, tagName: store.names[Int(nameIndex)], tagStart: start)
        try appendTag(nameIndex, attributeStart: attributeStart, at: start, isEmpty: isEmpty)
        return next
    }

    /// Reads the attributes after a tag's name into the store, up to and including the tag's
    /// `>` or `/>`.
    private mutating func readAttributes(from nameEnd: Int, tagName name: String, tagStart start: Int) throws(MarkupError) -> (next: Int, isEmpty: Bool) {
        var index = nameEnd
        // Duplicate names are found with a set once a tag has many attributes, so a hostile
        // tag with thousands of them is not quadratic.
        let first = store.attributes.count
        var seen: Set<String> = []
        while true {
            let spaceStart = index
            while index < end, UTF8Scanning.isSpace(base[index]) { index += 1 }
            guard index < end else {
                throw error(.unterminatedTag, "tag <\(name) is never closed with '>'\(Self.textHint)", at: start)
            }
            let byte = base[index]
            if byte == UInt8(ascii: ">") {
                return (index + 1, false)
            }
            if byte == UInt8(ascii: "/") {
                guard index + 1 < end, base[index + 1] == UInt8(ascii: ">") else {
                    throw error(.malformedAttribute, "in tag <\(name)>, '/' must be followed by '>' (write <\(name)/> for an empty tag)\(Self.textHint)",
                                at: index, suggestion: "<\(name)/>")
                }
                return (index + 2, true)
            }
            guard UTF8Scanning.isNameStart(byte) else {
                if byte == UInt8(ascii: "<") {
                    throw error(.unterminatedTag, "tag <\(name) is never closed with '>'\(Self.textHint)", at: start)
                }
                throw error(.malformedAttribute, "unexpected \(describe(index)) in tag <\(name)>; attributes are written name=\"value\"\(Self.textHint)", at: index)
            }
            guard index > spaceStart else {
                throw error(.malformedAttribute, "attributes of tag <\(name)> must be separated by white space", at: index)
            }
            let attribute = try readAttribute(at: index, tagName: name)
            let count = store.attributes.count - first
            let isDuplicate = count < 8 ? store.attributes[first...].contains { $0.name == attribute.attribute.name }
                                        : !seen.insert(attribute.attribute.name).inserted
            if isDuplicate {
                throw error(.malformedAttribute, "attribute \(attribute.attribute.name) appears twice in tag <\(name)>", at: index)
            }
            if count == 7 { seen = Set(store.attributes[first...].map(\.name) + [attribute.attribute.name]) }
            store.attributes.append(attribute.attribute)
            index = attribute.end
        }
    }

    /// Records an opening or empty tag whose `<` is at `start`, at the current text position;
    /// its attributes are those in the store from `attributeStart` on.
    @inline(__always)
    mutating func appendTag(_ nameIndex: UInt32, attributeStart: Int, at start: Int, isEmpty: Bool) throws(MarkupError) {
        if tokenCount == tokenCapacity { try growTokens(at: start) }
        // Every offset fits 32 bits: the input passed `checkSize`, and the text is at most
        // `textCapacity` bytes.
        let offset8 = UInt32(truncatingIfNeeded: textCount)
        let offset16 = UInt32(truncatingIfNeeded: utf16Count)
        // An open tag's utf8End links to the enclosing open tag until it is closed (see `innermost`).
        let end8 = isEmpty ? offset8 : UInt32(truncatingIfNeeded: innermost &+ 1)
        (tokens + tokenCount).initialize(to: TagToken(range: TextRange(utf8Start: offset8, utf8End: end8, utf16Start: offset16, utf16End: offset16),
                                                      nameIndex: nameIndex, depth: depth, sourceByteOffset: start,
                                                      attributeStart: attributeStart, attributeCount: store.attributes.count - attributeStart,
                                                      isEmptyElement: isEmpty))
        tokenCount &+= 1
        if isEmpty {
            if store.isImage(nameIndex) { replaceImageContent(of: tokenCount - 1) }
        } else {
            if depth >= limits.maxNestingDepth { throw nestingError(nameIndex, at: start) }
            innermost = tokenCount - 1
            depth &+= 1
        }
    }

    /// Records a plain opening tag (no attributes, not empty) whose `<` is at `start`, when the
    /// token buffer has room and the nesting limit is not reached: as
    /// ``appendTag(_:attributeStart:at:isEmpty:)``, with fewer questions asked.
    @inline(__always)
    mutating func appendPlainTag(_ nameIndex: UInt32, at start: Int, textOffset: Int, utf16Offset: Int) {
        precondition(tokenCount < tokenCapacity && depth < limits.maxNestingDepth)
        let offset8 = UInt32(truncatingIfNeeded: textOffset)
        let offset16 = UInt32(truncatingIfNeeded: utf16Offset)
        // No attributes: an empty range at 0 (``TagToken/attributeIndices``).
        (tokens + tokenCount).initialize(to: TagToken(range: TextRange(utf8Start: offset8, utf8End: UInt32(truncatingIfNeeded: innermost &+ 1),
                                                                       utf16Start: offset16, utf16End: offset16),
                                                      nameIndex: nameIndex, depth: depth, sourceByteOffset: start,
                                                      attributeStart: 0, attributeCount: 0, isEmptyElement: false))
        innermost = tokenCount
        tokenCount &+= 1
        depth &+= 1
    }

    @inline(never)
    private func nestingError(_ nameIndex: UInt32, at start: Int) -> MarkupError {
        error(.nestingTooDeep, "tags nest deeper than the limit of \(limits.maxNestingDepth) at <\(store.names[Int(nameIndex)])>", at: start)
    }

    /// Makes room for one more token, or throws when the input has as many tags as the limit
    /// allows.
    @inline(never)
    private mutating func growTokens(at start: Int) throws(MarkupError) {
        if tokenCount >= limits.maxTags {
            throw error(.limitExceeded, "more than \(limits.maxTags) tags in one input", at: start)
        }
        // About one tag per 64 bytes is typical of tagged prose.
        let storage = store.tokenStorage
        storage.grow(keeping: tokenCount, toAtLeast: min(max(tokenCount + 1, end / 64), limits.maxTags))
        tokens = storage.pointer
        tokenCapacity = min(storage.capacity, limits.maxTags)
    }

    private func readAttribute(at start: Int, tagName: String) throws(MarkupError) -> (attribute: TagAttribute, end: Int) {
        let nameEnd = readName(from: start).end
        let name = string(start, nameEnd)
        var index = nameEnd
        while index < end, UTF8Scanning.isSpace(base[index]) { index += 1 }
        guard index < end, base[index] == UInt8(ascii: "=") else {
            throw error(.malformedAttribute, "attribute \(name) in tag <\(tagName)> has no value; write \(name)=\"…\"\(Self.textHint)", at: start,
                        suggestion: "\(name)=\"…\"")
        }
        index += 1
        while index < end, UTF8Scanning.isSpace(base[index]) { index += 1 }
        guard index < end, base[index] == UInt8(ascii: "\"") || base[index] == UInt8(ascii: "'") else {
            throw error(.malformedAttribute, "the value of attribute \(name) in tag <\(tagName)> must be in double or single quotes", at: index)
        }
        let quote = base[index]
        let valueStart = index + 1
        let valueEnd = find(quote, from: valueStart, before: end)
        guard valueEnd < end else {
            throw error(.malformedAttribute, "the value of attribute \(name) in tag <\(tagName)> is never closed with \(quote == UInt8(ascii: "\"") ? "\"" : "'")", at: index)
        }
        if valueEnd - valueStart > limits.maxAttributeBytes {
            throw error(.limitExceeded, "the value of attribute \(name) is longer than the limit of \(limits.maxAttributeBytes) bytes", at: valueStart)
        }
        if UTF8Scanning.validatedUTF16Count(base, valueStart, valueEnd) == nil {
            throw encodingError(valueStart, valueEnd)
        }
        // Search only inside the value: searching to the end of the input would make many
        // attributes quadratic.
        var position = valueStart
        var stop = find(UInt8(ascii: "&"), from: position, before: valueEnd)
        if stop >= valueEnd {
            return (TagAttribute(name: name, value: string(valueStart, valueEnd)), valueEnd + 1)
        }
        var value: [UInt8] = []
        value.reserveCapacity(valueEnd - valueStart + 8)
        while true {
            value.append(contentsOf: UnsafeBufferPointer(start: base + position, count: stop - position))
            if stop >= valueEnd { break }
            let decoded = try CharacterReference.decode(in: input, at: stop, maxDigits: limits.maxCharacterReferenceDigits)
            for k in 0..<decoded.length { value.append(UInt8(truncatingIfNeeded: decoded.bytes >> (8 * UInt64(k)))) }
            position = decoded.next
            stop = find(UInt8(ascii: "&"), from: position, before: valueEnd)
        }
        return (TagAttribute(name: name, value: String(decoding: value, as: UTF8.self)), valueEnd + 1)
    }

    private mutating func readClosingTag(at start: Int) throws(MarkupError) -> Int {
        let nameStart = start + 2
        let nameEnd = readName(from: nameStart).end
        var index = nameEnd
        while index < end, UTF8Scanning.isSpace(base[index]) { index += 1 }
        guard index < end, base[index] == UInt8(ascii: ">") else {
            throw error(.unterminatedTag, "closing tag </\(string(nameStart, nameEnd)) is never closed with '>'\(Self.textHint)", at: start)
        }
        let open = innermost
        guard open >= 0 else {
            let name = string(nameStart, nameEnd)
            throw error(.unexpectedClosingTag, "closing tag </\(name)> has no matching open tag <\(name)>", at: start)
        }
        // The open tag's name is in the input right after its `<`, and ends at a non-name byte
        // (the open tag was read up to its `>`, so that byte exists).
        var token = tokens[open]
        let openNameStart = token.sourceByteOffset + 1
        let length = nameEnd - nameStart
        let sameBytes = length <= 8 ? nameKey(openNameStart, length) == nameKey(nameStart, length)
                                    : memcmp(base + openNameStart, base + nameStart, length) == 0
        guard sameBytes, !UTF8Scanning.isNameByte(base[openNameStart + length]) else {
            let openName = store.name(of: token)
            let opened = locate(token.sourceByteOffset)
            throw error(.mismatchedClosingTag, "closing tag </\(string(nameStart, nameEnd))> does not match <\(openName)> opened at \(opened); close </\(openName)> first", at: start, related: opened,
                        suggestion: "</\(openName)>")
        }
        innermost = Int(token.range.utf8End) - 1
        depth -= 1
        token.range.utf8End = UInt32(textCount)
        token.range.utf16End = UInt32(utf16Count)
        tokens[open] = token
        if store.isImage(token.nameIndex) {
            let name = store.name(of: token)
            let start8 = Int(token.range.utf8Start)
            let content = String(decoding: UnsafeBufferPointer(start: text + start8, count: textCount - start8), as: UTF8.self)
            if content.count > 1 {
                throw error(.imageContent, "image tag <\(name)> must hold one character or nothing, not \(content.count) characters", at: token.sourceByteOffset)
            }
            replaceImageContent(of: open)
        }
        return index + 1
    }

    /// The index of the plain tag name of at most seven bytes packed in `key` when the store has
    /// met it: the lookup the reader's loop takes in (``TagStore/nameIndex(_:_:key:)``, a call,
    /// adds a name the first time).
    @inline(__always)
    private func knownNameIndex(_ key: UInt64) -> UInt32? {
        store.nameIndexes.value(forKey: key)
    }

    /// Replaces the text of the image tag at `index` (and of any tag inside it) with one U+FFFC.
    private mutating func replaceImageContent(of index: Int) {
        let start8 = tokens[index].range.utf8Start
        let start16 = tokens[index].range.utf16Start
        textCount = Int(start8)
        text[textCount] = 0xEF
        text[textCount + 1] = 0xBF
        text[textCount + 2] = 0xBC
        textCount += 3
        utf16Count = Int(start16) + 1
        let range = TextRange(utf8Start: start8, utf8End: start8 + 3, utf16Start: start16, utf16End: start16 + 1)
        for inner in index..<tokenCount { tokens[inner].range = range }
    }
}
