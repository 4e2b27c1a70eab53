import IRGen
print(llvmVersionString())
