// The VJP rule table: one entry per op of ir/ops.def, written only with the builders of
// ir/ops.h, so that a backward pass is an ordinary graph. Notation in every rule: x the
// operands, y the results, g the cotangent of the result; a rule returns one Partial per
// operand (see vjp.h). Conventions at kinks are stated beside the rules and in
// docs/GRADIENTS.md; `ladder certify` checks every rule numerically and every kink exactly.
#include "ladder/autodiff/vjp.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <functional>
#include <memory>
#include <numbers>
#include <optional>
#include <unordered_map>

#include "ladder/autodiff/grad.h"
#include "ladder/core/error.h"
#include "ladder/ir/ops.h"

namespace ladder::autodiff {

namespace {

using namespace ladder::ir;
using Dims = std::vector<int64_t>;

// ---- small graph helpers ------------------------------------------------------------------

// `value` in the shape and dtype of `like` (a rank-0 constant broadcast, so no large
// constant is materialised).
Value full(Value like, double value) {
  Value c = constant(*like.block(), value, like.dtype());
  return like.rank() == 0 ? c : broadcast_in_dim(c, like.shape(), {});
}
Value zeros_like(Value v) { return full(v, 0); }
Value keep_where(Value mask, Value g) { return select(mask, g, zeros_like(g)); }
Value drop_where(Value mask, Value g) { return select(mask, zeros_like(g), g); }

Dims all_dims(int64_t rank) {
  Dims d(rank);
  for (int64_t i = 0; i < rank; ++i) d[i] = i;
  return d;
}
Dims complement(int64_t rank, const Dims& dims) {
  Dims out;
  for (int64_t i = 0; i < rank; ++i)
    if (std::find(dims.begin(), dims.end(), i) == dims.end()) out.push_back(i);
  return out;
}

Value sum_all(Value v) { return v.rank() == 0 ? v : reduce_sum(v, all_dims(v.rank())); }

// A rank-0 clamp/select operand used against a shaped one, broadcast to `shape`.
Value expand(Value v, const Shape& shape) {
  return v.rank() == 0 && !shape.empty() ? broadcast_in_dim(v, shape, {}) : v;
}

// Broadcasting undone, in the one place it is: the cotangent `g` of broadcast_in_dim(x,
// g.shape, dims) summed back to x's shape. Result dims that x lacks, and dims where x had
// size 1 and was stretched, are summed; the rest are put back in x's dimension order.
Value unbroadcast(Value g, Value x, const Dims& dims) {
  const Shape& xs = x.shape();
  Dims summed = complement(g.rank(), dims);
  Dims kept;  // operand dims that survive the sum, in operand order
  for (int64_t i = 0; i < x.rank(); ++i) {
    if (xs[i] == 1 && g.shape()[dims[i]] != 1)
      summed.push_back(dims[i]);
    else
      kept.push_back(i);
  }
  std::sort(summed.begin(), summed.end());
  Value s = summed.empty() ? g : reduce_sum(g, summed);
  // The surviving result dims are in increasing order; x may have listed them otherwise.
  Dims order;
  for (int64_t i : kept) order.push_back(dims[i]);
  Dims sorted = order;
  std::sort(sorted.begin(), sorted.end());
  if (order != sorted) {
    Dims perm;
    for (int64_t d : order)
      perm.push_back(std::find(sorted.begin(), sorted.end(), d) - sorted.begin());
    s = transpose(s, perm);
  }
  return s.shape() == xs ? s : reshape(s, xs);
}

// A rank-0 operand broadcast implicitly (clamp's bounds) gets the sum of the cotangent.
Value sum_to_operand(Value g, Value operand) { return operand.rank() == 0 ? sum_all(g) : g; }

// True when v is a rank-0 constant equal to `value`.
bool is_constant(Value v, double value) {
  return v.node->kind == OpKind::Constant && v.rank() == 0 &&
         v.node->get<ConstantAttr>().value.get(0) == value;
}

// The binary op a reduce-like region applies, when the region is exactly `p0 OP p1`.
std::optional<OpKind> body_op(const Block& region) {
  std::vector<Value> p = region.parameters();
  if (p.size() != 2 || region.results.size() != 1) return std::nullopt;
  const Node* n = region.results[0].node;
  if (n->kind != OpKind::Add && n->kind != OpKind::Maximum && n->kind != OpKind::Minimum)
    return std::nullopt;
  bool reads_both = (n->operands[0] == p[0] && n->operands[1] == p[1]) ||
                    (n->operands[0] == p[1] && n->operands[1] == p[0]);
  return reads_both ? std::optional<OpKind>(n->kind) : std::nullopt;
}

// ---- reductions -------------------------------------------------------------------------

// The row-major position (i32, x's shape) of each element of x within its slice over
// `dims`, and the slice's element count.
std::pair<Value, int64_t> row_major_position(Value x, Dims dims) {
  Block& b = *x.block();
  std::sort(dims.begin(), dims.end());
  TensorType index_type{DType::i32, x.shape()};
  Value position;
  int64_t count = 1;
  for (auto d = dims.rbegin(); d != dims.rend(); ++d) {
    Value term = iota(b, index_type, *d);
    if (count > 1)
      term = multiply(term, broadcast_in_dim(constant(b, count, DType::i32), x.shape(), {}));
    position = position ? add(position, term) : term;
    count *= x.shape()[*d];
  }
  // Nothing reduced: every element is alone in its slice.
  if (!position) position = broadcast_in_dim(constant(b, 0, DType::i32), x.shape(), {});
  return {position, count};
}

// Where a max/min reduce of x over `dims` gives its cotangent: the first element (in
// row-major order over the reduced dims) equal to the result y. `mask` is that position
// (i1, x's shape); `none` (i1, y's shape) marks results that no element of x attains,
// which is where the init value won.
struct FirstMatch {
  Value mask, none;
};
FirstMatch first_match(Value x, Value y, const Dims& dims) {
  Block& b = *x.block();
  Dims kept = complement(x.rank(), dims);
  auto [position, count] = row_major_position(x, dims);
  Value no_hit = constant(b, count, DType::i32);
  Value hit = compare(x, broadcast_in_dim(y, x.shape(), kept), CompareDirection::EQ);
  Value candidates = select(hit, position, broadcast_in_dim(no_hit, x.shape(), {}));
  Value first = reduce({&candidates, 1}, {&no_hit, 1}, dims, min_body())[0];
  Value mask = compare(position, broadcast_in_dim(first, x.shape(), kept), CompareDirection::EQ);
  Value none = compare(first, expand(no_hit, first.shape()), CompareDirection::EQ);
  return {mask, none};
}

// A rule for an op whose results each depend on their own operand alone, linearly (the
// collectives): operand i's cotangent is `transpose` of result i's; nothing where result i has
// none (and nothing for operands past the results, e.g. collective_broadcast's roots).
template <typename Transpose>
std::vector<Partial> per_operand(const VjpArgs& a, Transpose transpose) {
  std::vector<Partial> parts;
  for (size_t i = 0; i < a.g.size(); ++i) {
    const Value gi = a.g[i];
    if (gi)
      parts.push_back([=] { return transpose(gi); });
    else
      parts.emplace_back();
  }
  return parts;
}

std::vector<Partial> reduce_rule(const VjpArgs& a) {
  const Node& n = a.node;
  LADDER_CHECK(n.operands.size() == 2, "[reduce] has no VJP rule for a reduce of ",
               n.operands.size() / 2, " inputs (only single-input add/max/min reductions)");
  std::optional<OpKind> op = body_op(*n.regions[0]);
  LADDER_CHECK(op, "[reduce] has no VJP rule for this body (only add, maximum, minimum)");
  Value x = a.x[0], y = a.y[0], g = a.g[0];
  Dims dims = n.get<ReduceAttr>().dims;
  Dims kept = complement(x.rank(), dims);
  if (*op == OpKind::Add)
    return {[=] { return broadcast_in_dim(g, x.shape(), kept); }, [=] { return sum_all(g); }};
  // max/min: the first extremum takes the cotangent; the init takes it where it won.
  return {[=] {
            return keep_where(first_match(x, y, dims).mask, broadcast_in_dim(g, x.shape(), kept));
          },
          [=] { return sum_all(keep_where(first_match(x, y, dims).none, g)); }};
}

// The window attributes with StableHLO's defaults written out.
ReduceWindowAttr with_defaults(ReduceWindowAttr w) {
  size_t r = w.window_dimensions.size();
  if (w.window_strides.empty()) w.window_strides.assign(r, 1);
  if (w.base_dilations.empty()) w.base_dilations.assign(r, 1);
  if (w.window_dilations.empty()) w.window_dilations.assign(r, 1);
  if (w.padding.empty()) w.padding.assign(r, {0, 0});
  return w;
}

int64_t dilated(int64_t size, int64_t dilation) {
  return size == 0 ? 0 : (size - 1) * dilation + 1;
}

// The transpose of a window sum. Forward, out[o] = sum_k xp[o*s + k*wd] over the padded,
// base-dilated input xp. Each x element thus receives the cotangents of the windows that
// cover it: a window sum (window reversed, which a box of ones does not notice) over g
// dilated by the stride and padded so that window i lands on x element i (stride bd).
Value window_sum_transpose(Value g, Value x, const ReduceWindowAttr& w) {
  if (x.type().num_elements() == 0 || g.type().num_elements() == 0) return zeros_like(x);
  Dims low, high, interior;
  for (int64_t d = 0; d < x.rank(); ++d) {
    int64_t window = dilated(w.window_dimensions[d], w.window_dilations[d]);
    int64_t before = window - 1 - w.padding[d].first;
    int64_t span = dilated(x.shape()[d], w.base_dilations[d]) + window - 1;
    low.push_back(before);
    high.push_back(span - dilated(g.shape()[d], w.window_strides[d]) - before);
    interior.push_back(w.window_strides[d] - 1);
  }
  Value padded = pad(g, constant(*g.block(), 0, g.dtype()), low, high, interior);
  return sum_pool(
      padded, ReduceWindowAttr{w.window_dimensions, w.base_dilations, {}, w.window_dilations, {}});
}

std::vector<Partial> reduce_window_rule(const VjpArgs& a) {
  const Node& n = a.node;
  LADDER_CHECK(n.operands.size() == 2, "[reduce_window] has no VJP rule for a reduce_window of ",
               n.operands.size() / 2, " inputs (only single-input add/max/min windows)");
  std::optional<OpKind> op = body_op(*n.regions[0]);
  LADDER_CHECK(op, "[reduce_window] has no VJP rule for this body (only add, maximum, minimum)");
  Value x = a.x[0], g = a.g[0];
  ReduceWindowAttr w = with_defaults(n.get<ReduceWindowAttr>());
  if (*op == OpKind::Add) {
    // The init is added once per window and stands in for every padded or dilation-hole
    // position, so d init = (1 + window size) * sum(g) - sum(dx).
    int64_t window_size = num_elements(w.window_dimensions);
    return {[=] { return window_sum_transpose(g, x, w); },
            [=] {
              Value total = sum_all(g);
              Value per_window = multiply(total, full(total, 1.0 + window_size));
              return subtract(per_window, sum_all(window_sum_transpose(g, x, w)));
            }};
  }
  // max/min windows route each window's cotangent to its first extremum (row-major within
  // the window), which is select_and_scatter with a >= (or <=) select; windows where the
  // init is strictly better than every element give it to the init instead.
  for (size_t d = 0; d < w.window_dimensions.size(); ++d)
    LADDER_CHECK(w.base_dilations[d] == 1 && w.window_dilations[d] == 1,
                 "[reduce_window] has no VJP rule for a dilated max/min window");
  bool is_max = *op == OpKind::Maximum;
  Value init = a.x[1];
  double worst = (is_max ? -1 : 1) * std::numeric_limits<double>::infinity();
  auto init_wins = [=] {
    Value best = reduce_window({&x, 1}, std::vector<Value>{constant(*x.block(), worst, x.dtype())},
                               w, is_max ? max_body() : min_body())[0];
    return compare(expand(init, best.shape()), best,
                   is_max ? CompareDirection::GT : CompareDirection::LT);
  };
  return {[=] {
            BodyBuilder first_wins = [is_max](Block&,
                                              std::span<const Value> p) -> std::vector<Value> {
              return {compare(p[0], p[1], is_max ? CompareDirection::GE : CompareDirection::LE)};
            };
            // With the usual init of -inf (+inf for min) the init never wins.
            Value routed = is_constant(init, worst) ? g : drop_where(init_wins(), g);
            return select_and_scatter(
                x, routed, constant(*x.block(), 0, x.dtype()),
                SelectAndScatterAttr{w.window_dimensions, w.window_strides, w.padding}, first_wins,
                sum_body());
          },
          [=] { return sum_all(keep_where(init_wins(), g)); }};
}

// The direction of a select region that is exactly `p0 >= p1` or `p0 <= p1`.
std::optional<CompareDirection> select_direction(const Block& region) {
  std::vector<Value> p = region.parameters();
  if (p.size() != 2 || region.results.size() != 1) return std::nullopt;
  const Node* n = region.results[0].node;
  if (n->kind != OpKind::Compare || n->operands[0] != p[0] || n->operands[1] != p[1])
    return std::nullopt;
  CompareDirection d = n->get<CompareAttr>().direction;
  if (d != CompareDirection::GE && d != CompareDirection::LE) return std::nullopt;
  return d;
}

// select_and_scatter(x, s, init) adds each window's source value onto the element the
// window selects (the first maximum for >=, the first minimum for <=) of a result filled
// with init. It is linear in s and init and piecewise constant in x (no cotangent). Its
// transpose gathers, ds[w] = g[selected(w)]: a reduce_window over (x, position, g) keeps the
// better value and, on ties, the lower row-major position. That body is associative and
// commutative, so it finds the first extremum whatever order a lowerer folds in. Padding
// holds the worst value at the last position, so it loses to every element of x.
std::vector<Partial> select_and_scatter_rule(const VjpArgs& a) {
  const Node& n = a.node;
  std::optional<CompareDirection> keep = select_direction(*n.regions[0]);
  LADDER_CHECK(keep,
               "[select_and_scatter] has no VJP rule for this select (only a >= b or a <= b)");
  LADDER_CHECK(body_op(*n.regions[1]) == OpKind::Add,
               "[select_and_scatter] has no VJP rule for a scatter other than add");
  Value x = a.x[0], g = a.g[0];
  const SelectAndScatterAttr& s = n.get<SelectAndScatterAttr>();
  ReduceWindowAttr window{s.window_dimensions, s.window_strides, {}, {}, s.padding};
  CompareDirection better =
      *keep == CompareDirection::GE ? CompareDirection::GT : CompareDirection::LT;
  double worst = (*keep == CompareDirection::GE ? -1 : 1) * std::numeric_limits<double>::infinity();
  return {Partial{},
          [=] {
            Block& b = *x.block();
            Value position = row_major_position(x, all_dims(x.rank())).first;
            std::vector<Value> inputs = {x, position, g};
            std::vector<Value> inits = {
                constant(b, worst, x.dtype()),
                constant(b, std::numeric_limits<int32_t>::max(), DType::i32),
                constant(b, 0, g.dtype())};
            BodyBuilder pick = [better](Block&, std::span<const Value> p) {
              // p: accumulators (value, position, g), then elements (value, position, g).
              Value tie = logical_and(compare(p[3], p[0], CompareDirection::EQ),
                                      compare(p[4], p[1], CompareDirection::LT));
              Value take = logical_or(compare(p[3], p[0], better), tie);
              return std::vector<Value>{select(take, p[3], p[0]), select(take, p[4], p[1]),
                                        select(take, p[5], p[2])};
            };
            return reduce_window(inputs, inits, window, pick)[2];
          },
          [=] { return sum_all(g); }};
}

// ---- contractions -----------------------------------------------------------------------

// g in type t, converted at most once however many operand cotangents read it (mixed
// precision: an f32 cotangent of a contraction of bf16 operands is taken back to bf16 once).
std::function<Value()> converted_once(Value g, DType t) {
  auto cache = std::make_shared<Value>();
  return [=] {
    if (!*cache) *cache = g.dtype() == t ? g : convert(g, t);
    return *cache;
  };
}

// Cotangent of one dot_general operand `a` (the other is `b`). g's dims are [batch, lhs
// free, rhs free]. Contracting g's b-free dims with b's free dims (batching the batch dims)
// leaves a's batch, free and contracting dims (the latter in b's contracting order), which
// a transpose puts back in a's order. The product keeps the forward's operand order (g·b
// for the lhs, b·g for the rhs), so a plain matmul needs no transpose. g is the result's
// cotangent taken to the operands' type; the contraction accumulates into `acc` (the result's
// type: wider than a's in mixed precision, when a's cotangent is rounded to a's type once).
Value dot_operand_cotangent(Value g, Value a, Value b, const Dims& a_batch, const Dims& a_contract,
                            const Dims& b_batch, const Dims& b_contract, bool a_is_lhs, DType acc) {
  auto free_dims = [](Value v, Dims batch, const Dims& contract) {
    batch.insert(batch.end(), contract.begin(), contract.end());
    return complement(v.rank(), batch);
  };
  Dims a_free = free_dims(a, a_batch, a_contract), b_free = free_dims(b, b_batch, b_contract);
  int64_t nb = static_cast<int64_t>(a_batch.size());
  int64_t b_free_start = a_is_lhs ? nb + static_cast<int64_t>(a_free.size()) : nb;
  Dims g_batch = all_dims(nb), g_b_free;
  for (size_t i = 0; i < b_free.size(); ++i) g_b_free.push_back(b_free_start + i);
  // a's contracting dims as they come out: sorted by their partners in b.
  std::vector<std::pair<int64_t, int64_t>> by_b;
  for (size_t j = 0; j < a_contract.size(); ++j) by_b.push_back({b_contract[j], a_contract[j]});
  std::sort(by_b.begin(), by_b.end());
  Dims a_contract_out;
  for (auto [bd, ad] : by_b) a_contract_out.push_back(ad);

  Value t;
  Dims order = a_batch;  // t's dim i holds a's dim order[i]
  if (a_is_lhs) {
    t = dot_general(g, b, DotGeneralAttr{g_batch, b_batch, g_b_free, b_free}, acc);
    order.insert(order.end(), a_free.begin(), a_free.end());
    order.insert(order.end(), a_contract_out.begin(), a_contract_out.end());
  } else {
    t = dot_general(b, g, DotGeneralAttr{b_batch, g_batch, b_free, g_b_free}, acc);
    order.insert(order.end(), a_contract_out.begin(), a_contract_out.end());
    order.insert(order.end(), a_free.begin(), a_free.end());
  }
  Dims perm(a.rank());
  for (size_t i = 0; i < order.size(); ++i) perm[order[i]] = static_cast<int64_t>(i);
  if (t.dtype() != a.dtype()) t = convert(t, a.dtype());
  return perm == all_dims(a.rank()) ? t : transpose(t, perm);
}

// Splits axis `axis` of x into (outer, size / outer).
Value split_axis(Value x, int64_t axis, int64_t outer) {
  Shape s = x.shape();
  s[axis] /= outer;
  s.insert(s.begin() + axis, outer);
  return reshape(x, s);
}

// Moves axis `src` in front of axis `dst` and merges the two (src major). `dst` counts
// x's axes with `src` left out.
Value merge_axis_into(Value x, int64_t src, int64_t dst) {
  Dims perm;
  Shape s;
  for (int64_t i = 0; i < x.rank(); ++i)
    if (i != src) perm.push_back(i), s.push_back(x.shape()[i]);
  perm.insert(perm.begin() + dst, src);
  s[dst] *= x.shape()[src];
  return reshape(transpose(x, perm), s);
}

ConvolutionAttr with_defaults(ConvolutionAttr c, int64_t spatial) {
  if (c.window_strides.empty()) c.window_strides.assign(spatial, 1);
  if (c.padding.empty()) c.padding.assign(spatial, {0, 0});
  if (c.lhs_dilation.empty()) c.lhs_dilation.assign(spatial, 1);
  if (c.rhs_dilation.empty()) c.rhs_dilation.assign(spatial, 1);
  return c;
}

// Input cotangent of a convolution: g convolved with the spatially reversed kernel whose
// input and output features trade places (with the feature groups moved into the new
// output features), strides and lhs dilation swapped, padded so the result has x's size.
Value conv_lhs_cotangent(Value g, Value x, Value w, const ConvolutionAttr& c, DType acc) {
  const ConvDimensionNumbers& dn = c.dn;
  int64_t groups = std::max(c.feature_group_count, c.batch_group_count);
  if (groups > 1)
    w = merge_axis_into(split_axis(w, dn.kernel_output_feature, groups), dn.kernel_output_feature,
                        dn.kernel_input_feature);
  ConvolutionAttr t;
  t.window_strides = c.lhs_dilation;
  t.lhs_dilation = c.window_strides;
  t.rhs_dilation = c.rhs_dilation;
  t.feature_group_count = groups;
  t.dn = {dn.output_batch,          dn.output_feature,       dn.output_spatial,
          dn.kernel_output_feature, dn.kernel_input_feature, dn.kernel_spatial,
          dn.input_batch,           dn.input_feature,        dn.input_spatial};
  for (size_t i = 0; i < dn.input_spatial.size(); ++i) {
    int64_t in = dilated(x.shape()[dn.input_spatial[i]], c.lhs_dilation[i]);
    int64_t window = dilated(w.shape()[dn.kernel_spatial[i]], c.rhs_dilation[i]);
    int64_t out = dilated(g.shape()[dn.output_spatial[i]], c.window_strides[i]);
    int64_t before = window - 1 - c.padding[i].first;
    t.padding.push_back({before, in + window - 1 - out - before});
  }
  Value dx = convolution(g, reverse(w, dn.kernel_spatial), t, acc);
  // Batch groups were stacked along the features of the transposed conv; unstack them.
  if (c.batch_group_count > 1)
    dx = merge_axis_into(split_axis(dx, dn.input_feature, c.batch_group_count), dn.input_feature,
                         dn.input_batch);
  return dx;
}

// Kernel cotangent: x convolved with g, where x's batch dim plays the features and g is
// the kernel, strides and rhs dilation swapped. Feature groups become batch groups (and
// batch groups feature groups), so each group's kernel sees only its own channels.
Value conv_rhs_cotangent(Value g, Value x, Value w, const ConvolutionAttr& c, DType acc) {
  const ConvDimensionNumbers& dn = c.dn;
  ConvolutionAttr t;
  t.window_strides = c.rhs_dilation;
  t.lhs_dilation = c.lhs_dilation;
  t.rhs_dilation = c.window_strides;
  t.feature_group_count = c.batch_group_count;
  t.batch_group_count = c.feature_group_count;
  t.dn = {dn.input_feature,        dn.input_batch,           dn.input_spatial,
          dn.output_batch,         dn.output_feature,        dn.output_spatial,
          dn.kernel_input_feature, dn.kernel_output_feature, dn.kernel_spatial};
  for (size_t i = 0; i < dn.input_spatial.size(); ++i) {
    int64_t in = dilated(x.shape()[dn.input_spatial[i]], c.lhs_dilation[i]);
    int64_t window = dilated(w.shape()[dn.kernel_spatial[i]], c.rhs_dilation[i]);
    int64_t out = dilated(g.shape()[dn.output_spatial[i]], c.window_strides[i]);
    int64_t low = c.padding[i].first;
    t.padding.push_back({low, out - in + window - 1 - low});
  }
  return convolution(x, g, t, acc);
}

// A convolution's operand cotangent (`rule` one of the two above) from gn, the result's
// cotangent in the operands' type, accumulated in `acc` (the result's type) and, in mixed
// precision, rounded to the operand's type once.
template <class Rule>
Value conv_cotangent(Rule rule, Value gn, Value x, Value w, const ConvolutionAttr& c, DType acc, DType operand) {
  Value t = rule(gn, x, w, c, acc);
  return t.dtype() == operand ? t : convert(t, operand);
}

// ---- calls ------------------------------------------------------------------------------

using ValueMap = std::unordered_map<Value, Value, ValueHash>;

std::unique_ptr<Block> copy_region(const Block& region, const ValueMap& outer);

// `v` as the copy reads it: its mapped copy, or itself when it lies outside the block being
// copied (a value the region captures, which the copy captures too).
Value copied(const ValueMap& map, Value v, const Block& from) {
  auto it = map.find(v);
  if (it != map.end()) return it->second;
  LADDER_CHECK(v.block() != &from, "[autodiff] copying a block: a value of ",
               type_string(v.type()), " is used before its definition");
  return v;
}

// Appends copies of `from`'s non-parameter nodes to `to`, reading operands through `map`
// and recording the copies' results in it. Nested regions see `map`, so they read the
// copies of the outer values they capture.
void copy_nodes(const Block& from, Block& to, ValueMap& map) {
  for (const auto& node : from.nodes) {
    if (node->kind == OpKind::Parameter) continue;
    std::vector<Value> operands;
    for (Value v : node->operands) operands.push_back(copied(map, v, from));
    std::vector<std::unique_ptr<Block>> regions;
    for (const auto& r : node->regions) regions.push_back(copy_region(*r, map));
    Node* copy = to.append(node->kind, operands, node->results, node->attr, std::move(regions));
    for (int i = 0; i < node->num_results(); ++i) map[node->result(i)] = copy->result(i);
  }
}

std::unique_ptr<Block> copy_region(const Block& region, const ValueMap& outer) {
  std::vector<TensorType> types;
  for (Value p : region.parameters()) types.push_back(p.type());
  std::unique_ptr<Block> copy = make_region(types);
  ValueMap map = outer;
  std::vector<Value> params = region.parameters(), new_params = copy->parameters();
  for (size_t i = 0; i < params.size(); ++i) map[params[i]] = new_params[i];
  copy_nodes(region, *copy, map);
  for (Value r : region.results) copy->results.push_back(copied(map, r, region));
  return copy;
}

// A call is differentiated by inlining a copy of the callee (recomputing its forward
// values) and running reverse mode over the copy. Each parameter whose cotangent is wanted
// is bound to a fresh reshape of its argument, so an argument passed twice collects both
// contributions.
std::vector<Value> call_cotangents(const VjpArgs& a) {
  const Node& n = a.node;
  const std::string& name = n.get<CallAttr>().callee;
  Module* module = n.parent->module();
  const Function* callee = module ? module->find(name) : nullptr;
  LADDER_CHECK(callee, "[call] callee @", name, " not found while differentiating");
  Block& block = *n.parent;
  ValueMap map;
  std::vector<Value> params = callee->body.parameters(), bound;
  for (size_t i = 0; i < params.size(); ++i) {
    bound.push_back(a.wanted[i] ? reshape(a.x[i], a.x[i].shape()) : a.x[i]);
    map[params[i]] = bound.back();
  }
  copy_nodes(callee->body, block, map);
  std::vector<Value> outputs, cotangents, wrt;
  for (size_t i = 0; i < a.g.size(); ++i)
    if (a.g[i]) outputs.push_back(map.at(callee->body.results[i])), cotangents.push_back(a.g[i]);
  for (size_t i = 0; i < bound.size(); ++i)
    if (a.wanted[i]) wrt.push_back(bound[i]);
  std::vector<Value> found = vjp(outputs, cotangents, wrt), out(bound.size());
  for (size_t i = 0, k = 0; i < bound.size(); ++i)
    if (a.wanted[i]) out[i] = found[k++];
  return out;
}

// Rules that build one backward construction for all their values (an inlined callee, a
// backward loop): the first Partial run builds it and yields the cotangent of every wanted
// value (operands, then captured values), and the others read theirs from it.
std::vector<Partial> built_once(const VjpArgs& a, std::function<std::vector<Value>()> build) {
  auto cotangents = std::make_shared<std::vector<Value>>();
  std::vector<Partial> partials;
  for (size_t i = 0; i < a.wanted.size(); ++i)
    partials.push_back([=]() {
      if (cotangents->empty()) *cotangents = build();
      return (*cotangents)[i];
    });
  return partials;
}

std::vector<Partial> call_rule(const VjpArgs& a) {
  return built_once(a, [a] { return call_cotangents(a); });
}

// ---- control flow -----------------------------------------------------------------------
// while, if and case are differentiated by new control flow whose regions recompute a copy
// of the original region and run reverse mode over it (vjp() inside the region). The
// builders want operands of one block and vjp() wants its outputs and wrt in one, so every
// outer value a new region reads (the captures, the cotangents) is first bound to an alias
// inside it.

// An alias of the outer value `v` inside `region`: a constant is copied (so it still reads
// as a constant, to rules and to the trip count of a nested loop), anything else captured.
Value alias_in(Block& region, Value v) {
  if (v.node->kind == OpKind::Constant)
    return region.append(OpKind::Constant, {}, {v.type()}, v.node->attr)->result(0);
  return capture(region, v);
}

// Maps each value the node captures to an alias in `region`; returns the wanted ones' aliases.
std::vector<Value> alias_captures(const VjpArgs& a, Block& region, ValueMap& map) {
  std::vector<Value> wanted;
  for (size_t k = 0; k < a.captured.size(); ++k) {
    map[a.captured[k]] = alias_in(region, a.captured[k]);
    if (a.wanted[a.x.size() + k]) wanted.push_back(map[a.captured[k]]);
  }
  return wanted;
}

// vjp() inside a region, where no output reached by a cotangent leaves every wrt with zeros.
std::vector<Value> region_vjp(std::span<const Value> outputs, std::span<const Value> cotangents,
                              std::span<const Value> wrt) {
  if (!outputs.empty()) return vjp(outputs, cotangents, wrt);
  std::vector<Value> zeros;
  for (Value v : wrt) zeros.push_back(zeros_like(v));
  return zeros;
}

// The wanted captured values' cotangents, `found` in order, spread over all of a's values
// (operands first, which get none here).
std::vector<Value> per_captured_value(const VjpArgs& a, std::span<const Value> found) {
  std::vector<Value> out(a.wanted.size());
  for (size_t j = a.x.size(), k = 0; j < a.wanted.size(); ++j)
    if (a.wanted[j]) out[j] = found[k++];
  return out;
}

// if / case: a backward if (case) on the same pred (index) takes the same branch, so an
// untaken branch is never evaluated and cannot leak a NaN. Branch k copies branch k and
// gives the cotangent of each wanted captured value (zeros where the branch does not read
// it). pred and index are not floats: no cotangent.
std::vector<Value> branch_cotangents(const VjpArgs& a) {
  const Node& n = a.node;
  std::vector<BodyBuilder> branches;
  for (const auto& region : n.regions)
    branches.push_back([&a, original = region.get()](Block& b, std::span<const Value>) {
      ValueMap map;
      const std::vector<Value> wrt = alias_captures(a, b, map);
      copy_nodes(*original, b, map);
      std::vector<Value> outputs, cotangents;
      for (size_t i = 0; i < a.g.size(); ++i)
        if (a.g[i]) {
          outputs.push_back(copied(map, original->results[i], *original));
          cotangents.push_back(alias_in(b, a.g[i]));
        }
      return region_vjp(outputs, cotangents, wrt);
    });
  const std::vector<Value> found = n.kind == OpKind::If
                                       ? if_then_else(a.x[0], branches[0], branches[1])
                                       : case_of(a.x[0], branches);
  return per_captured_value(a, found);
}

std::optional<double> scalar_constant(Value v) {
  if (v.node->kind != OpKind::Constant || v.rank() != 0) return std::nullopt;
  return v.node->get<ConstantAttr>().value.get(0);
}

// The most iterations a differentiated loop may run: its states are all recorded.
constexpr int64_t kMaxTrips = int64_t{1} << 24;

// A loop whose trip count follows from constants alone: cond returns compare(i, L) (or
// compare(L, i)) for a carried integer i that starts at a constant and that the body steps
// by a constant (i + C, C + i or i - C), L a constant or a carried value that starts at a
// constant and that the body returns unchanged. The count is found by running the counter.
int64_t fixed_trip_count(const Node& n) {
  const Block& cond = *n.regions[0];
  const Block& body = *n.regions[1];
  const std::vector<Value> cp = cond.parameters(), bp = body.parameters();
  auto refuse = [](std::string_view why) {
    return Error(cat("[while] has no VJP rule for a loop whose trip count is not fixed (", why,
                     "; expected cond to return compare(i, L) with i a carried integer that starts "
                     "at a constant and that the body steps by a constant, i + C or i - C, and L "
                     "a constant or a carried value that starts at a constant and that the body "
                     "returns unchanged)"));
  };
  const Node* test = cond.results[0].node;
  if (test->kind != OpKind::Compare) throw refuse("cond does not return a compare");
  auto limit_of = [&](Value v) -> std::optional<double> {
    for (size_t j = 0; j < cp.size(); ++j)
      if (v == cp[j]) {
        if (body.results[j] != bp[j]) return std::nullopt;
        return scalar_constant(n.operands[j]);
      }
    return scalar_constant(v);
  };
  auto step_of = [&](size_t i) -> std::optional<double> {
    const Node* next = body.results[i].node;
    if (next->kind != OpKind::Add && next->kind != OpKind::Subtract) return std::nullopt;
    const Value p = next->operands[0], q = next->operands[1];
    const bool minus = next->kind == OpKind::Subtract;
    if (p == bp[i] && scalar_constant(q)) return (minus ? -1 : 1) * *scalar_constant(q);
    if (!minus && q == bp[i]) return scalar_constant(p);
    return std::nullopt;
  };
  const CompareDirection direction = test->get<CompareAttr>().direction;
  for (int side = 0; side < 2; ++side) {
    const Value counter = test->operands[side];
    const auto it = std::find(cp.begin(), cp.end(), counter);
    if (it == cp.end() || !is_integer(counter.dtype())) continue;
    const size_t i = static_cast<size_t>(it - cp.begin());
    const std::optional<double> limit = limit_of(test->operands[1 - side]),
                                start = scalar_constant(n.operands[i]), step = step_of(i);
    if (!limit || !start || !step) continue;
    int64_t trips = 0;
    for (double v = *start; side == 0 ? ir::holds(direction, v, *limit) : ir::holds(direction, *limit, v);
         v += *step)
      if (++trips > kMaxTrips) throw refuse(cat("the counter would run more than ", kMaxTrips, " iterations"));
    return trips;
  }
  throw refuse("no carried counter with a constant start, step and limit was found");
}

// while with a fixed trip count N, as JAX's scan: a recording loop stacks the carried values
// each iteration starts from ([N, ...] per value), then a reverse loop over k = N-1 ... 0
// recomputes iteration k from its stacked state and runs reverse mode over the copy, carrying
// the float carried values' cotangents and summing the captured values' cotangents.
std::vector<Value> while_cotangents(const VjpArgs& a, int64_t trips) {
  const Node& n = a.node;
  const Block& body = *n.regions[1];
  const std::vector<Value> params = body.parameters();
  const size_t m = a.x.size();
  std::vector<Value> out(a.wanted.size());
  std::vector<size_t> floats;  // the carried values that have cotangents
  for (size_t j = 0; j < m; ++j)
    if (is_float(a.x[j].dtype())) floats.push_back(j);
  std::vector<Value> wanted_captures;
  for (size_t k = 0; k < a.captured.size(); ++k)
    if (a.wanted[m + k]) wanted_captures.push_back(a.captured[k]);
  if (trips == 0) {  // the identity
    for (size_t j : floats) out[j] = a.g[j] ? a.g[j] : zeros_like(a.x[j]);
    for (size_t j = m; j < a.wanted.size(); ++j)
      if (a.wanted[j]) out[j] = zeros_like(a.captured[j - m]);
    return out;
  }
  Block& block = *n.parent;
  auto stacked = [trips](Value v) {
    Shape s = {trips};
    s.insert(s.end(), v.shape().begin(), v.shape().end());
    return s;
  };
  auto at = [](Value k, Value v) {  // start indices (k, 0, ...) into v's stack
    std::vector<Value> starts = {k};
    for (int64_t d = 0; d < v.rank(); ++d) starts.push_back(constant(*k.block(), 0, DType::i32));
    return starts;
  };

  // (a) Record: carried (state..., k, stacks...).
  std::vector<Value> recording(a.x.begin(), a.x.end());
  recording.push_back(constant(block, 0, DType::i32));
  for (size_t j = 0; j < m; ++j)
    recording.push_back(broadcast_in_dim(constant(block, 0, a.x[j].dtype()), stacked(a.x[j]), {}));
  const std::vector<Value> recorded = while_loop(
      recording,
      [m, trips](Block& c, std::span<const Value> p) {
        return std::vector<Value>{compare(p[m], constant(c, trips, DType::i32), CompareDirection::LT)};
      },
      [&](Block& b, std::span<const Value> p) {
        ValueMap map;
        for (size_t j = 0; j < m; ++j) map[params[j]] = p[j];
        copy_nodes(body, b, map);
        std::vector<Value> next;
        for (size_t j = 0; j < m; ++j) next.push_back(copied(map, body.results[j], body));
        next.push_back(add(p[m], constant(b, 1, DType::i32)));
        for (size_t j = 0; j < m; ++j) {
          Shape one = stacked(p[j]);
          one[0] = 1;
          next.push_back(dynamic_update_slice(p[m + 1 + j], reshape(p[j], one), at(p[m], p[j])));
        }
        return next;
      });
  const std::vector<Value> stacks(recorded.begin() + static_cast<std::ptrdiff_t>(m + 1), recorded.end());

  // (b) Reverse: carried (k, cotangents of the float carried values, captured sums).
  std::vector<Value> reverse = {constant(block, static_cast<double>(trips - 1), DType::i32)};
  for (size_t j : floats) reverse.push_back(a.g[j] ? a.g[j] : zeros_like(a.x[j]));
  for (Value c : wanted_captures) reverse.push_back(zeros_like(c));
  const size_t f = floats.size();
  const std::vector<Value> back = while_loop(
      reverse,
      [](Block& c, std::span<const Value> p) {
        return std::vector<Value>{compare(p[0], constant(c, 0, DType::i32), CompareDirection::GE)};
      },
      [&](Block& b, std::span<const Value> p) {
        ValueMap map;
        const std::vector<Value> capture_aliases = alias_captures(a, b, map);
        std::vector<Value> wrt;
        for (size_t j = 0; j < m; ++j) {
          Value stack = alias_in(b, stacks[j]);
          Shape one = stack.shape();
          one[0] = 1;
          Value state = reshape(dynamic_slice(stack, at(p[0], a.x[j]), one), a.x[j].shape());
          map[params[j]] = state;
          if (is_float(state.dtype())) wrt.push_back(state);
        }
        wrt.insert(wrt.end(), capture_aliases.begin(), capture_aliases.end());
        copy_nodes(body, b, map);
        std::vector<Value> outputs;
        for (size_t j : floats) outputs.push_back(copied(map, body.results[j], body));
        const std::vector<Value> found = region_vjp(outputs, p.subspan(1, f), wrt);
        std::vector<Value> next = {subtract(p[0], constant(b, 1, DType::i32))};
        next.insert(next.end(), found.begin(), found.begin() + static_cast<std::ptrdiff_t>(f));
        for (size_t t = 0; t < capture_aliases.size(); ++t) next.push_back(add(p[1 + f + t], found[f + t]));
        return next;
      });

  // (c) The operands' and captured values' cotangents.
  for (size_t q = 0; q < f; ++q) out[floats[q]] = back[1 + q];
  for (size_t j = m, t = 0; j < a.wanted.size(); ++j)
    if (a.wanted[j]) out[j] = back[1 + f + t++];
  return out;
}

std::vector<Partial> while_rule(const VjpArgs& a) {
  const int64_t trips = fixed_trip_count(a.node);
  return built_once(a, [a, trips] { return while_cotangents(a, trips); });
}

std::vector<Partial> branch_rule(const VjpArgs& a) {
  return built_once(a, [a] { return branch_cotangents(a); });
}

}  // namespace

// ---- gather and scatter -----------------------------------------------------------------

bool in_dims(const Dims& dims, int64_t d) { return std::find(dims.begin(), dims.end(), d) != dims.end(); }

// `values[k]` at entry k of every index vector of `indices` (along index_vector_dim), in the
// indices' shape and dtype.
Value per_index_entry(Value indices, int64_t index_vector_dim, const std::vector<double>& values) {
  const int64_t r = indices.rank();
  Value v = constant(*indices.block(), Tensor::from_doubles(indices.dtype(), {static_cast<int64_t>(values.size())}, values));
  if (index_vector_dim < r) return broadcast_in_dim(v, indices.shape(), {index_vector_dim});
  v = reshape(v, {});
  return r > 0 ? broadcast_in_dim(v, indices.shape(), {}) : v;
}

// The start indices clamped as gather clamps them, so that a scatter with them (which skips
// what falls outside instead) lands where the gather read.
Value clamped_start_indices(Value indices, const GatherAttr& a, const Shape& operand) {
  std::vector<double> highest;
  for (int64_t d : a.start_index_map) highest.push_back(static_cast<double>(operand[d] - a.slice_sizes[d]));
  return minimum(maximum(indices, zeros_like(indices)), per_index_entry(indices, a.index_vector_dim, highest));
}

// The scatter-add that sends each element a gather read back to where it came from.
ScatterAttr scatter_of_gather(const GatherAttr& a) {
  return ScatterAttr{a.offset_dims, a.collapsed_slice_dims, a.operand_batching_dims, a.start_indices_batching_dims,
                     a.start_index_map, a.index_vector_dim, a.indices_are_sorted, false};
}

// The gather that reads, for each update of a scatter, the element the update lands on.
GatherAttr gather_of_scatter(const ScatterAttr& a, int64_t input_rank, const Shape& updates) {
  GatherAttr g{a.update_window_dims, a.inserted_window_dims, a.input_batching_dims, a.scatter_indices_batching_dims,
               a.scatter_dims_to_operand_dims, a.index_vector_dim, {}, a.indices_are_sorted};
  for (int64_t d = 0, w = 0; d < input_rank; ++d)
    g.slice_sizes.push_back(in_dims(a.inserted_window_dims, d) || in_dims(a.input_batching_dims, d)
                                ? 1 : updates[a.update_window_dims[w++]]);
  return g;
}

// gather's operand gets the cotangent added back where each element was read from.
std::vector<Partial> gather_rule(const VjpArgs& args) {
  const GatherAttr attr = args.node.get<GatherAttr>();
  const Value operand = args.x[0], indices = args.x[1], g = args.g[0];
  return {[=] {
            const std::vector<Value> inputs = {zeros_like(operand)}, updates = {g};
            return scatter(inputs, clamped_start_indices(indices, attr, operand.shape()), updates,
                           scatter_of_gather(attr), sum_body())[0];
          },
          Partial{}};
}

// A scatter that adds: the input's cotangent passes through, each update's is the cotangent
// where it landed (0 for one that fell outside).
std::vector<Partial> scatter_rule(const VjpArgs& args) {
  const Node& n = args.node;
  LADDER_CHECK(n.operands.size() == 3 && body_op(*n.regions[0]) == OpKind::Add,
               "[scatter] has a VJP rule only for one input whose update computation adds (scatter-add); "
               "this one has ", n.operands.size() / 2, " input(s) and another body");
  const ScatterAttr attr = n.get<ScatterAttr>();
  const Value input = args.x[0], indices = args.x[1], updates = args.x[2], g = args.g[0];
  return {[=] { return g; }, Partial{},
          [=] {
            // Updates that fell outside read zeros: g padded by a window on both sides of each
            // indexed dim, with the indices shifted to match, so that gather's clamping only
            // ever moves a window that lies wholly in the padding.
            const GatherAttr read = gather_of_scatter(attr, input.rank(), updates.shape());
            Dims margin(static_cast<size_t>(input.rank()), 0);
            std::vector<double> shift;
            for (int64_t d : attr.scatter_dims_to_operand_dims) {
              margin[d] = read.slice_sizes[d];
              shift.push_back(static_cast<double>(margin[d]));
            }
            Value padded = pad(g, constant(*g.block(), 0, g.dtype()), margin, margin);
            return gather(padded, add(indices, per_index_entry(indices, attr.index_vector_dim, shift)), read);
          }};
}

// ---- sort ---------------------------------------------------------------------------------

// sort moves elements, so each input's cotangent is its result's sent back through the
// permutation. The permutation is a position iota sorted along with the inputs (under a copy
// of the comparator, which does not read it); sorting the cotangent keyed by the permutation
// puts each element back where it came from. One permutation serves every input.
std::vector<Partial> sort_rule(const VjpArgs& a) {
  const Node& n = a.node;
  const SortAttr attr = n.get<SortAttr>();
  const Block* comparator = n.regions[0].get();
  const std::vector<Value> inputs(a.x.begin(), a.x.end());
  auto permutation = std::make_shared<Value>();
  auto permute_back = [=](Value g) {
    if (!*permutation) {
      const Value x = inputs[0];
      const int64_t axis = attr.axis(x.rank());
      const DType position_type = x.shape()[axis] <= std::numeric_limits<int32_t>::max() ? DType::i32 : DType::i64;
      std::vector<Value> with_positions = inputs;
      with_positions.push_back(iota(*x.block(), {position_type, x.shape()}, axis));
      *permutation = ir::sort(with_positions, attr.dimension, attr.is_stable,
                          [comparator](Block& b, std::span<const Value> p) -> std::vector<Value> {
                            ValueMap map;
                            const std::vector<Value> params = comparator->parameters();
                            for (size_t k = 0; k < params.size(); ++k) map[params[k]] = p[k];
                            copy_nodes(*comparator, b, map);
                            return {map.at(comparator->results[0])};
                          })
                         .back();
    }
    const std::vector<Value> keyed = {*permutation, g};
    return ir::sort(keyed, attr.dimension, false, compare_body(CompareDirection::LT))[1];
  };
  std::vector<Partial> parts;
  for (size_t i = 0; i < a.x.size(); ++i) {
    const Value x = a.x[i], g = a.g[i];
    parts.push_back([=] { return g ? permute_back(g) : zeros_like(x); });
  }
  return parts;
}

// ---- linear algebra ---------------------------------------------------------------------
// Matrices are the last two dims; the others are batch dims, carried through every product.

// Where, in v's shape, the matrix row index stands `direction` to the column index
// (GT: strictly below the diagonal, EQ: on it, ...).
Value triangle(Value v, CompareDirection direction) {
  TensorType index_type{DType::i32, v.shape()};
  return compare(iota(*v.block(), index_type, v.rank() - 2), iota(*v.block(), index_type, v.rank() - 1),
                 direction);
}

Value swap_last_two(Value v) {
  Dims perm = all_dims(v.rank());
  std::swap(perm[perm.size() - 2], perm[perm.size() - 1]);
  return transpose(v, perm);
}

// u v^T per batch (contract = last dim) or u^T v (contract = the row dim).
Value batch_product(Value u, Value v, bool contract_rows) {
  const int64_t r = u.rank(), c = contract_rows ? r - 2 : r - 1;
  Dims batch = all_dims(r - 2);
  return dot_general(u, v, DotGeneralAttr{batch, batch, {c}, {c}});
}

// x = op(a)^-1 b (left) or b op(a)^-1 (right), op(a) = m. b's cotangent solves the transposed
// system with g; m's is -db x^T (left) or -x^T db (right), a's is m's (transposed back when
// op transposes), kept on the triangle the op reads.
std::vector<Partial> triangular_solve_rule(const VjpArgs& args) {
  const TriangularSolveAttr attr = args.node.get<TriangularSolveAttr>();
  const Value a = args.x[0], g = args.g[0], x = args.y[0];
  TriangularSolveAttr flipped = attr;
  flipped.transpose_a = attr.transpose_a == TransposeKind::NO_TRANSPOSE ? TransposeKind::TRANSPOSE
                                                                         : TransposeKind::NO_TRANSPOSE;
  auto db = [=] { return triangular_solve(a, g, flipped); };
  auto da = [=] {
    const Value d = db();
    const bool transposed = attr.transpose_a != TransposeKind::NO_TRANSPOSE;
    // left: dm = -d x^T, dm^T = -x d^T; right: dm = -x^T d, dm^T = -d^T x.
    const bool d_first = attr.left_side != transposed;
    Value dm = negate(d_first ? batch_product(d, x, !attr.left_side) : batch_product(x, d, !attr.left_side));
    using CD = CompareDirection;
    const CD read = attr.lower ? (attr.unit_diagonal ? CD::GT : CD::GE) : (attr.unit_diagonal ? CD::LT : CD::LE);
    return keep_where(triangle(dm, read), dm);
  };
  return {da, db};
}

// l = cholesky(a) (lower) reads s = tril(a) + tril(a, -1)^T. With s's cotangent
// sbar = l^-T phi(l^T lbar) l^-1, phi keeping the lower triangle and halving the diagonal
// (Murray 2016, "Differentiation of the Cholesky decomposition"), a's cotangent is
// sbar + sbar^T below the diagonal and sbar on it. The upper factor u = l^T of a^T's lower
// triangle mirrors all of it.
std::vector<Partial> cholesky_rule(const VjpArgs& args) {
  const bool lower = args.node.get<CholeskyAttr>().lower;
  const Value y = args.y[0], g = args.g[0];
  return {[=] {
    using CD = CompareDirection;
    const Value l = lower ? y : swap_last_two(y), lbar = lower ? g : swap_last_two(g);
    const Value p = batch_product(l, lbar, true);
    const Value phi = select(triangle(p, CD::GT), p, multiply(p, full(p, 0.5)));
    const Value phi_lower = keep_where(triangle(p, CD::GE), phi);
    const Value z = triangular_solve(l, phi_lower, {true, true, false, TransposeKind::TRANSPOSE});
    const Value sbar = triangular_solve(l, z, {false, true, false, TransposeKind::NO_TRANSPOSE});
    const Value both = add(sbar, swap_last_two(sbar));
    const Value off = select(triangle(sbar, lower ? CD::GT : CD::LT), both, zeros_like(both));
    return select(triangle(sbar, CD::EQ), sbar, off);
  }};
}

// ---- the table ----------------------------------------------------------------------------

std::vector<Partial> vjp_rule(const VjpArgs& a) {
  const Node& n = a.node;
  auto x = [operands = a.x](size_t i) { return operands[i]; };
  Value g = a.g.empty() ? Value{} : a.g[0];
  Value y = a.y.empty() ? Value{} : a.y[0];
  using CD = CompareDirection;
  // Autodiff is real: a cotangent through complex values would need complex (Wirtinger) rules.
  const bool complex_values =
      std::any_of(n.operands.begin(), n.operands.end(), [](Value v) { return is_complex(v.dtype()); }) ||
      std::any_of(n.results.begin(), n.results.end(), [](const TensorType& t) { return is_complex(t.dtype); });
  if (complex_values)
    throw Error(cat("[", ir::op_short_name(n.kind), "] has no VJP through complex values (result ",
                    type_string(n.results[0]), "); autodiff differentiates real values only"));
  switch (n.kind) {
    // No float flows through these, or they are piecewise constant: no cotangent.
    case OpKind::Parameter:
    case OpKind::Constant:
    case OpKind::Iota:
    case OpKind::ReplicaId:
    case OpKind::RngBitGenerator:  // its bits follow from the integer state alone: constants, as in JAX
    case OpKind::PartitionId:
    case OpKind::Floor:
    case OpKind::Ceil:
    case OpKind::RoundNearestAfz:
    case OpKind::RoundNearestEven:
    case OpKind::IsFinite:
    case OpKind::Sign:
    case OpKind::Not:
    case OpKind::Popcnt:
    case OpKind::CountLeadingZeros:
    case OpKind::Imag:  // of a real number: 0
    case OpKind::And:
    case OpKind::Or:
    case OpKind::Xor:
    case OpKind::ShiftLeft:
    case OpKind::ShiftRightArithmetic:
    case OpKind::ShiftRightLogical:
    case OpKind::BitcastConvert:
    case OpKind::Compare: return {};

    case OpKind::Convert: {
      Value v = x(0);
      return {[=] { return convert(g, v.dtype()); }};
    }
    // |x|'(0) = 0: sign(0) is 0.
    case OpKind::Abs: return {[=] { return multiply(g, sign(x(0))); }};
    case OpKind::Negate: return {[=] { return negate(g); }};
    case OpKind::Real: return {[=] { return g; }};  // of a real number: itself
    // complex's result is complex (refused above).
    case OpKind::Complex: throw InternalError("vjp_rule: complex reached its rule");
    case OpKind::Exp: return {[=] { return multiply(g, y); }};
    case OpKind::Log: return {[=] { return divide(g, x(0)); }};
    case OpKind::Sqrt: return {[=] { return divide(g, multiply(full(y, 2), y)); }};
    // y = x^-1/2, dy/dx = -y / (2x)
    case OpKind::Rsqrt:
      return {[=] { return multiply(g, divide(y, multiply(full(y, -2), x(0)))); }};
    case OpKind::Tanh: return {[=] { return multiply(g, subtract(full(y, 1), multiply(y, y))); }};
    case OpKind::Tan: return {[=] { return multiply(g, add(full(y, 1), multiply(y, y))); }};
    case OpKind::Logistic:
      return {[=] { return multiply(g, multiply(y, subtract(full(y, 1), y))); }};
    case OpKind::Sine: return {[=] { return multiply(g, cosine(x(0))); }};
    case OpKind::Cosine: return {[=] { return negate(multiply(g, sine(x(0)))); }};
    // erf'(x) = 2/sqrt(pi) exp(-x^2)
    case OpKind::Erf:
      return {[=] {
        Value v = x(0);
        Value bell = exp(negate(multiply(v, v)));
        return multiply(g, multiply(full(v, 2 / std::sqrt(std::numbers::pi)), bell));
      }};

    // cbrt'(x) = 1 / (3 y^2), infinite at 0.
    case OpKind::Cbrt: return {[=] { return divide(g, multiply(full(y, 3), multiply(y, y))); }};
    case OpKind::ExpMinusOne: return {[=] { return multiply(g, add(y, full(y, 1))); }};
    case OpKind::LogPlusOne: return {[=] { return divide(g, add(x(0), full(x(0), 1))); }};

    case OpKind::Add: return {[=] { return g; }, [=] { return g; }};
    case OpKind::Subtract: return {[=] { return g; }, [=] { return negate(g); }};
    case OpKind::Multiply:
      return {[=] { return multiply(g, x(1)); }, [=] { return multiply(g, x(0)); }};
    // d/db (a/b) = -a/b^2 = -y/b
    case OpKind::Divide:
      return {[=] { return divide(g, x(1)); },
              [=] { return negate(divide(multiply(g, y), x(1))); }};
    // Ties go to the second operand, so maximum(x, 0) has ReLU'(0) = 0.
    case OpKind::Maximum:
      return {[=] { return keep_where(compare(x(0), x(1), CD::GT), g); },
              [=] { return drop_where(compare(x(0), x(1), CD::GT), g); }};
    case OpKind::Minimum:
      return {[=] { return keep_where(compare(x(0), x(1), CD::LT), g); },
              [=] { return drop_where(compare(x(0), x(1), CD::LT), g); }};
    // d/da a^b = b a^(b-1); d/db a^b = a^b log a, taken as 0 where a = 0.
    case OpKind::Power:
      return {
          [=] { return multiply(g, multiply(x(1), power(x(0), subtract(x(1), full(x(1), 1))))); },
          [=] {
            Value base = x(0);
            Value safe = select(compare(base, zeros_like(base), CD::EQ), full(base, 1), base);
            return multiply(g, multiply(y, log(safe)));
          }};
    // remainder(a, b) = a - b trunc(a/b): d/da = 1, d/db = -trunc(a/b) = (y - a) / b (the
    // quotient's steps are kinks, where a/b is an integer).
    case OpKind::Remainder:
      return {[=] { return g; }, [=] { return multiply(g, divide(subtract(y, x(0)), x(1))); }};
    // atan2(a, b) = the angle of (b, a): d/da = b / (a^2 + b^2), d/db = -a / (a^2 + b^2).
    case OpKind::Atan2: {
      auto norm2 = [=] { return add(multiply(x(0), x(0)), multiply(x(1), x(1))); };
      return {[=] { return divide(multiply(g, x(1)), norm2()); },
              [=] { return negate(divide(multiply(g, x(0)), norm2())); }};
    }
    // clamp(lo, x, hi) = minimum(maximum(x, lo), hi) with the ties of maximum/minimum:
    // at x == lo the cotangent goes to lo, at x == hi to hi (so ReLU6'(0) = ReLU6'(6) = 0).
    case OpKind::Clamp: {
      auto below_hi = [=] {
        Value m = maximum(x(1), expand(x(0), x(1).shape()));
        return compare(m, expand(x(2), x(1).shape()), CD::LT);
      };
      auto above_lo = [=] { return compare(x(1), expand(x(0), x(1).shape()), CD::GT); };
      return {
          [=] { return sum_to_operand(drop_where(above_lo(), keep_where(below_hi(), g)), x(0)); },
          [=] { return keep_where(logical_and(above_lo(), below_hi()), g); },
          [=] { return sum_to_operand(drop_where(below_hi(), g), x(2)); }};
    }
    case OpKind::Select:
      return {Partial{}, [=] { return keep_where(x(0), g); }, [=] { return drop_where(x(0), g); }};

    case OpKind::BroadcastInDim: {
      Dims dims = n.get<BroadcastInDimAttr>().dims;
      return {[=] { return unbroadcast(g, x(0), dims); }};
    }
    case OpKind::Reshape: return {[=] { return reshape(g, x(0).shape()); }};
    // JAX's rule: reduce_precision taken as linear, its cotangent rounded alike (a
    // straight-through estimator; the true derivative is 0 between the rounding steps).
    case OpKind::ReducePrecision: {
      const auto& r = n.get<ReducePrecisionAttr>();
      return {[=, e = r.exponent_bits, m = r.mantissa_bits] { return reduce_precision(g, e, m); }};
    }
    case OpKind::Transpose: {
      const Dims& perm = n.get<TransposeAttr>().permutation;
      Dims inverse(perm.size());
      for (size_t i = 0; i < perm.size(); ++i) inverse[perm[i]] = static_cast<int64_t>(i);
      return {[=] { return transpose(g, inverse); }};
    }
    // A strided slice's cotangent is g spread back with zeros: interior padding stride-1.
    case OpKind::Slice: {
      SliceAttr s = n.get<SliceAttr>();
      return {[=] {
        Value v = x(0);
        if (g.type().num_elements() == 0) return zeros_like(v);
        Dims high, interior;
        for (int64_t d = 0; d < v.rank(); ++d) {
          int64_t last = s.start[d] + (g.shape()[d] - 1) * s.strides[d];
          high.push_back(v.shape()[d] - 1 - last);
          interior.push_back(s.strides[d] - 1);
        }
        return pad(g, constant(*g.block(), 0, g.dtype()), s.start, high, interior);
      }};
    }
    // Pad's cotangent: zero-pad g where the pad cut x (negative low/high), then take every
    // (interior+1)-th element. The padding value gets everything else: sum(g) - sum(dx).
    case OpKind::Pad: {
      PadAttr p = n.get<PadAttr>();
      auto dx = [=] {
        Value v = x(0);
        if (v.type().num_elements() == 0) return zeros_like(v);
        Dims grow_low, grow_high, start, limit, strides;
        for (int64_t d = 0; d < v.rank(); ++d) {
          grow_low.push_back(std::max<int64_t>(-p.low[d], 0));
          grow_high.push_back(std::max<int64_t>(-p.high[d], 0));
          start.push_back(std::max<int64_t>(p.low[d], 0));
          limit.push_back(start[d] + (v.shape()[d] - 1) * (p.interior[d] + 1) + 1);
          strides.push_back(p.interior[d] + 1);
        }
        Value grown = pad(g, constant(*g.block(), 0, g.dtype()), grow_low, grow_high);
        return slice(grown, start, limit, strides);
      };
      return {dx, [=] { return subtract(sum_all(g), sum_all(dx())); }};
    }
    case OpKind::Concatenate: {
      int64_t dim = n.get<ConcatenateAttr>().dimension;
      std::vector<Partial> parts;
      int64_t offset = 0;
      for (size_t i = 0; i < a.x.size(); ++i) {
        Dims start(g.rank(), 0), limit = g.shape();
        start[dim] = offset;
        offset += a.x[i].shape()[dim];
        limit[dim] = offset;
        parts.push_back([=] { return slice(g, start, limit); });
      }
      return parts;
    }
    case OpKind::Reverse: {
      Dims dims = n.get<ReverseAttr>().dims;
      return {[=] { return reverse(g, dims); }};
    }
    case OpKind::DynamicSlice: {
      std::vector<Value> starts(a.x.begin() + 1, a.x.end());
      return {[=] { return dynamic_update_slice(zeros_like(x(0)), g, starts); }};
    }
    case OpKind::DynamicUpdateSlice: {
      std::vector<Value> starts(a.x.begin() + 2, a.x.end());
      return {[=] { return dynamic_update_slice(g, zeros_like(x(1)), starts); },
              [=] { return dynamic_slice(g, starts, x(1).shape()); }};
    }

    case OpKind::Reduce: return reduce_rule(a);
    case OpKind::ReduceWindow: return reduce_window_rule(a);
    case OpKind::SelectAndScatter: return select_and_scatter_rule(a);

    case OpKind::DotGeneral: {
      DotGeneralAttr d = n.get<DotGeneralAttr>();
      auto gn = converted_once(g, x(0).dtype());
      return {[=] {
                return dot_operand_cotangent(gn(), x(0), x(1), d.lhs_batch, d.lhs_contracting,
                                             d.rhs_batch, d.rhs_contracting, true, g.dtype());
              },
              [=] {
                return dot_operand_cotangent(gn(), x(1), x(0), d.rhs_batch, d.rhs_contracting,
                                             d.lhs_batch, d.lhs_contracting, false, g.dtype());
              }};
    }
    case OpKind::Gather: return gather_rule(a);
    case OpKind::Scatter: return scatter_rule(a);
    case OpKind::Sort: return sort_rule(a);
    case OpKind::TriangularSolve: return triangular_solve_rule(a);
    case OpKind::Cholesky: return cholesky_rule(a);
    case OpKind::Convolution: {
      ConvolutionAttr c =
          with_defaults(n.get<ConvolutionAttr>(), n.get<ConvolutionAttr>().dn.input_spatial.size());
      auto gn = converted_once(g, x(0).dtype());
      return {[=] { return conv_cotangent(conv_lhs_cotangent, gn(), x(0), x(1), c, g.dtype(), x(0).dtype()); },
              [=] { return conv_cotangent(conv_rhs_cotangent, gn(), x(0), x(1), c, g.dtype(), x(1).dtype()); }};
    }
    // The sum over a group is its own transpose, operand by operand.
    case OpKind::AllReduce: {
      LADDER_CHECK(body_op(*n.regions[0]) == OpKind::Add,
                   "[all_reduce] has no VJP rule for a body other than add");
      AllReduceAttr attr = n.get<AllReduceAttr>();
      return per_operand(a, [=](Value gi) { return all_reduce(gi, attr, sum_body()); });
    }
    // Gathering is the transpose of summing and scattering, and the other way round: each
    // process's slice of the gathered cotangents, summed over the group, and back.
    case OpKind::AllGather: {
      CollectiveAttr attr = n.get<CollectiveAttr>();
      return per_operand(a, [=](Value gi) { return reduce_scatter(gi, attr, sum_body()); });
    }
    case OpKind::ReduceScatter: {
      LADDER_CHECK(body_op(*n.regions[0]) == OpKind::Add,
                   "[reduce_scatter] has no VJP rule for a body other than add");
      CollectiveAttr attr = n.get<CollectiveAttr>();
      return {[=] { return all_gather(g, attr); }};
    }
    // all_to_all's transpose is the all_to_all back: split where it concatenated, and the
    // other way round, over the same group.
    case OpKind::AllToAll: {
      CollectiveAttr back = n.get<CollectiveAttr>();
      std::swap(back.dimension, back.concat_dimension);
      return per_operand(a, [=](Value gi) { return all_to_all(std::span<const Value>(&gi, 1), back)[0]; });
    }
    // Broadcasting from the root and summing onto it are each other's transposes: the root
    // gets its group's cotangents summed, and every member the root's.
    case OpKind::CollectiveBroadcast:
    case OpKind::CollectiveReduce: {
      CollectiveAttr attr = n.get<CollectiveAttr>();
      LADDER_CHECK(!attr.has_dynamic_root, "[", ir::op_short_name(n.kind),
                   "] has no VJP rule with has_dynamic_root (the roots are values, one per result)");
      if (n.kind == OpKind::CollectiveReduce)
        LADDER_CHECK(body_op(*n.regions[0]) == OpKind::Add,
                     "[collective_reduce] has no VJP rule for a body other than add");
      const bool broadcast = n.kind == OpKind::CollectiveBroadcast;
      return per_operand(a, [=](Value gi) {
        std::span<const Value> one(&gi, 1);
        return broadcast ? collective_reduce(one, attr, sum_body())[0] : collective_broadcast(one, attr)[0];
      });
    }
    // A permutation's transpose is the reverse permutation: each source gets back its target's
    // cotangent (and a replica that sent nothing gets zeros).
    case OpKind::CollectivePermute: {
      const CollectiveAttr& attr = n.get<CollectiveAttr>();
      std::vector<std::pair<int64_t, int64_t>> reversed;
      for (const auto& [source, target] : attr.source_target_pairs) reversed.emplace_back(target, source);
      const int64_t channel = attr.channel_handle;
      return {[=] { return collective_permute(g, reversed, channel); }};
    }
    case OpKind::Call: return call_rule(a);
    // The identity: each operand gets its result's cotangent.
    case OpKind::OptimizationBarrier: {
      std::vector<Partial> parts;
      for (size_t i = 0; i < a.x.size(); ++i) {
        Value gi = a.g[i], xi = x(i);
        parts.push_back([=] { return gi ? gi : zeros_like(xi); });
      }
      return parts;
    }
    case OpKind::While: return while_rule(a);
    case OpKind::If:
    case OpKind::Case: return branch_rule(a);
  }
  throw InternalError(cat("vjp_rule: unknown op kind ", static_cast<int>(n.kind)));
}

VjpClass vjp_class(OpKind kind) {
  // ops.def's Grad column; vjp_rule's switch makes the compiler ask a new op for its rule, and
  // `ladder certify` fails until a Differentiable one has its adjoint cases.
  switch (ir::op_grad(kind)) {
    case ir::OpGrad::Differentiable: return VjpClass::Differentiable;
    case ir::OpGrad::ZeroGradient: return VjpClass::ZeroGradient;
    case ir::OpGrad::Discrete: return VjpClass::Discrete;
  }
  return VjpClass::Unsupported;
}

std::string_view vjp_exclusion_reason(OpKind kind) {
  switch (vjp_class(kind)) {
    case VjpClass::Discrete:
      return kind == OpKind::Compare ? "its result is a predicate" : "no float flows through it";
    case VjpClass::Unsupported: return "no rule";
    case VjpClass::Differentiable:
    case VjpClass::ZeroGradient: return "";
  }
  return "";
}

bool has_vjp_rule(OpKind kind) { return vjp_class(kind) != VjpClass::Unsupported; }

}  // namespace ladder::autodiff
