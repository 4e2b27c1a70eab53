// expected-error@+1 {{deinitializers may only be declared within a class, actor, or noncopyable type}}
deinit {}
