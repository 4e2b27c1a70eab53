#include <stdio.h>
#include "MiniSwiftRuntime.h"
__attribute__((visibility("default"))) void ms_hello(void) { puts("hi"); }
