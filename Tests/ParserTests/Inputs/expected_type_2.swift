// expected-error@+2 {{expected type}}
class Ticket {
    let seat: 
    var row = 1
}
