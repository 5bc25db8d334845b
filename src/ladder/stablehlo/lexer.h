// The tokens of MLIR's textual syntax, as far as StableHLO modules use them. Internal to
// the parser. Tensor types (`tensor<2x3xf32>`) are not tokens: the parser reads their
// dimension lists character by character, as MLIR's own parser does, because `3xf32`
// would otherwise lex as a number and an identifier.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace ladder::stablehlo::detail {

enum class Tok {
  End,
  Ident,       // bare identifier: module, stablehlo.add, tensor, dense, true, x
  ValueId,     // %0, %arg0, %x, %0#1 (text includes the '%')
  SymbolId,    // @main, @"quoted name"
  BlockLabel,  // ^bb0
  HashId,      // #loc1, #stablehlo, #stablehlo.conv (an attribute alias or dialect attribute)
  Integer,     // 42, 0x7FC00000 (no sign: '-' is punctuation)
  Float,       // 1.5, 2.0e-03
  String,      // "..." (text includes the quotes; see decode_string)
  Arrow,       // ->
  Punct,       // one of ( ) [ ] { } < > , : = - * ? and anything else unexpected
};

struct Token {
  Tok kind = Tok::End;
  std::string_view text;
  size_t offset = 0;

  bool is(char c) const { return kind == Tok::Punct && text.size() == 1 && text[0] == c; }
  bool is_ident(std::string_view word) const { return kind == Tok::Ident && text == word; }
};

// A cursor over [begin, end) of `text`. Locations are reported against the whole text, so
// a lexer over a sub-range (the body of a dialect attribute) points at the right place.
class Lexer {
 public:
  Lexer(std::string_view source_name, std::string_view text, size_t begin, size_t end);
  Lexer(std::string_view source_name, std::string_view text)
      : Lexer(source_name, text, 0, text.size()) {}

  Token peek();
  Token next();
  size_t offset();  // where the next token starts

  // Raw access for the parts of the syntax that are not token sequences.
  char peek_char();  // after skipping whitespace; '\0' at the end
  char raw_char() const { return pos_ < end_ ? text_[pos_] : '\0'; }
  void advance(size_t n) { pos_ += n; }
  size_t raw_pos() const { return pos_; }
  // Skips from just after an opening bracket to just after its matching close, honouring
  // nested ()[]{}<> and strings (and `->`, whose '>' closes nothing). Returns the offset of
  // the closing bracket.
  size_t skip_balanced(char open, size_t open_offset);

  std::string line_col(size_t offset) const;  // "3:14"
  // "file:line:col: message", thrown as ladder::Error.
  [[noreturn]] void fail(size_t offset, const std::string& message) const;
  // "file:line:col: expected WHAT, found <next token>".
  [[noreturn]] void expected(std::string_view what);
  static std::string describe(const Token& t);

  std::string_view text() const { return text_; }
  std::string_view source_name() const { return source_; }

 private:
  void skip_space();
  void scan_string();  // from an opening '"' to just after its closing one
  Token lex();

  std::string_view source_;
  std::string_view text_;
  size_t pos_, end_;
};

// The value of a string token: MLIR escapes are \\, \", \n, \t and \XX (two hex digits).
// Throws through `lexer` on a malformed escape.
std::string decode_string(const Lexer& lexer, const Token& t);

// Characters MLIR allows after the first in identifiers and SSA names.
bool is_suffix_char(char c);

}  // namespace ladder::stablehlo::detail
