typealias Count Int
print(1)
