// expected-error@+2 {{consecutive statements on a line must be separated by ';'}}
func isEven(_ n: Int) -> Bool {
     n == 0 {
        return true
    }
    return false
}
