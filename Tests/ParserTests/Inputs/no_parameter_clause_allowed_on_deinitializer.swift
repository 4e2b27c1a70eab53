// expected-error@+1 {{no parameter clause allowed on deinitializer}}
class A { deinit() {} }
