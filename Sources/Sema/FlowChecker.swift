import AST
import Lexer

extension TypeChecker {
  func checkFlow() {}
}
