/// Deterministic benchmark corpora: the same bytes on every machine and every run.
struct SplitMix64 {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
}

enum Corpus {
    static let words = ["the", "quick", "brown", "fox", "jumps", "over", "lazy", "dog", "terms", "privacy", "policy",
                        "conditions", "agree", "signing", "up", "you", "our", "and", "with", "tap", "here", "to", "show",
                        "help", "settings", "café", "naïve", "日本語", "emoji", "😀", "résumé", "a", "of", "in"]
    static let tags = ["b", "i", "u", "em", "strong", "code", "red", "blue", "terms", "privacy", "help"]
    static let entities = ["&amp;", "&lt;", "&hellip;", "&nbsp;", "&#x1F600;"]

    /// About `bytes` of prose with a (well-nested) tag every ~40 characters.
    static func prose(bytes: Int, seed: UInt64 = 42) -> [UInt8] {
        prose(bytes: bytes, tagEvery: 40, seed: seed)
    }

    /// About `bytes` of dense markup: prose with a tag opened or closed every ~12 characters.
    static func dense(bytes: Int, seed: UInt64 = 43) -> [UInt8] {
        prose(bytes: bytes, tagEvery: 12, seed: seed)
    }

    /// About `bytes` of prose with a (well-nested) tag every `tagEvery` characters.
    static func prose(bytes: Int, tagEvery: Int, seed: UInt64) -> [UInt8] {
        var random = SplitMix64(state: seed)
        var out: [UInt8] = []
        out.reserveCapacity(bytes + 256)
        var sinceTag = 0
        var open: [String] = []
        while out.count < bytes {
            if sinceTag >= tagEvery {
                sinceTag = 0
                if let tag = open.last, random.below(2) == 0 {
                    out.append(contentsOf: "</\(tag)>".utf8)
                    open.removeLast()
                } else if open.count < 3 {
                    let tag = tags[random.below(tags.count)]
                    if tag == "terms" {
                        out.append(contentsOf: "<\(tag) href=\"https://example.com/terms?id=\(random.below(1000))\">".utf8)
                    } else {
                        out.append(contentsOf: "<\(tag)>".utf8)
                    }
                    open.append(tag)
                } else {
                    out.append(contentsOf: "</\(open.removeLast())>".utf8)
                }
                continue
            }
            let roll = random.below(100)
            let piece: String
            if roll < 2 { piece = entities[random.below(entities.count)] }
            else if roll < 4 { piece = ".\n" }
            else { piece = words[random.below(words.count)] }
            out.append(contentsOf: piece.utf8)
            out.append(UInt8(ascii: " "))
            sinceTag += piece.utf8.count + 1
        }
        for tag in open.reversed() { out.append(contentsOf: "</\(tag)>".utf8) }
        return out
    }

    /// `count` localization-sized strings (20–120 bytes) with 0–3 tags each.
    static func shortStrings(count: Int, seed: UInt64 = 7) -> [[UInt8]] {
        var random = SplitMix64(state: seed)
        var result: [[UInt8]] = []
        result.reserveCapacity(count)
        for _ in 0..<count {
            var out: [UInt8] = []
            let tagCount = random.below(4)
            let wordCount = 4 + random.below(14)
            var tagAt = Set<Int>()
            while tagAt.count < tagCount { tagAt.insert(random.below(wordCount)) }
            for index in 0..<wordCount {
                if index > 0 { out.append(UInt8(ascii: " ")) }
                let word = words[random.below(words.count)]
                if tagAt.contains(index) {
                    let tag = tags[random.below(tags.count)]
                    out.append(contentsOf: "<\(tag)>\(word)</\(tag)>".utf8)
                } else {
                    out.append(contentsOf: word.utf8)
                }
            }
            result.append(out)
        }
        return result
    }
}
