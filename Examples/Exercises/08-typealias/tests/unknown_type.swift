typealias Temperature = Celsius
print("hot")
