void ms_hello(void);
