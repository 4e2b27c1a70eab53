// Concurrency in one task: `async` functions and methods, `await` (also covering a
// whole sequence, and under `try`), `async throws`, actors with isolated state,
// `nonisolated` members, `Sendable` values, and top-level code that awaits.
enum FetchError: Error { case missing(String) }

struct Reading: Sendable {
  var celsius: Int
}

actor Thermometer {
  let label: String
  var readings: [Reading] = []
  private(set) var highest = Int.min

  init(label: String) { self.label = label }

  func record(_ r: Reading) -> Int {
    readings.append(r)
    if r.celsius > highest { highest = r.celsius }
    return readings.count
  }

  func average() async -> Double {
    var sum = 0
    for r in readings { sum += r.celsius }
    return readings.isEmpty ? 0 : Double(sum) / Double(readings.count)
  }

  func merge(from other: Thermometer) async {
    for r in await other.readings { _ = record(r) }
  }

  nonisolated func describe() -> String { "thermometer \(label)" }
}

func download(_ name: String) async -> Reading {
  print("downloading", name)
  return Reading(celsius: name.count * 3)
}

func downloadChecked(_ name: String) async throws -> Reading {
  if name.isEmpty { throw FetchError.missing("no name") }
  return await download(name)
}

func gather(_ names: [String]) async -> [Reading] {
  var result: [Reading] = []
  for n in names {
    result.append(await download(n))
  }
  return result
}

let kitchen = Thermometer(label: "kitchen")
let attic = Thermometer(label: "attic")
print(kitchen.describe(), kitchen.label)
for r in await gather(["a", "bbb", "cc"]) {
  print("recorded", await kitchen.record(r))
}
print(await kitchen.highest, await kitchen.average())
let total = await kitchen.record(Reading(celsius: 1)) + 100
print("total", total)
_ = await attic.record(Reading(celsius: 40))
await kitchen.merge(from: attic)
print(await kitchen.readings.count, await kitchen.highest)
do {
  let r = try await downloadChecked("dddd")
  print("checked", r.celsius)
  _ = try await downloadChecked("")
} catch FetchError.missing(let why) {
  print("failed:", why)
}
let maybe = try? await downloadChecked("")
print(maybe == nil)
