// A lazy property's type from its initial value, without an annotation: a call of one
// of this module's initializers (TSPL's Properties chapter) or a literal.
class DataImporter {
  var filename = "data.txt"
  init() { print("DataImporter made") }
}

class DataManager {
  lazy var importer = DataImporter()
  lazy var count = 0
  lazy var title = "manager"
  lazy var ratio = 0.5
  var data: [String] = []
}

let manager = DataManager()
manager.data.append("Some data")
manager.data.append("Some more data")
print("before the first read")
print(manager.importer.filename)
print(manager.importer.filename)
manager.count += 2
print(manager.count, manager.title, manager.ratio)
