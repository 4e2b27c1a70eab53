// expected-error@+2 {{expected get or set in a protocol property}}
protocol P {
    var state: String { letget }
}
