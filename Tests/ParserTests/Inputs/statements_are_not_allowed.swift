// expected-error@+1 {{';' statements are not allowed}}
;
