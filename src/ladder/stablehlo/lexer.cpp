#include "ladder/stablehlo/lexer.h"

#include <algorithm>
#include <vector>

#include "ladder/core/error.h"

namespace ladder::stablehlo::detail {

namespace {

bool is_letter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_'; }
bool is_digit(char c) { return c >= '0' && c <= '9'; }
bool is_hex(char c) { return is_digit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F'); }
bool is_bare_char(char c) { return is_letter(c) || is_digit(c) || c == '$' || c == '.'; }

int hex_value(char c) {
  if (is_digit(c)) return c - '0';
  return (c | 0x20) - 'a' + 10;
}

}  // namespace

bool is_suffix_char(char c) { return is_bare_char(c) || c == '-'; }

Lexer::Lexer(std::string_view source_name, std::string_view text, size_t begin, size_t end)
    : source_(source_name), text_(text), pos_(begin), end_(end) {}

void Lexer::skip_space() {
  while (pos_ < end_) {
    char c = text_[pos_];
    if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
      ++pos_;
    } else if (c == '/' && pos_ + 1 < end_ && text_[pos_ + 1] == '/') {
      while (pos_ < end_ && text_[pos_] != '\n') ++pos_;
    } else {
      break;
    }
  }
}

size_t Lexer::offset() {
  skip_space();
  return pos_;
}

char Lexer::peek_char() {
  skip_space();
  return raw_char();
}

Token Lexer::peek() {
  size_t saved = pos_;
  Token t = lex();
  pos_ = saved;
  return t;
}

Token Lexer::next() { return lex(); }

Token Lexer::lex() {
  skip_space();
  size_t start = pos_;
  auto make = [&](Tok kind) { return Token{kind, text_.substr(start, pos_ - start), start}; };
  if (pos_ >= end_) return Token{Tok::End, {}, end_};
  char c = text_[pos_];
  auto take_while = [&](auto pred) {
    while (pos_ < end_ && pred(text_[pos_])) ++pos_;
  };
  if (c == '%' || c == '^' || c == '#') {
    ++pos_;
    take_while(is_suffix_char);
    if (pos_ == start + 1) fail(start, cat("expected a name after '", c, "'"));
    if (c == '%' && pos_ + 1 < end_ && text_[pos_] == '#' && is_digit(text_[pos_ + 1])) {
      ++pos_;  // %0#1: result 1 of %0
      take_while(is_digit);
    }
    return make(c == '%' ? Tok::ValueId : c == '^' ? Tok::BlockLabel : Tok::HashId);
  }
  if (c == '@') {
    ++pos_;
    if (pos_ < end_ && text_[pos_] == '"') {
      scan_string();
    } else {
      take_while(is_suffix_char);
      if (pos_ == start + 1) fail(start, "expected a symbol name after '@'");
    }
    return make(Tok::SymbolId);
  }
  if (c == '"') {
    scan_string();
    return make(Tok::String);
  }
  if (is_digit(c)) {
    if (c == '0' && pos_ + 2 < end_ && text_[pos_ + 1] == 'x' && is_hex(text_[pos_ + 2])) {
      pos_ += 2;
      take_while(is_hex);
      return make(Tok::Integer);
    }
    take_while(is_digit);
    if (pos_ < end_ && text_[pos_] == '.') {
      ++pos_;
      take_while(is_digit);
      if (pos_ < end_ && (text_[pos_] == 'e' || text_[pos_] == 'E')) {
        size_t e = pos_ + 1;
        if (e < end_ && (text_[e] == '+' || text_[e] == '-')) ++e;
        if (e < end_ && is_digit(text_[e])) {
          pos_ = e;
          take_while(is_digit);
        }
      }
      return make(Tok::Float);
    }
    return make(Tok::Integer);
  }
  if (is_letter(c)) {
    take_while(is_bare_char);
    return make(Tok::Ident);
  }
  if (c == '-' && pos_ + 1 < end_ && text_[pos_ + 1] == '>') {
    pos_ += 2;
    return make(Tok::Arrow);
  }
  ++pos_;
  return make(Tok::Punct);
}

void Lexer::scan_string() {
  size_t start = pos_++;
  while (true) {
    if (pos_ >= end_ || text_[pos_] == '\n') fail(start, "expected '\"' to end this string");
    if (text_[pos_] == '\\') {
      pos_ += 2;
      continue;
    }
    if (text_[pos_++] == '"') return;
  }
}

size_t Lexer::skip_balanced(char open, size_t open_offset) {
  auto closer = [](char o) { return o == '(' ? ')' : o == '[' ? ']' : o == '{' ? '}' : '>'; };
  std::vector<char> stack{closer(open)};
  while (pos_ < end_) {
    char c = text_[pos_];
    if (c == '"') {
      scan_string();
      continue;
    }
    ++pos_;
    if (c == '(' || c == '[' || c == '{' || c == '<') {
      stack.push_back(closer(c));
    } else if (c == '>' && pos_ >= 2 && text_[pos_ - 2] == '-') {
      continue;  // an arrow
    } else if (c == ')' || c == ']' || c == '}' || c == '>') {
      if (c != stack.back()) fail(pos_ - 1, cat("expected '", stack.back(), "', found '", c, "'"));
      stack.pop_back();
      if (stack.empty()) return pos_ - 1;
    }
  }
  fail(open_offset,
       cat("expected '", stack.back(), "' to close this '", open, "', found end of input"));
}

std::string Lexer::line_col(size_t offset) const {
  int line = 1, col = 1;
  for (size_t i = 0; i < offset && i < text_.size(); ++i) {
    if (text_[i] == '\n') {
      ++line;
      col = 1;
    } else {
      ++col;
    }
  }
  return cat(line, ":", col);
}

void Lexer::fail(size_t offset, const std::string& message) const {
  throw Error(cat(source_, ":", line_col(offset), ": ", message));
}

std::string Lexer::describe(const Token& t) {
  if (t.kind == Tok::End) return "end of input";
  constexpr size_t kMax = 40;
  std::string s(t.text.substr(0, kMax));
  for (char& c : s)
    if (static_cast<unsigned char>(c) < 0x20 || static_cast<unsigned char>(c) >= 0x7f) c = '?';
  return "'" + s + (t.text.size() > kMax ? "...'" : "'");
}

void Lexer::expected(std::string_view what) {
  Token t = peek();
  fail(t.offset, cat("expected ", what, ", found ", describe(t)));
}

std::string decode_string(const Lexer& lexer, const Token& t) {
  std::string out;
  std::string_view body = t.text.substr(1, t.text.size() - 2);
  for (size_t i = 0; i < body.size(); ++i) {
    if (body[i] != '\\') {
      out += body[i];
      continue;
    }
    size_t at = t.offset + 1 + i;
    if (i + 1 >= body.size()) lexer.fail(at, "expected an escape after '\\', found '\"'");
    char e = body[++i];
    if (e == '\\' || e == '"') {
      out += e;
    } else if (e == 'n') {
      out += '\n';
    } else if (e == 't') {
      out += '\t';
    } else if (i + 1 < body.size() && is_hex(e) && is_hex(body[i + 1])) {
      out += static_cast<char>(hex_value(e) * 16 + hex_value(body[i + 1]));
      ++i;
    } else {
      lexer.fail(at, cat("expected an escape (\\\\, \\\", \\n, \\t or two hex digits), found '\\",
                         e, "'"));
    }
  }
  return out;
}

}  // namespace ladder::stablehlo::detail
