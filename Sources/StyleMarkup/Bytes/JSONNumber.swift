/// Formats numbers the way markupc's JSON output writes them: integers without a fraction,
/// others in Swift's shortest round-tripping form.
enum JSONNumber {
    static func format(_ number: Double) -> String {
        if number == number.rounded(), abs(number) < 1e15 {
            return String(Int64(number))
        }
        return "\(number)"
    }
}
