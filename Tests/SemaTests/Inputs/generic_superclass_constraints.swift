// A generic parameter constrained to a class: arguments must inherit from it.
class Shape { func area() -> Double { 0 } }
class Square: Shape {}
class Other {}
func area<T: Shape>(_ t: T) -> Double { t.area() } // expected-note {{where 'T' = 'Other'}}
_ = area(Square())
_ = area(Other()) // expected-error {{global function 'area' requires that 'Other' inherit from 'Shape'}}
func upcast<T>(_ t: T) -> Shape where T: Shape { t }
func wrong<T: Shape>(_ t: T) -> Square { t } // expected-error {{cannot convert return expression of type 'T' to return type 'Square'}}
