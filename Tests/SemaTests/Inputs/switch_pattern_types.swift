// Patterns that cannot match the subject's type.
enum Reading {
    case temperature(Int)
    case humidity(Int)
}
func classify(_ r: Reading) -> String {
    switch r {
    case .temperature(let t)? where t > 30: // expected-error {{'?' pattern cannot match values of type 'Reading'}}
        return "hot \(t)"
    default:
        return "other"
    }
}
struct Point { var x = 0 }
let origin = Point()
func locate(_ p: Point) -> String {
    switch p {
    case origin: // expected-error {{operator function '~=' requires that 'Point' conform to 'Equatable'}}
        return "origin"
    default:
        return "elsewhere"
    }
}
