// expected-error@+2 {{keyword 'func' cannot be used as an identifier here}}
// expected-note@+1 {{if this name is unavoidable, use backticks to escape it}}
var func = 1
