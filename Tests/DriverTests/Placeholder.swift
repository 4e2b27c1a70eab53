import Testing

@Test func placeholderDriver() {}
