// A weak (or unowned) variable of a class-bound protocol's type: the delegate pattern of
// The Swift Programming Language. It holds the object and its witness table; once the
// object is gone it reads nil.
protocol GameDelegate: AnyObject {
  func gameDidStart(_ name: String)
  func gameDidEnd(turns: Int)
}
class Game {
  weak var delegate: GameDelegate?
  var turns = 0
  func play() {
    delegate?.gameDidStart("dice")
    for _ in 1...3 { turns += 1 }
    delegate?.gameDidEnd(turns: turns)
  }
}
class Tracker: GameDelegate {
  let label: String
  init(label: String) { self.label = label }
  func gameDidStart(_ name: String) { print("\(label): started \(name)") }
  func gameDidEnd(turns: Int) { print("\(label): ended after \(turns) turns") }
  deinit { print("\(label) deinit") }
}
let game = Game()
var tracker: Tracker? = Tracker(label: "first")
game.delegate = tracker
game.play()
print(game.delegate == nil)
tracker = nil
print(game.delegate == nil)
game.play()
do {
  let second = Tracker(label: "second")
  weak var local: GameDelegate? = second
  local?.gameDidStart("local")
  unowned let owner: GameDelegate = second
  owner.gameDidEnd(turns: 7)
  game.delegate = second
  game.delegate?.gameDidStart("again")
}
print(game.delegate == nil)
