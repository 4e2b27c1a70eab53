import Testing

@Test func placeholderSema() {}
