// expected-error@+4 {{expected '{' after 'switch' subject expression}}
// expected-error@+4 {{'case' label can only appear inside a 'switch' statement}}
// expected-error@+5 {{extraneous '}' at top level}}
func roomName(_ r: Int) -> String {
    switch r 
    case 1: return "Hall"
    }
}
