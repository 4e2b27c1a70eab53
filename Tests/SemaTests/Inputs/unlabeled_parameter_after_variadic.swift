// The parameter right after a variadic one needs a label; one further on does not.
func f(_ a: Int..., _ b: String) {}  // expected-error {{a parameter following a variadic parameter requires a label}}
func g(_ a: Int..., b: String, _ c: Int) {}
func h(_ a: Int..., b: String..., _ c: Int) {}  // expected-error {{a parameter following a variadic parameter requires a label}}
