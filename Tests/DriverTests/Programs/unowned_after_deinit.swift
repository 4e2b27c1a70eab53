// Reading an `unowned` reference after its instance was deinitialized traps.
class Owner {
  deinit { print("owner deinit") }
}
class Pet {
  unowned let owner: Owner
  init(owner: Owner) { self.owner = owner }
}
var owner: Owner? = Owner()
let pet = Pet(owner: owner!)
owner = nil
print(pet.owner)
