/// The names a key lint reports may have in a table: itself, and for a plural form or an array
/// item (`key{count}[one]`, `name[few]`, `name[2]`) the key or resource name before the form.
func tableKeyCandidates(ofLintKey key: String) -> [String] {
    var candidates = [key]
    var end = key.endIndex
    while let form = key[..<end].lastIndex(where: { $0 == "{" || $0 == "[" }) {
        candidates.append(String(key[..<form]))
        end = form
    }
    return candidates
}
