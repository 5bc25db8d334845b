// The chlo ops JAX emits, expanded into StableHLO ops as they are parsed: they get no OpKind
// of their own, so every lowerer runs them and autodiff differentiates them through the rules of
// the ops they expand to. (chlo.erf is an op of its own, in ops.def.) Both forms are read:
//   %y = chlo.sinh %x : tensor<4xf32> -> tensor<4xf32>
//   %z = chlo.zeta %s, %q : tensor<4xf32>, tensor<4xf32> -> tensor<4xf32>
//   %y = "chlo.sinh"(%x) : (tensor<4xf32>) -> tensor<4xf32>
// f16 and bf16 (and fp8) operands are computed in f32 and rounded back, as XLA does.
//
// The expansions (x the operand; all select between branches whose unused side is kept finite,
// so that its zero cotangent stays zero: 0 times an infinite derivative would be NaN):
//   sinh, cosh       through expm1 near 0 and exp(|x|/2)^2 / 2 beyond |x| = 20 (no overflow
//                    before the result's own)
//   asin, acos, atan through atan2 (acos(-1) = pi)
//   asinh, acosh     through log1p, and log(2|x|) beyond 1e10
//   atanh            log1p(2x / (1 - x)) / 2
//   erf_inv          M. Giles' single-precision polynomials ("Approximating the erfinv
//                    function", 2010), then, for f64, two Newton steps on erf
//   lgamma, digamma  the Lanczos approximation (g = 7, 9 terms), reflected below 1/2
//   zeta             Hurwitz zeta, Euler-Maclaurin: 10 terms, then 12 Bernoulli corrections
//   polygamma        digamma for n = 0, else (-1)^(n+1) n! zeta(n+1, x)
//   bessel_i1e       exp(-|x|) I1(x): its power series below |x| = 15 (20 for f64), its
//                    asymptotic series above
//   next_after       on the bits (bitcast_convert to the same-width integer)
//   top_k            as XLA expands it: a stable sort of (x, iota positions) along the last
//                    dimension, largest first (floats in total order: NaN above +inf, +0 above
//                    -0; equal values keep their order, the lower position first), both sliced
//                    to the first k
#include <array>
#include <cmath>
#include <functional>
#include <limits>
#include <numbers>

#include "ladder/ir/ops.h"
#include "ladder/stablehlo/parser_internal.h"

