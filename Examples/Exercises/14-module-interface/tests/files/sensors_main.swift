import Sensors

let r = Reading(sensor: 1, value: 42)
print(r.value)
let m = Meter()
print(m.limit)
