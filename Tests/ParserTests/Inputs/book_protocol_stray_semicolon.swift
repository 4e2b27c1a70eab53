// The book's example with a stray ';': the rest of the protocol and the struct still parse.
import Foundation

public protocol Address { // expected-note {{in declaration of 'Address'}}
    var houseNo: Int; { get } // expected-error {{expected declaration}}
    var street: String { get }
}

public struct EmployeeAddress: Address {
    public let houseNo: Int
}
