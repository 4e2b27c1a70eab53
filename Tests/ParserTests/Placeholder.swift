import Testing

@Test func placeholderParser() {}
