import Testing

@Test func placeholderLexer() {}
