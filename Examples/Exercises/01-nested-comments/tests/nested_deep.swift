/* one /* two /* three */ two again */ one again */ let depth = 3
print("depth", depth)

/*
 * Commenting out a block that already has comments inside:
 *
 * func area(_ w: Int, _ h: Int) -> Int {
 *   /* Width times height. */
 *   return w * h
 * }
 */
let sum = 1 /* inline /* nested */ still inline */ + 2
print(sum)
