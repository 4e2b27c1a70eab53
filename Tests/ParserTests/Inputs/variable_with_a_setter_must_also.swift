// expected-error@+2 {{variable with a setter must also have a getter}}
protocol Named {
    var name: String {  set }
}
