import Scores

var p = Player(id: 7, score: 40, bonus: 2)
print(p.score, p.total)
p.score += 10
print(p.card())

let team = Team(name: "Blue")
team.add(p)
team.add(Player(id: 8, score: 30, bonus: 30))
team.wins = 3
print(team.name, team.wins, team.best)
