// expected-error@+3 {{expected 'get', 'set', 'willSet', or 'didSet' keyword to start an accessor definition}}
var x: Int {
  get { 1 }
  foo { }
}