namespace ladder::stablehlo::detail {

namespace {

using CD = CompareDirection;
constexpr double kInf = std::numeric_limits<double>::infinity();
constexpr double kPi = std::numbers::pi;

// `v` in x's type and shape (a splat constant).
Value lit(Value x, double v) { return constant(*x.block(), v, x.dtype(), x.shape()); }
Value is(Value x, CD d, double v) { return compare(x, lit(x, v), d); }
Value polynomial(Value u, std::span<const double> highest_first) {
  Value p = lit(u, highest_first[0]);
  for (size_t i = 1; i < highest_first.size(); ++i) p = add(multiply(p, u), lit(u, highest_first[i]));
  return p;
}
bool is_f64(Value x) { return x.dtype() == DType::f64; }

// An odd function from its values f(a), a >= 0: flip * f(flip * x), flip = -1 below 0 and 1
// elsewhere, so that the derivative at 0 is f'(0) (|x| and sign(x) would give 0 there).
Value odd(Value x, const std::function<Value(Value)>& f) {
  Value flip = select(is(x, CD::LT, 0), lit(x, -1), lit(x, 1));
  return multiply(flip, f(multiply(x, flip)));
}
Value magnitude(Value x) { return multiply(x, select(is(x, CD::LT, 0), lit(x, -1), lit(x, 1))); }

Value expm1(Value x) { return unary(OpKind::ExpMinusOne, x); }
Value log1p(Value x) { return unary(OpKind::LogPlusOne, x); }
Value atan2(Value a, Value b) { return binary(OpKind::Atan2, a, b); }

// (1 - x)(1 + x), which keeps its digits near |x| = 1 where 1 - x^2 loses them.
Value one_minus_square(Value x) { return multiply(subtract(lit(x, 1), x), add(lit(x, 1), x)); }

Value sinh(Value x) {
  return odd(x, [](Value a) {
    Value e = expm1(minimum(a, lit(a, 20)));
    Value near = multiply(lit(a, 0.5), add(e, divide(e, add(e, lit(a, 1)))));  // (e^a - e^-a) / 2
    Value half = exp(multiply(maximum(a, lit(a, 20)), lit(a, 0.5)));
    Value far = multiply(multiply(lit(a, 0.5), half), half);
    return select(is(a, CD::LT, 20), near, far);
  });
}

Value cosh(Value x) {
  Value a = magnitude(x);
  Value half = exp(multiply(a, lit(a, 0.5)));
  return add(multiply(multiply(lit(a, 0.5), half), half), multiply(lit(a, 0.5), exp(negate(a))));
}

Value asin(Value x) { return multiply(lit(x, 2), atan2(x, add(lit(x, 1), sqrt(one_minus_square(x))))); }

Value acos(Value x) {
  Value y = multiply(lit(x, 2), atan2(sqrt(one_minus_square(x)), add(lit(x, 1), x)));
  return select(is(x, CD::EQ, -1), lit(x, kPi), y);
}

Value atan(Value x) { return atan2(x, lit(x, 1)); }

// Beyond 1e10, x^2 + 1 = x^2 in f64 and the square would overflow f32 soon: log(2x).
Value log_twice(Value a) { return add(log(maximum(a, lit(a, 1e10))), lit(a, std::numbers::ln2)); }

Value asinh(Value x) {
  return odd(x, [](Value a) {
    Value s = minimum(a, lit(a, 1e10));
    Value s2 = multiply(s, s);  // asinh(s) = log1p(s + s^2 / (1 + sqrt(1 + s^2)))
    Value near = log1p(add(s, divide(s2, add(lit(s, 1), sqrt(add(lit(s, 1), s2))))));
    return select(is(a, CD::LT, 1e10), near, log_twice(a));
  });
}

Value acosh(Value x) {
  Value s = minimum(x, lit(x, 1e10));
  Value below = subtract(s, lit(s, 1));  // acosh(s) = log1p((s - 1) + sqrt((s - 1)(s + 1)))
  Value near = log1p(add(below, sqrt(multiply(below, add(s, lit(s, 1))))));
  return select(is(x, CD::LT, 1e10), near, log_twice(x));
}

Value atanh(Value x) {
  return multiply(lit(x, 0.5), log1p(divide(multiply(lit(x, 2), x), subtract(lit(x, 1), x))));
}

Value erf_inv(Value x) {
  static constexpr std::array<double, 9> kCentral = {
      2.81022636e-08,  3.43273939e-07, -3.5233877e-06, -4.39150654e-06, 0.00021858087,
      -0.00125372503, -0.00417768164, 0.246640727,     1.50140941};
  static constexpr std::array<double, 9> kTail = {
      -0.000200214257, 0.000100950558, 0.00134934322, -0.00367342844, 0.00573950773,
      -0.0076224613,   0.00943887047,  1.00167406,    2.83297682};
  Value w = negate(log(one_minus_square(x)));
  Value central = polynomial(subtract(minimum(w, lit(w, 5)), lit(w, 2.5)), kCentral);
  Value tail = polynomial(subtract(sqrt(maximum(w, lit(w, 5))), lit(w, 3)), kTail);
  Value y = multiply(select(is(w, CD::LT, 5), central, tail), x);
  if (is_f64(x))  // Newton on erf(y) = x: each step squares the polynomials' 1e-7
    for (int step = 0; step < 2; ++step) {
      Value slope = multiply(lit(y, 2 / std::sqrt(kPi)), exp(negate(multiply(y, y))));
      y = subtract(y, divide(subtract(erf(y), x), slope));
    }
  Value infinity = select(is(x, CD::GT, 0), lit(x, kInf), lit(x, -kInf));
  return select(is(magnitude(x), CD::EQ, 1), infinity, y);
}

// ---- the gamma family -----------------------------------------------------------------

constexpr double kLanczosG = 7;
constexpr double kLanczosBase = 0.99999999999980993227684700473478;
constexpr std::array<double, 8> kLanczos = {
    676.520368121885098567009190444019, -1259.13921672240287047156078755283,
    771.3234287776530788486528258894,   -176.61502916214059906584551354,
    12.507343278686904814458936853,     -0.13857109526572011689554707,
    9.984369578019570859563e-6,         1.50563273514931155834e-7};

// For x >= 1/2, z = x - 1: the sum A(z) = base + sum p_i / (z + i + 1), its derivative, and
// log(z + g + 1/2) kept accurate near z = 0.
struct Lanczos {
  Value sum, derivative, t, log_t;
};
Lanczos lanczos(Value z) {
  Lanczos l{lit(z, kLanczosBase), lit(z, 0), add(z, lit(z, kLanczosG + 0.5)), {}};
  for (size_t i = 0; i < kLanczos.size(); ++i) {
    Value denominator = add(z, lit(z, static_cast<double>(i + 1)));
    Value term = divide(lit(z, kLanczos[i]), denominator);
    l.sum = add(l.sum, term);
    l.derivative = subtract(l.derivative, divide(term, denominator));
  }
  l.log_t = add(lit(z, std::log(kLanczosG + 0.5)), log1p(divide(z, lit(z, kLanczosG + 0.5))));
  return l;
}

// Below 1/2 the gamma functions reflect: Gamma(x) Gamma(1 - x) = pi / sin(pi x).
Value reflected(Value x) { return is(x, CD::LT, 0.5); }

Value lgamma(Value x) {
  Value reflect = reflected(x);
  Value z = subtract(select(reflect, subtract(lit(x, 1), x), x), lit(x, 1));
  Lanczos l = lanczos(z);
  Value lg = add(add(lit(z, 0.5 * std::log(2 * kPi)), multiply(add(z, lit(z, 0.5)), l.log_t)),
                 subtract(log(l.sum), l.t));
  // |sin(pi x)| = sin(pi d), d the distance from x to the nearest integer, which keeps its
  // digits for large |x|.
  Value a = magnitude(x);
  Value fraction = subtract(a, floor(a));
  Value d = select(is(fraction, CD::GT, 0.5), subtract(lit(x, 1), fraction), fraction);
  d = select(reflect, d, lit(d, 0.5));  // unused there: kept off sin's zeros
  Value reflection = subtract(subtract(lit(x, std::log(kPi)), log(sine(multiply(lit(d, kPi), d)))), lg);
  return select(is(a, CD::EQ, kInf), lit(x, kInf), select(reflect, reflection, lg));
}

Value digamma(Value x) {
  Value reflect = reflected(x);
  Value z = subtract(select(reflect, subtract(lit(x, 1), x), x), lit(x, 1));
  Lanczos l = lanczos(z);
  Value psi = subtract(add(l.log_t, divide(l.derivative, l.sum)), divide(lit(z, kLanczosG), l.t));
  // psi(x) = psi(1 - x) - pi / tan(pi x), tan taken at x less its nearest integer.
  Value nearest = floor(add(x, lit(x, 0.5)));
  Value r = select(reflect, subtract(x, nearest), lit(x, 0.25));  // unused unreflected: kept off tan's zeros
  Value reflection = subtract(psi, divide(lit(x, kPi), unary(OpKind::Tan, multiply(lit(r, kPi), r))));
  Value pole = logical_and(is(x, CD::LE, 0), compare(x, floor(x), CD::EQ));
  return select(pole, lit(x, NAN), select(reflect, reflection, psi));
}

// Hurwitz zeta(s, q) = sum_k (q + k)^-s for s > 1, q > 0 (NaN elsewhere but s = 1: inf).
Value zeta(Value s, Value q) {
  // (2j)! / B_2j for j = 1..12.
  static constexpr std::array<double, 12> kBernoulliScale = {
      12.0, -720.0, 30240.0, -1209600.0, 47900160.0, -1.8924375803183791606e9, 7.47242496e10,
      -2.950130727918164224e12, 1.1646782814350067249e14, -4.5979787224074726105e15,
      1.8152105401943546773e17, -7.1661652561756670113e18};
  constexpr int kTerms = 9;
  Value sum = power(q, negate(s));
  Value a = q, b = sum;
  for (int k = 1; k <= kTerms; ++k) {
    a = add(q, lit(q, k));
    b = power(a, negate(s));
    sum = add(sum, b);
  }
  // The tail from a = q + 9: the integral, half the last term, then the Bernoulli terms
  // s (s+1) ... (s+2j-2) a^(-s-2j+1) B_2j / (2j)!.
  sum = subtract(add(sum, divide(multiply(b, a), subtract(s, lit(s, 1)))), multiply(lit(b, 0.5), b));
  Value rising = s, scaled = divide(b, a);
  for (size_t j = 0; j < kBernoulliScale.size(); ++j) {
    sum = add(sum, divide(multiply(rising, scaled), lit(s, kBernoulliScale[j])));
    rising = multiply(multiply(rising, add(s, lit(s, 2.0 * j + 1))), add(s, lit(s, 2.0 * j + 2)));
    scaled = divide(divide(scaled, a), a);
  }
  Value domain = logical_and(is(s, CD::GT, 1), is(q, CD::GT, 0));
  return select(is(s, CD::EQ, 1), lit(s, kInf), select(domain, sum, lit(s, NAN)));
}

Value polygamma(Value n, Value x) {
  Value whole = logical_and(compare(n, floor(n), CD::EQ), is(n, CD::GE, 0));
  Value order = select(is(n, CD::EQ, 0), lit(n, 1), n);  // keeps the unused zeta(1, x) branch finite
  Value factorial = exp(lgamma(add(order, lit(order, 1))));
  Value even = is(binary(OpKind::Remainder, order, lit(order, 2)), CD::EQ, 0);
  Value higher = multiply(multiply(select(even, lit(n, -1), lit(n, 1)), factorial),
                          zeta(add(order, lit(order, 1)), x));
  return select(whole, select(is(n, CD::EQ, 0), digamma(x), higher), lit(x, NAN));
}

// exp(-|x|) I1(x).
Value bessel_i1e(Value x) {
  const bool f64 = is_f64(x);
  const double threshold = f64 ? 20 : 15;
  const int series_terms = f64 ? 45 : 30, asymptotic_terms = f64 ? 30 : 14;
  // I1(a) = (a/2) sum_k (a^2/4)^k / (k! (k+1)!), highest power first.
  std::vector<double> series(series_terms);
  double c = 1;
  for (int k = 0; k < series_terms; ++k) {
    series[series_terms - 1 - k] = c;
    c /= double(k + 1) * double(k + 2);
  }
  // I1(a) ~ e^a / sqrt(2 pi a) sum_k (-1)^k prod_{j<=k} (4 - (2j-1)^2) / (k! (8a)^k), a
  // polynomial in 1/a.
  std::vector<double> asymptotic(asymptotic_terms);
  c = 1;
  for (int k = 0; k < asymptotic_terms; ++k) {
    asymptotic[asymptotic_terms - 1 - k] = c;
    c *= -(4.0 - (2.0 * k + 1) * (2.0 * k + 1)) / ((k + 1) * 8.0);
  }
  return odd(x, [&](Value a) {
    Value s = minimum(a, lit(a, threshold));
    Value near = multiply(multiply(multiply(lit(s, 0.5), s), polynomial(multiply(multiply(s, s), lit(s, 0.25)), series)),
                          exp(negate(s)));
    Value f = maximum(a, lit(a, threshold));
    Value far = multiply(rsqrt(multiply(lit(f, 2 * kPi), f)), polynomial(divide(lit(f, 1), f), asymptotic));
    return select(is(a, CD::LT, threshold), near, far);
  });
}

// The next float after x toward y, on the bits: away from zero adds one to the magnitude,
// toward zero takes one; from zero, the smallest denormal with y's sign.
Value next_after(Value x, Value y) {
  DType bits_type = DType::i64;
  switch (x.dtype()) {
    case DType::f32: bits_type = DType::i32; break;
    case DType::f16: case DType::bf16: bits_type = DType::i16; break;
    case DType::f64: bits_type = DType::i64; break;
    LADDER_FP8_DTYPES bits_type = DType::i8; break;
    LADDER_BOOL_DTYPES LADDER_SIGNED_DTYPES LADDER_UNSIGNED_DTYPES LADDER_COMPLEX_DTYPES break;
  }
  Value xb = bitcast_convert(x, bits_type), yb = bitcast_convert(y, bits_type);
  auto int_lit = [&](double v) { return constant(*x.block(), v, bits_type, x.shape()); };
  Value sign_bit = int_lit(-std::ldexp(1.0, static_cast<int>(dtype_bits(bits_type)) - 1));
  Value magnitude_bits = logical_and(xb, logical_not(sign_bit));
  Value away = compare(compare(y, x, CD::GT), is(x, CD::GT, 0), CD::EQ);
  Value moved = logical_or(logical_and(xb, sign_bit),
                           add(magnitude_bits, select(away, int_lit(1), int_lit(-1))));
  Value from_zero = logical_or(logical_and(yb, sign_bit), int_lit(1));
  Value r = bitcast_convert(select(is(x, CD::EQ, 0), from_zero, moved), x.dtype());
  Value nan = logical_or(compare(x, x, CD::NE), compare(y, y, CD::NE));
  return select(nan, add(x, y), select(compare(x, y, CD::EQ), y, r));
}

struct Expansion {
  std::string_view name;
  int operands;
  bool keeps_type;  // computes on the operands' own type (bits), not widened to f32
  std::function<Value(std::span<const Value>)> build;
};

const std::vector<Expansion>& expansions() {
  auto unary_fn = [](Value (*f)(Value)) { return [f](std::span<const Value> x) { return f(x[0]); }; };
  auto binary_fn = [](Value (*f)(Value, Value)) { return [f](std::span<const Value> x) { return f(x[0], x[1]); }; };
  static const std::vector<Expansion> table = {
      {"chlo.sinh", 1, false, unary_fn(sinh)},
      {"chlo.cosh", 1, false, unary_fn(cosh)},
      {"chlo.tan", 1, false, [](std::span<const Value> x) { return unary(OpKind::Tan, x[0]); }},
      {"chlo.asin", 1, false, unary_fn(asin)},
      {"chlo.acos", 1, false, unary_fn(acos)},
      {"chlo.atan", 1, false, unary_fn(atan)},
      {"chlo.asinh", 1, false, unary_fn(asinh)},
      {"chlo.acosh", 1, false, unary_fn(acosh)},
      {"chlo.atanh", 1, false, unary_fn(atanh)},
      {"chlo.erf_inv", 1, false, unary_fn(erf_inv)},
      {"chlo.lgamma", 1, false, unary_fn(lgamma)},
      {"chlo.digamma", 1, false, unary_fn(digamma)},
      {"chlo.bessel_i1e", 1, false, unary_fn(bessel_i1e)},
      {"chlo.polygamma", 2, false, binary_fn(polygamma)},
      {"chlo.zeta", 2, false, binary_fn(zeta)},
      {"chlo.next_after", 2, true, binary_fn(next_after)},
  };
  return table;
}

const Expansion* find_expansion(std::string_view name) {
  for (const Expansion& e : expansions())
    if (e.name == name) return &e;
  return nullptr;
}

}  // namespace

// `chlo.top_k(%x, k = K) : T -> (V, I)` or `"chlo.top_k"(%x) <{k = K : i64}> : (T) -> (V, I)`.
void Parser::parse_chlo_top_k(Block& block, bool generic, size_t offset, const std::vector<ResultName>& names,
                              size_t start) {
  ParsedOp op;
  op.offset = offset;
  int64_t k = 0;
  expect('(');
  parse_operands(op);
  if (generic) {
    expect(')');
    k = int_of(required(parse_generic_attributes(), "k", "chlo.top_k"));
    expect(':');
    FunctionType f = parse_function_type();
    op.operand_types = std::move(f.inputs);
    op.results = std::move(f.results);
  } else {
    expect(',');
    keyword_equals("k");
    k = parse_int();
    expect(')');
    skip_attr_dict();
    expect(':');
    op.operand_types.push_back(parse_tensor_type());
    expect_arrow();
    op.results = parse_type_list_or_single();
  }
  skip_loc();
  check_operand_types(op);
  if (op.operands.size() != 1) fail(offset, cat("chlo.top_k takes 1 operand, found ", op.operands.size()));
  const TensorType& x = op.operand_types[0];
  if (x.rank() < 1) fail(offset, cat("chlo.top_k needs an operand of rank 1 or more, found ", type_string(x)));
  const int64_t last = x.rank() - 1;
  if (k < 0 || k > x.shape[last])
    fail(offset, cat("chlo.top_k's k = ", k, " must lie in [0, ", x.shape[last], "] (the last dimension of ",
                     type_string(x), ")"));
  TensorType values = x;
  values.shape[last] = k;
  const std::vector<TensorType> want = {values, TensorType{DType::i32, values.shape}};
  if (op.results != want)
    fail(offset, cat("expected result types (", types_string(want), ") for chlo.top_k, found (", types_string(op.results), ")"));
  if (op.operands[0].block() != &block) fail(offset, "chlo.top_k uses a value defined outside its region");
  if (!names.empty()) expect_result_names("chlo.top_k", names, start, 2);

  const size_t before = block.nodes.size();
  const CompareType order = is_float(x.dtype) ? CompareType::TOTALORDER : CompareType::NOTYPE;
  const std::vector<Value> keyed = {op.operands[0], iota(block, {DType::i32, x.shape}, last)};
  const std::vector<Value> sorted = sort(keyed, last, true, [order](Block&, std::span<const Value> p) {
    return std::vector<Value>{compare(p[0], p[1], CompareDirection::GT, order)};
  });
  std::vector<int64_t> from(x.shape.size(), 0), to = x.shape;
  to[last] = k;
  define_results(names, {slice(sorted[0], from, to), slice(sorted[1], from, to)});
  for (size_t i = before; i < block.nodes.size(); ++i) block.nodes[i]->location = location(offset);
}

bool Parser::parse_chlo(Block& block, const std::string& name, bool generic, size_t offset,
                        const std::vector<ResultName>& names, size_t start) {
  if (name == "chlo.top_k") {
    parse_chlo_top_k(block, generic, offset, names, start);
    return true;
  }
  const Expansion* e = find_expansion(name);
  if (!e) return false;
  ParsedOp op;
  op.offset = offset;
  if (generic) {
    expect('(');
    if (!lex_.peek().is(')')) parse_operands(op);
    expect(')');
    if (accept('<')) {  // properties: chlo's ops carry none ladder reads
      parse_dict();
      expect('>');
    }
  } else {
    parse_operands(op);
  }
  skip_attr_dict();  // broadcast_dimensions (equal shapes only, checked below), ...
  expect(':');
  // `(T, U) -> R`, `T, U -> R` or `T` (the result alike).
  if (lex_.peek().is('(')) {
    op.operand_types = parse_type_list_or_single();
  } else {
    do op.operand_types.push_back(parse_tensor_type());
    while (accept(','));
  }
  if (lex_.peek().kind == Tok::Arrow) {
    expect_arrow();
    op.results = parse_type_list_or_single();
  } else if (op.operand_types.size() == 1) {
    op.results = op.operand_types;
  } else {
    fail(lex_.offset(), cat("expected '->' and the result type of ", name));
  }
  skip_loc();
  check_operand_types(op);
  if (static_cast<int>(op.operands.size()) != e->operands)
    fail(offset, cat(name, " takes ", e->operands, " operand", e->operands == 1 ? "" : "s", ", found ", op.operands.size()));
  if (op.results.size() != 1) fail(offset, cat(name, " has one result, found ", op.results.size()));
  const TensorType& x = op.operand_types[0];
  for (const TensorType& t : op.operand_types) {
    if (!is_float(t.dtype)) fail(offset, cat(name, " takes floating-point operands, found ", types_string(op.operand_types)));
    if (t != x)
      fail(offset, cat(name, " with operands of different types (", types_string(op.operand_types),
                       ") is not supported: ladder expands chlo's broadcasting forms only when the shapes are equal"));
  }
  if (op.results[0] != x)
    fail(offset, cat("expected result type ", type_string(x), " for ", name, ", found ", type_string(op.results[0])));
  for (Value v : op.operands)
    if (v.block() != &block) fail(offset, cat(name, " uses a value defined outside its region"));
  if (!names.empty() && (names.size() != 1 || names[0].count != 1))
    fail(start, cat("expected 1 result name for ", name));

  const size_t before = block.nodes.size();
  // Narrow floats compute in f32, as XLA expands them.
  const DType compute = e->keeps_type || x.dtype == DType::f32 || x.dtype == DType::f64 ? x.dtype : DType::f32;
  std::vector<Value> args;
  for (Value v : op.operands) args.push_back(v.dtype() == compute ? v : convert(v, compute));
  Value result;
  try {
    result = e->build(args);
    if (result.dtype() != x.dtype) result = convert(result, x.dtype);
  } catch (const Error& err) {
    fail(offset, cat("expanding ", name, ": ", err.what()));
  }
  for (size_t i = before; i < block.nodes.size(); ++i) block.nodes[i]->location = location(offset);
  if (!names.empty()) define(names[0].name, Def{result.node, result.index, 1}, names[0].offset);
  return true;
}

}  // namespace ladder::stablehlo::detail
