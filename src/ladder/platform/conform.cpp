#include "ladder/platform/conform.h"

#include <algorithm>
#include <cmath>
#include <complex>
#include <cstdio>
#include <cstring>
#include <exception>
#include <filesystem>
#include <limits>
#include <nlohmann/json.hpp>
#include <regex>
#include <thread>

#include "ladder/core/atomic_file.h"
#include "ladder/core/error.h"
#include "ladder/ir/graph.h"
#include "ladder/platform/files.h"
#include "ladder/stablehlo/parser.h"

namespace ladder::platform {
namespace {

// Bracket depth change of a piece of check text. A check statement holds no "->", so every
// '<' and '>' is a bracket (dense<...>, tensor<...>).
int depth_change(std::string_view s) {
  int d = 0;
  for (char c : s) {
    if (c == '<' || c == '[' || c == '(' || c == '{') ++d;
    if (c == '>' || c == ']' || c == ')' || c == '}') --d;
  }
  return d;
}

// Splits at `sep` where no bracket is open.
std::vector<std::string> split_top(std::string_view s, char sep) {
  std::vector<std::string> parts;
  int d = 0;
  size_t start = 0;
  for (size_t i = 0; i < s.size(); ++i) {
    char c = s[i];
    if (c == '<' || c == '[' || c == '(' || c == '{') ++d;
    if (c == '>' || c == ']' || c == ')' || c == '}') --d;
    if (c == sep && d == 0) {
      parts.emplace_back(trim(s.substr(start, i - start)));
      start = i + 1;
    }
  }
  parts.emplace_back(trim(s.substr(start)));
  return parts;
}

// "dense<[1, 2]> : tensor<2xi64>" -> its type, after the last ':' outside brackets.
std::string literal_type(std::string_view literal) {
  std::vector<std::string> parts = split_top(literal, ':');
  return parts.size() >= 2 ? parts.back() : "";
}

struct Statement {
  int first = 0, last = 0;  // line indices within the chunk
  std::string text;         // the lines joined by '\n'
};

// `key = value` options of a check (", tolerance = 0.1", "max_ulp_difference = 3") and its
// attribute dictionary ("{tolerance = 0.1 : f64}"), into `check`.
void apply_option(ConformCheck& check, std::string_view option, const std::string& where) {
  size_t eq = option.find('=');
  LADDER_CHECK(eq != std::string_view::npos, where, ": expected key = value in the check, found '",
               option, "'");
  std::string key(trim(option.substr(0, eq)));
  std::string value(trim(split_top(option.substr(eq + 1), ':').front()));
  try {
    if (key == "tolerance")
      check.tolerance = std::stod(value);
    else if (key == "max_ulp_difference")
      check.max_ulp = std::stoull(value);
    else if (key == "min_ulp_difference")
      check.min_ulp = std::stoull(value);
    else
      throw Error(cat(where, ": unknown check option '", key, "'"));
  } catch (const std::logic_error&) {  // stod and stoull's invalid_argument, out_of_range
    throw Error(cat(where, ": check option ", key, " is not a number: '", value, "'"));
  }
}

ConformCheck parse_check(const Statement& s, int file_line, const std::string& file) {
  std::string where = cat(file, ":", file_line);
  std::string_view text = trim(s.text);
  text.remove_prefix(std::strlen("check."));
  size_t space = text.find_first_of(" \t\n");
  std::string_view name = text.substr(0, space);
  std::string_view rest = space == std::string_view::npos ? "" : trim(text.substr(space));
  ConformCheck check;
  check.line = file_line;
  if (name == "expect_eq") check.kind = CheckKind::eq;
  else if (name == "expect_eq_const") check.kind = CheckKind::eq_const;
  else if (name == "expect_almost_eq") check.kind = CheckKind::almost_eq;
  else if (name == "expect_almost_eq_const") check.kind = CheckKind::almost_eq_const;
  else if (name == "expect_close") check.kind = CheckKind::close;
  else
    throw Error(cat(where, ": ladder's harness does not run check.", name, " (it runs ",
                    "expect_eq, expect_almost_eq, their _const forms and expect_close)"));
  // A trailing attribute dictionary holds options too.
  if (!rest.empty() && rest.back() == '}') {
    int d = 0;
    size_t open = rest.size();
    while (open-- > 0) {
      if (rest[open] == '}') ++d;
      if (rest[open] == '{' && --d == 0) break;
    }
    LADDER_CHECK(open < rest.size(), where, ": unbalanced braces in the check");
    for (const std::string& option : split_top(rest.substr(open + 1, rest.size() - open - 2), ','))
      if (!option.empty()) apply_option(check, option, where);
    rest = trim(rest.substr(0, open));
  }
  bool is_const = check.kind == CheckKind::eq_const || check.kind == CheckKind::almost_eq_const;
  std::vector<std::string> operands;
  std::vector<std::string> types;
  if (is_const) {
    operands = split_top(rest, ',');  // %x, dense<...> : type[, tolerance = t]
  } else {
    std::vector<std::string> halves = split_top(rest, ':');  // %a, %b[, options] : type[, type]
    LADDER_CHECK(halves.size() == 2, where, ": expected 'operands : types' in check.", name);
    operands = split_top(halves[0], ',');
    types = split_top(halves[1], ',');
  }
  LADDER_CHECK(operands.size() >= 2, where, ": check.", name, " needs two operands");
  check.actual = operands[0];
  check.expected = operands[1];
  for (size_t i = 2; i < operands.size(); ++i) apply_option(check, operands[i], where);
  if (is_const) {
    check.actual_type = check.expected_type = literal_type(check.expected);
    LADDER_CHECK(!check.actual_type.empty(), where, ": the literal has no type: ", check.expected);
  } else {
    check.actual_type = types[0];
    check.expected_type = types.size() > 1 ? types[1] : types[0];
  }
  LADDER_CHECK(check.actual.starts_with("%"), where, ": expected an SSA value, found '",
               check.actual, "'");
  return check;
}

// A function's return, with or without values (what a checking function returned before is
// replaced by the checked values).
bool is_return(std::string_view line) {
  line = trim(line);
  return line == "return" || line.starts_with("return ") || line.starts_with("func.return");
}

std::string entry_name(std::string_view line) {
  static const std::regex name(R"(func\.func\s+(?:(?:public|private)\s+)?@([\w.$-]+))");
  std::match_results<std::string_view::const_iterator> m;
  if (!std::regex_search(line.begin(), line.end(), m, name)) return "";
  return m[1].str();
}

std::string format_element(const Tensor& t, int64_t i) {
  if (t.dtype() == DType::i1) return t.get_int(i) ? "true" : "false";
  if (t.dtype() == DType::ui64) return std::to_string(static_cast<uint64_t>(t.get_int(i)));
  if (!is_float(t.dtype()) && !is_complex(t.dtype())) return std::to_string(t.get_int(i));
  const int digits = complex_part_type(t.dtype()) == DType::f64 ? 17 : 9;
  char text[80];
  const std::complex<double> v = t.get_complex(i);
  if (is_complex(t.dtype()))
    std::snprintf(text, sizeof text, "(%.*g, %.*g)", digits, v.real(), digits, v.imag());
  else
    std::snprintf(text, sizeof text, "%.*g", digits, v.real());
  return text;
}

std::string format_index(const Shape& shape, int64_t flat) {
  std::vector<std::string> index(shape.size());
  for (size_t d = shape.size(); d-- > 0;) {
    index[d] = std::to_string(flat % shape[d]);
    flat /= shape[d];
  }
  return cat("[", join(index, ", "), "]");
}

// The element's bits with the sign bit cleared, and its sign: what ULP distances count in.
struct Magnitude {
  uint64_t bits;
  bool negative;
};
Magnitude magnitude(const Tensor& t, int64_t i) {
  int64_t size = dtype_size(t.dtype());
  uint64_t bits = 0;
  std::memcpy(&bits, t.bytes() + i * size, static_cast<size_t>(size));  // little-endian host
  uint64_t sign = uint64_t{1} << (8 * size - 1);
  return {bits & ~sign, (bits & sign) != 0};
}

// The check dialect's ULP difference (CheckOps.cpp): 0 for identical bits or two NaNs, the
// count of representable values between two finite ones, else the largest value.
uint64_t ulp_difference(const Tensor& a, const Tensor& b, int64_t i) {
  double x = a.get(i), y = b.get(i);
  Magnitude p = magnitude(a, i), q = magnitude(b, i);
  if (p.bits == q.bits && p.negative == q.negative) return 0;
  if (std::isfinite(x) && std::isfinite(y)) {
    if (p.negative != q.negative) return p.bits + q.bits;
    return p.bits > q.bits ? p.bits - q.bits : q.bits - p.bits;
  }
  if (std::isnan(x) && std::isnan(y)) return 0;
  return std::numeric_limits<uint64_t>::max();
}

// The check dialect's areApproximatelyEqual: equal values and two NaNs match; a NaN or an
// infinity matches nothing else; finite values match within the tolerance.
bool almost_equal(double x, double y, double tolerance) {
  if (x == y) return true;
  if (std::isnan(x) || std::isnan(y)) return std::isnan(x) && std::isnan(y);
  if (!std::isfinite(x) || !std::isfinite(y)) return false;
  return std::fabs(x - y) <= tolerance;
}

// Exact equality, two NaNs counting as equal.
bool same_value(double x, double y) { return x == y || (std::isnan(x) && std::isnan(y)); }

std::string first_line(std::string_view message) {
  return std::string(message.substr(0, message.find('\n')));
}

}  // namespace

std::string_view check_kind_name(CheckKind kind) {
  switch (kind) {
    case CheckKind::eq: return "expect_eq";
    case CheckKind::eq_const: return "expect_eq_const";
    case CheckKind::almost_eq: return "expect_almost_eq";
    case CheckKind::almost_eq_const: return "expect_almost_eq_const";
    case CheckKind::close: return "expect_close";
  }
  throw InternalError("check_kind_name: unknown CheckKind");
}

std::string ConformChunk::id() const {
  return cat(std::filesystem::path(file).filename().string(), ":", index);
}

std::vector<ConformChunk> split_chunks(std::string_view text, const std::string& path) {
  std::vector<ConformChunk> chunks(1);
  chunks.back().file = path;
  int line_number = 0;
  size_t start = 0;
  while (start < text.size()) {
    size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    std::string_view line = text.substr(start, end - start);
    ++line_number;
    if (trim(line) == "// -----") {
      ConformChunk next;
      next.file = path;
      next.index = static_cast<int>(chunks.size());
      next.line = line_number + 1;
      chunks.push_back(std::move(next));
    } else {
      chunks.back().text.append(line).append("\n");
    }
    start = end + 1;
  }
  return chunks;
}

std::vector<ConformChunk> read_chunks(const std::string& path) {
  return split_chunks(read_file(path), path);
}

// The run_parallel statement `s` of the function starting at `func_line` (its checks already
// rewritten): its lines go; the function takes the results as arguments; the ops before it
// become the function that computes the inputs, put after the function's closing brace on that
// brace's line, so that no line moves.
ConformParallel rewrite_run_parallel(std::vector<std::string>& lines, const Statement& s, int func_line,
                                     const std::function<std::string(int)>& where) {
  std::string text = std::regex_replace(s.text, std::regex("\\s+"), " ");
  static const std::regex form(
      R"(^\s*(%[\w.$-]+)(?::(\d+))?\s*=\s*"interpreter\.run_parallel"\((.*?)\)\s*\{(.*)\}\s*:\s*\((.*)\)\s*->\s*(.*?)\s*$)");
  std::smatch m;
  LADDER_CHECK(std::regex_match(text, m, form), where(s.first),
               ": expected %r:N = \"interpreter.run_parallel\"(inputs) {programs = ...} : (types) -> (types)");
  std::string results = m[1].str();
  int count = m[2].matched ? std::stoi(m[2].str()) : 1;
  std::string inputs = m[3].str(), input_types = m[5].str(), result_types = m[6].str();
  if (result_types.starts_with("(")) result_types = result_types.substr(1, result_types.size() - 2);
  std::smatch p;
  std::string attributes = m[4].str();
  LADDER_CHECK(std::regex_search(attributes, p, std::regex(R"(programs\s*=\s*\[(.*)\])")), where(s.first),
               ": run_parallel without programs");
  ConformParallel parallel;
  const std::vector<std::string> rows = split_top(p[1].str(), ',');
  for (size_t r = 0; r < rows.size(); ++r) {
    const std::string& row = rows[r];
    std::vector<std::string> programs = split_top(std::string_view(row).substr(1, row.size() - 2), ',');
    if (r == 0) parallel.partitions = static_cast<int64_t>(programs.size());
    LADDER_CHECK(static_cast<int64_t>(programs.size()) == parallel.partitions && !programs.empty(), where(s.first),
                 ": run_parallel's rows (replicas) must each name the same number of programs (partitions); row ", r,
                 " names ", programs.size(), " and row 0 ", parallel.partitions);
    for (const std::string& program : programs) {
      LADDER_CHECK(program.starts_with("@"), where(s.first), ": expected @function, found ", program);
      parallel.programs.push_back(program.substr(1));
    }
  }
  std::vector<std::string> types = split_top(result_types, ',');
  LADDER_CHECK(static_cast<int>(types.size()) == count, where(s.first), ": run_parallel declares ", count,
               " results and ", types.size(), " result types");
  int close = -1;  // the function's closing brace: the first line after its return
  for (int i = s.last + 1; i < static_cast<int>(lines.size()) && close < 0; ++i)
    if (is_return(lines[i]))
      for (int j = i + 1; j < static_cast<int>(lines.size()) && close < 0; ++j)
        if (trim(lines[j]).starts_with("}")) close = j;
  LADDER_CHECK(close >= 0, where(s.first), ": no end to the function holding run_parallel");
  std::string prologue;
  for (int i = func_line + 1; i < s.first; ++i) prologue += " " + std::string(trim(lines[i]));
  for (int i = s.first; i <= s.last; ++i) lines[i].clear();
  std::regex result_use = count == 1 ? std::regex(results + R"(\b(?!#))") : std::regex(results + R"(#(\d+))");
  for (int i = s.last + 1; i < close; ++i)
    lines[i] = std::regex_replace(lines[i], result_use, count == 1 ? "%conform_result_0" : "%conform_result_$1");
  std::vector<std::string> arguments;
  for (int k = 0; k < count; ++k) arguments.push_back(cat("%conform_result_", k, ": ", types[k]));
  size_t empty = lines[func_line].find("()");
  LADDER_CHECK(empty != std::string::npos, where(func_line), ": expected the function holding run_parallel to take no arguments");
  lines[func_line].replace(empty, 2, cat("(", join(arguments, ", "), ")"));
  parallel.inputs_function = "conform_run_parallel_inputs";
  std::string give = trim(inputs).empty() ? "" : cat(" ", inputs, " : ", input_types);
  lines[close] += cat(" func.func @", parallel.inputs_function, "() -> (", input_types, ") {", prologue,
                      " func.return", give, " }");
  return parallel;
}

namespace {
// `line` without its `// ...` comment (outside string literals): statements the harness moves
// or joins (a check's trailing comment, a comment among the ops before run_parallel) would
// otherwise comment out what follows them.
std::string without_comment(std::string line) {
  bool quoted = false;
  for (size_t i = 0; i + 1 < line.size(); ++i) {
    if (line[i] == '"' && (i == 0 || line[i - 1] != '\\')) quoted = !quoted;
    if (!quoted && line[i] == '/' && line[i + 1] == '/') return line.substr(0, i);
  }
  return line;
}
}  // namespace

PreparedChunk prepare_chunk(const ConformChunk& chunk) {
  std::vector<std::string> lines;
  for (size_t start = 0; start < chunk.text.size();) {
    size_t end = chunk.text.find('\n', start);
    if (end == std::string::npos) end = chunk.text.size();
    lines.push_back(without_comment(chunk.text.substr(start, end - start)));
    start = end + 1;
  }
  std::function<std::string(int)> where = [&](int line_index) { return cat(chunk.file, ":", chunk.line + line_index); };
  // Check statements grouped by the function they are in: func.func line -> statements.
  std::vector<std::pair<int, std::vector<Statement>>> groups;
  int last_func_line = -1;
  std::optional<Statement> parallel;  // the run_parallel statement
  int parallel_func_line = -1;
  for (int i = 0; i < static_cast<int>(lines.size()); ++i) {
    std::string_view line = trim(lines[i]);
    if (line.find("\"interpreter.run_parallel\"") != std::string_view::npos) {
      LADDER_CHECK(!parallel && last_func_line >= 0, where(i), ": one run_parallel in a function is all the harness runs");
      // It ends on the line of its function type, where its brackets close ("->" is no bracket).
      Statement s{i, i, lines[i]};
      auto closed = [&] {
        std::string text = std::regex_replace(s.text, std::regex("->"), "");
        size_t arrow = s.text.rfind("->");
        return arrow != std::string::npos && !trim(std::string_view(s.text).substr(arrow + 2)).empty() &&
               depth_change(text) == 0;
      };
      while (!closed() && s.last + 1 < static_cast<int>(lines.size())) s.text += "\n" + lines[++s.last];
      LADDER_CHECK(closed(), where(i), ": a run_parallel without its function type");
      parallel = s;
      parallel_func_line = last_func_line;
      i = s.last;
      continue;
    }
    if (line.find("func.func") != std::string_view::npos) last_func_line = i;
    if (!line.starts_with("check.")) continue;
    LADDER_CHECK(last_func_line >= 0, where(i), ": a check outside any function");
    if (groups.empty() || groups.back().first != last_func_line) groups.push_back({last_func_line, {}});
    // A statement ends on the line where its brackets close and no ',' asks for more.
    Statement s{i, i, lines[i]};
    int depth = depth_change(lines[i]);
    while ((depth > 0 || trim(lines[s.last]).ends_with(",")) && s.last + 1 < static_cast<int>(lines.size())) {
      ++s.last;
      s.text += "\n" + lines[s.last];
      depth += depth_change(lines[s.last]);
    }
    LADDER_CHECK(depth == 0, where(i), ": a check whose brackets never close");
    groups.back().second.push_back(s);
    i = s.last;
  }
  PreparedChunk prepared;
  if (groups.empty()) {  // no checks: the chunk passes when it runs; its entry is its last function
    int entry_line = -1;
    for (int i = 0; i < static_cast<int>(lines.size()); ++i)
      if (lines[i].find("func.func") != std::string::npos) entry_line = i;
    LADDER_CHECK(entry_line >= 0, where(0), ": a chunk without a function");
    prepared.entries.push_back({entry_name(lines[entry_line]), {}});
    LADDER_CHECK(!prepared.entries.back().name.empty(), where(entry_line), ": cannot read the function's name");
  }
  int constants = 0;
  for (const auto& [entry_line, statements] : groups) {
    ConformEntry entry{entry_name(lines[entry_line]), {}};
    LADDER_CHECK(!entry.name.empty(), where(entry_line), ": cannot read the function's name");
    std::vector<std::string> results, result_types;
    for (const Statement& s : statements) {
      ConformCheck check = parse_check(s, chunk.line + s.first, chunk.file);
      bool is_const = check.kind == CheckKind::eq_const || check.kind == CheckKind::almost_eq_const;
      // The statement becomes the expected literal's constant on its first line (the literal's
      // own line breaks made spaces), or nothing, so that every other line keeps its number.
      std::string expected = check.expected;
      for (int j = s.first; j <= s.last; ++j) lines[j].clear();
      if (is_const) {
        expected = cat("%conform_expected_", constants++);
        std::string literal = check.expected;
        std::replace(literal.begin(), literal.end(), '\n', ' ');
        lines[s.first] = cat(expected, " = stablehlo.constant ", literal);
      }
      results.push_back(check.actual);
      results.push_back(expected);
      result_types.push_back(check.actual_type);
      result_types.push_back(check.expected_type);
      entry.checks.push_back(std::move(check));
    }
    int ret = -1;
    for (int i = statements.back().last + 1; i < static_cast<int>(lines.size()) && ret < 0; ++i)
      if (is_return(lines[i])) ret = i;
    LADDER_CHECK(ret >= 0, where(statements.back().last), ": no return after the checks");
    lines[ret] = cat("  func.return ", join(results, ", "), " : ", join(result_types, ", "));
    std::string& signature = lines[entry_line];
    size_t brace = signature.rfind('{');
    LADDER_CHECK(brace != std::string::npos, where(entry_line), ": expected '{' ending the function's first line");
    size_t arrow = signature.find("->");
    if (arrow != std::string::npos && arrow < brace) {  // its own results give way to the checked values
      signature.erase(arrow, brace - arrow);
      brace = arrow;
    }
    signature.insert(brace, cat("-> (", join(result_types, ", "), ") "));
    prepared.entries.push_back(std::move(entry));
  }
  if (parallel) {
    prepared.parallel = rewrite_run_parallel(lines, *parallel, parallel_func_line, where);
    // The process grid is the module's (mhlo.num_replicas × mhlo.num_partitions): the verifier
    // checks replica groups against it as the text is parsed.
    const auto partitions = prepared.parallel->partitions;
    const auto replicas = static_cast<int64_t>(prepared.parallel->programs.size()) / partitions;
    std::string attribute = cat("attributes {mhlo.num_partitions = ", partitions, " : i64, mhlo.num_replicas = ",
                                replicas, " : i64}");
    auto module_line = std::find_if(lines.begin(), lines.end(), [](const std::string& l) {
      return trim(l).starts_with("module");
    });
    if (module_line == lines.end()) {
      lines.front() = cat("module ", attribute, " { ", lines.front());
      lines.back() += " }";
    } else {
      size_t brace = module_line->rfind('{');
      LADDER_CHECK(brace != std::string::npos && module_line->find("attributes") == std::string::npos,
                   where(static_cast<int>(module_line - lines.begin())),
                   ": expected 'module @name {' without attributes around run_parallel");
      module_line->insert(brace, attribute + " ");
    }
  }
  prepared.module_text.assign(static_cast<size_t>(chunk.line - 1), '\n');
  for (const std::string& line : lines) prepared.module_text += line + "\n";
  return prepared;
}

std::string compare_check(const ConformCheck& check, const Tensor& actual, const Tensor& expected) {
  std::string what = cat("check.", check_kind_name(check.kind), " ", check.actual);
  if (actual.type() != expected.type())
    return cat(what, " is ", type_string(actual.type()), ", expected ", type_string(expected.type()));
  bool exact = check.kind == CheckKind::eq || check.kind == CheckKind::eq_const;
  const bool complex = is_complex(actual.dtype());
  if (!exact && !is_float(actual.dtype()) && !(complex && check.kind != CheckKind::close))
    return cat(what, ": the check needs ", complex ? "real " : "", "floats, got ", type_string(actual.type()));
  std::vector<uint64_t> ulp_counts(5);  // ULP differences 0, 1, 2, 3 and >= 4, as CheckOps.cpp reports
  std::string first_mismatch;
  int64_t mismatches = 0;
  for (int64_t i = 0; i < actual.num_elements(); ++i) {
    bool ok;
    std::string detail;
    if (check.kind == CheckKind::close) {
      uint64_t ulps = ulp_difference(actual, expected, i);
      ++ulp_counts[std::min<uint64_t>(ulps, 4)];
      ok = check.min_ulp <= ulps && ulps <= check.max_ulp;
      if (!ok)
        detail = cat(" (", ulps == std::numeric_limits<uint64_t>::max() ? "no" : std::to_string(ulps),
                     " ULP apart; allowed ", check.min_ulp, "..", check.max_ulp, ")");
    } else if (complex) {  // part by part, as CheckOps.cpp compares complex numbers
      const std::complex<double> x = actual.get_complex(i), y = expected.get_complex(i);
      ok = exact ? same_value(x.real(), y.real()) && same_value(x.imag(), y.imag())
                 : almost_equal(x.real(), y.real(), check.tolerance) &&
                       almost_equal(x.imag(), y.imag(), check.tolerance);
      if (!ok && !exact) detail = cat(" (tolerance ", check.tolerance, ")");
    } else if (exact && !is_float(actual.dtype())) {
      ok = actual.get_int(i) == expected.get_int(i);
    } else if (exact) {
      ok = same_value(actual.get(i), expected.get(i));
    } else {
      ok = almost_equal(actual.get(i), expected.get(i), check.tolerance);
      if (!ok) detail = cat(" (tolerance ", check.tolerance, ")");
    }
    if (!ok && mismatches++ == 0)
      first_mismatch = cat(" at ", format_index(actual.shape(), i), ": got ",
                           format_element(actual, i), ", expected ", format_element(expected, i), detail);
  }
  if (mismatches == 0) return "";
  return cat(what, first_mismatch, mismatches > 1 ? cat(" (and ", mismatches - 1, " more)") : "");
}

namespace {

// Runs each process's program on its share of `inputs` (in order) as a thread with its own
// lowerer and communicator (rank: the process's number); returns every process's outputs, in
// process order. A process that fails abandons the others' collectives, and its error is thrown.
std::vector<Tensor> run_replicas(const ir::Module& module, const ConformParallel& parallel,
                                 const std::vector<Tensor>& inputs, const ReplicaLowerers& make_lowerer) {
  LADDER_CHECK(make_lowerer, "interpreter.run_parallel needs replica lowerers, and none were given");
  int n = static_cast<int>(parallel.programs.size());
  std::vector<const ir::Function*> functions;
  std::vector<std::vector<Tensor>> arguments(n);
  size_t next = 0;
  for (int r = 0; r < n; ++r) {
    const ir::Function* f = module.find(parallel.programs[r]);
    LADDER_CHECK(f, "run_parallel names @", parallel.programs[r], ", which the chunk does not define");
    functions.push_back(f);
    for (size_t k = 0; k < f->input_types().size(); ++k) {
      LADDER_CHECK(next < inputs.size(), "run_parallel gives ", inputs.size(), " inputs, too few for its programs");
      arguments[r].push_back(inputs[next++]);
    }
  }
  LADDER_CHECK(next == inputs.size(), "run_parallel gives ", inputs.size(), " inputs; its programs take ", next);
  auto communicators = exec::make_local_communicators(n);
  std::vector<std::vector<Tensor>> outputs(n);
  std::vector<std::string> errors(n);
  std::vector<std::thread> threads;
  for (int r = 0; r < n; ++r)
    threads.emplace_back([&, r] {
      try {
        auto lowerer = make_lowerer(communicators[r]);
        outputs[r] = lowerer->compile(module, *functions[r])->run(arguments[r]);
      } catch (const std::exception& e) {
        errors[r] = e.what();
        communicators[r]->abandon(e.what());
      }
    });
  for (std::thread& t : threads) t.join();
  for (int r = 0; r < n; ++r)
    LADDER_CHECK(errors[r].empty(), "process ", r, " (replica ", r / parallel.partitions, ", partition ",
                 r % parallel.partitions, "): ", errors[r]);
  std::vector<Tensor> all;
  for (auto& replica : outputs)
    for (Tensor& t : replica) all.push_back(std::move(t));
  return all;
}

}  // namespace

ConformResult run_chunk(const ConformChunk& chunk, exec::Lowerer& lowerer, const ReplicaLowerers& replicas) {
  ConformResult result;
  result.id = chunk.id();
  result.file = chunk.file;
  result.line = chunk.line;
  try {
    PreparedChunk prepared = prepare_chunk(chunk);
    for (const ConformEntry& e : prepared.entries)
      result.entry += (result.entry.empty() ? "" : ", @") + e.name;
    ir::Module module = stablehlo::parse(prepared.module_text, chunk.file);
    std::vector<Tensor> arguments;  // the replicas' results, for the checking function
    if (prepared.parallel) {
      const ir::Function* inputs = module.find(prepared.parallel->inputs_function);
      LADDER_ASSERT(inputs, "the parsed chunk lost its function @", prepared.parallel->inputs_function);
      arguments = run_replicas(module, *prepared.parallel, lowerer.compile(module, *inputs)->run({}), replicas);
    }
    for (const ConformEntry& e : prepared.entries) {
      const ir::Function* entry = module.find(e.name);
      LADDER_ASSERT(entry, "the parsed chunk lost its function @", e.name);
      std::vector<Tensor> outputs = lowerer.compile(module, *entry)->run(prepared.parallel ? arguments : std::vector<Tensor>{});
      LADDER_ASSERT(outputs.size() == 2 * e.checks.size(), "@", e.name, " returned ",
                    outputs.size(), " outputs for ", e.checks.size(), " checks");
      for (size_t k = 0; k < e.checks.size(); ++k) {
        std::string mismatch = compare_check(e.checks[k], outputs[2 * k], outputs[2 * k + 1]);
        if (!mismatch.empty()) {
          result.reason = cat(chunk.file, ":", e.checks[k].line, ": ", mismatch);
          return result;
        }
      }
    }
    result.passed = true;
  } catch (const std::exception& e) {  // ladder::Error, InternalError, or a library's
    result.reason = first_line(e.what());
  }
  return result;
}

std::string reason_category(const std::string& reason) {
  // Drop a "path:", "path:line:" or "path:line:col:" prefix; what is left names the cause.
  static const std::regex location(R"(^[^\s:]+(:\d+){0,2}:\s*)");
  std::string category = std::regex_replace(reason, location, "", std::regex_constants::format_first_only);
  if (category.starts_with("check."))  // a mismatch: "check.expect_eq_const %x at [1]: ..."
    category = "wrong values (" + category.substr(0, category.find(' ')) + ")";
  return category;
}

std::vector<std::pair<std::string, int>> failure_causes(const std::vector<ConformResult>& results) {
  std::map<std::string, int> counts;
  for (const ConformResult& r : results)
    if (!r.passed) ++counts[reason_category(r.reason)];
  std::vector<std::pair<std::string, int>> causes(counts.begin(), counts.end());
  std::stable_sort(causes.begin(), causes.end(),
                   [](const auto& a, const auto& b) { return a.second > b.second; });
  return causes;
}

std::string results_json(const std::vector<ConformResult>& results, const std::string& lowerer) {
  nlohmann::ordered_json json;
  json["lowerer"] = lowerer;
  int passed = 0;
  nlohmann::ordered_json files = nlohmann::ordered_json::object(), list = nlohmann::ordered_json::array();
  for (const ConformResult& r : results) {
    passed += r.passed;
    std::string file = std::filesystem::path(r.file).filename().string();
    if (!files.contains(file)) files[file] = {{"passed", 0}, {"total", 0}};
    files[file]["passed"] = files[file]["passed"].get<int>() + r.passed;
    files[file]["total"] = files[file]["total"].get<int>() + 1;
    list.push_back({{"id", r.id}, {"file", r.file}, {"line", r.line}, {"entry", r.entry},
                    {"passed", r.passed}, {"reason", r.reason},
                    {"cause", r.passed ? "" : reason_category(r.reason)}});
  }
  json["passed"] = passed;
  json["total"] = results.size();
  json["files"] = files;
  json["causes"] = failure_causes(results);
  json["results"] = list;
  return json.dump(1) + "\n";
}

std::string baseline_text(const std::vector<ConformResult>& results, const std::string& lowerer) {
  std::string text = cat(
      "# Expected failures of `ladder conform tests/stablehlo/interpret/*.mlir --lowerer ", lowerer,
      "`:\n# lines `<chunk> FAIL|FLAKE  # why`. Rewrite with --write-baseline after ops or types are\n"
      "# added; the ctest Conform.* fails while a chunk departs from it.\n");
  for (const ConformResult& r : results) {
    if (r.passed) continue;
    std::string why = r.reason;
    if (why.starts_with(r.file)) why = std::filesystem::path(r.file).filename().string() + why.substr(r.file.size());
    std::replace(why.begin(), why.end(), '\n', ' ');
    text += cat(r.id, " FAIL  # ", why, "\n");
  }
  return text;
}

std::vector<std::string> baseline_departures(const std::vector<ConformResult>& results,
                                             const std::map<std::string, Expectation>& expected) {
  std::vector<std::string> departures;
  for (const ConformResult& r : results) {
    auto listed = expected.find(r.id);
    Status status = classify(r.passed ? Status::pass : Status::fail,
                             listed == expected.end() ? nullptr : &listed->second);
    if (status == Status::xpass)
      departures.push_back(cat("XPASS ", r.id, " (@", r.entry, ") passes now; the baseline lists it as failing"));
    if (status == Status::fail) departures.push_back(cat("FAIL ", r.id, ", not in the baseline: ", r.reason));
  }
  return departures;
}

}  // namespace ladder::platform
