// expected-error@+2 {{declaration is only valid at file scope}}
func h() {
  extension Int {}
}
