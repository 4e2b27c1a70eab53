// expected-error@+3 {{extraneous '}' at top level}}
struct Timer {
}
}
