import Greeter

greet(Hello(name: "library"))
shout(Hello(name: "again"), times: 2)
