// A protocol's `where` clause on an inherited associated type, and an associated type's
// `where` clause on its own associated type: what a conforming type must meet.
protocol Container {
  associatedtype Item
  var count: Int { get }
  subscript(i: Int) -> Item { get }
}
protocol ComparableContainer: Container where Item: Comparable {}
protocol SuffixableContainer: Container {
  associatedtype Suffix: SuffixableContainer where Suffix.Item == Item
  func suffix(_ size: Int) -> Suffix
}
struct Opaque {}
struct Box: ComparableContainer { // expected-error {{type 'Box' does not conform to protocol 'ComparableContainer'}} expected-error {{type 'Opaque' does not conform to protocol 'Comparable'}}
  var count: Int { 1 }
  subscript(i: Int) -> Opaque { Opaque() }
}
struct Numbers: ComparableContainer {
  var count: Int { 1 }
  subscript(i: Int) -> Int { i }
}
