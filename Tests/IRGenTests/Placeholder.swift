import Testing

@Test func placeholderIRGen() {}
