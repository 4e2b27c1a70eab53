// A range pattern on a Character has Character bounds.
let letter: Character = "q"
switch letter {
case "ab"..."z": // expected-error {{expression pattern of type 'ClosedRange<String>' cannot match values of type 'Character'}}
  print("word")
case "a"..."z":
  print("letter")
default:
  break
}
