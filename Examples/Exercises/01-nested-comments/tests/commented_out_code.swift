func greet(_ name: String) -> String {
  /* The old version, kept for reference:
  /* uppercased the name first */
  return "HELLO " + name
  */
  return "Hello, \(name)!"
}
print(greet("reader"))
/**/ print("an empty comment") /***/
/* a slash-star inside a comment opens another one: /* so this needs two closings */ */
print("done")
