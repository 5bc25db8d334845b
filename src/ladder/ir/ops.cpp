// Shape inference (StableHLO's type rules, restricted to ladder's dtypes) and the builders.
#include "ladder/ir/ops.h"

#include <algorithm>
#include <cmath>
#include <limits>

#include "ladder/core/error.h"

namespace ladder::ir {

namespace {

std::string ints_string(std::span<const int64_t> v) {
  std::string s = "[";
  for (size_t i = 0; i < v.size(); ++i) s += (i ? ", " : "") + std::to_string(v[i]);
  return s + "]";
}

std::string types_string(std::span<const TensorType> types) {
  std::string s;
  for (size_t i = 0; i < types.size(); ++i) s += (i ? ", " : "") + type_string(types[i]);
  return s;
}

bool is_signed_integer(DType t) { return dtype_kind(t) == DTypeKind::Signed; }

// One inference: knows the op and its operand types, so every error names both.
struct Op {
  OpKind kind;
  std::span<const TensorType> in;

  template <typename... Parts>
  [[noreturn]] void fail(Parts&&... parts) const {
    std::string operands = in.empty() ? "no operands" : "operands " + types_string(in);
    throw Error(
        cat("[", op_short_name(kind), "] ", std::forward<Parts>(parts)..., " (", operands, ")"));
  }
  template <typename... Parts>
  void check(bool cond, Parts&&... parts) const {
    if (!cond) fail(std::forward<Parts>(parts)...);
  }
  void arity(size_t n) const {
    check(in.size() == n, "expects ", n, " operand", n == 1 ? "" : "s", ", got ", in.size());
  }
  // `dims` are distinct dimensions of a rank-`rank` tensor.
  void check_dims(std::span<const int64_t> dims, int64_t rank, const char* what) const {
    std::vector<bool> seen(static_cast<size_t>(rank), false);
    for (int64_t d : dims) {
      check(d >= 0 && d < rank, what, " ", ints_string(dims), " out of range for rank ", rank);
      check(!seen[d], what, " ", ints_string(dims), " repeats dimension ", d);
      seen[d] = true;
    }
  }
  // A per-dimension attribute: empty means all `fallback`; otherwise `n` entries >= 1.
  std::vector<int64_t> per_dim(const std::vector<int64_t>& v, size_t n, const char* what,
                               int64_t fallback = 1) const {
    if (v.empty()) return std::vector<int64_t>(n, fallback);
    check(v.size() == n, what, " ", ints_string(v), " must have ", n, " entries");
    for (int64_t x : v) check(x >= 1, what, " ", ints_string(v), " must be positive");
    return v;
  }
  Padding per_dim(const Padding& p, size_t n) const {
    if (p.empty()) return Padding(n, {0, 0});
    check(p.size() == n, "padding has ", p.size(), " entries, expected ", n);
    return p;
  }
  // Size arithmetic in checked int64: parsed text can carry absurd attributes.
  int64_t sum(std::initializer_list<int64_t> terms) const {
    int64_t total = 0;
    for (int64_t t : terms)
      check(!__builtin_add_overflow(total, t, &total), "sizes overflow int64");
    return total;
  }
  int64_t product(int64_t a, int64_t b) const {
    int64_t r = 0;
    check(!__builtin_mul_overflow(a, b, &r), "sizes overflow int64");
    return r;
  }
  // A result type given by the caller must itself be valid.
  void check_declared(const TensorType& t) const {
    int64_t count = 1;
    for (int64_t d : t.shape) {
      check(d >= 0, "result type ", type_string(t), " has a negative size");
      count = product(count, d);
    }
  }
};

int64_t dilated(const Op& op, int64_t size, int64_t dilation) {
  return size == 0 ? 0 : op.sum({op.product(size - 1, dilation), 1});
}

// The number of window positions along one dimension (StableHLO's reduce_window and
// convolution rule): 0 when the window does not fit.
int64_t window_count(const Op& op, int64_t base, int64_t base_dilation,
                     std::pair<int64_t, int64_t> pad, int64_t window, int64_t window_dilation,
                     int64_t stride) {
  int64_t base_size = dilated(op, base, base_dilation);
  int64_t padded = op.sum({base_size, pad.first, pad.second});
  op.check(padded >= 0, "padding (", pad.first, ", ", pad.second, ") removes more than the ",
           base_size, " elements of a dimension");
  int64_t span = dilated(op, window, window_dilation);
  return (padded == 0 || span > padded) ? 0 : (padded - span) / stride + 1;
}

// Regions: `regions[index]` takes `params` and yields values of `results`.
void check_region(const Op& op, const std::vector<std::unique_ptr<Block>>& regions, size_t index,
                  const char* name, const std::vector<TensorType>& params,
                  const std::vector<TensorType>& results) {
  const Block& region = *regions[index];
  std::vector<TensorType> got_params, got_results;
  for (Value p : region.parameters()) got_params.push_back(p.type());
  op.check(got_params == params, name, " region takes (", types_string(got_params),
           ") but must take (", types_string(params), ")");
  for (Value r : region.results) {
    op.check(bool(r), name, " region returns a null value");
    got_results.push_back(r.type());
  }
  op.check(got_results == results, name, " region returns (", types_string(got_results),
           ") but must return (", types_string(results), ")");
}

void check_region_count(const Op& op, const std::vector<std::unique_ptr<Block>>& regions,
                        size_t n) {
  op.check(regions.size() == n, "expects ", n, " region", n == 1 ? "" : "s", ", got ",
           regions.size());
  for (const auto& r : regions) op.check(r != nullptr, "has a null region");
}

TensorType scalar_of(DType t) { return TensorType{t, {}}; }

// The op's attribute struct; a node carrying another kind is a bug in whoever built it.
template <typename A>
const A& attr_as(const Op& op, const Attr& attr) {
  const A* a = std::get_if<A>(&attr);
  if (!a)
    throw InternalError(cat("[", op_short_name(op.kind), "] node has the wrong attribute kind"));
  return *a;
}

// ---- elementwise -------------------------------------------------------------------------

// An elementwise op's result by its Result column (ops.def).
TensorType elementwise_result(const Op& op, const TensorType& operand) {
  op.check(op_accepts(op.kind, operand.dtype), "does not accept element type ", dtype_name(operand.dtype));
  switch (op_result(op.kind)) {
    case OpResult::Pred: return TensorType{DType::i1, operand.shape};
    case OpResult::RealPart: return TensorType{complex_part_type(operand.dtype), operand.shape};
    case OpResult::ComplexOf: {
      const std::optional<DType> c = complex_of(operand.dtype);
      op.check(c.has_value(), "takes f32 or f64 parts, not ", dtype_name(operand.dtype));
      return TensorType{*c, operand.shape};
    }
    case OpResult::Same: case OpResult::Declared: case OpResult::Own: return operand;
  }
  return operand;
}

TensorType infer_unary(const Op& op, const TensorType* declared) {
  op.arity(1);
  const TensorType& x = op.in[0];
  if (op.kind == OpKind::Convert) {
    op.check(declared->shape == x.shape, "cannot change the shape to ", type_string(*declared));
    return *declared;
  }
  return elementwise_result(op, x);
}

void check_compare_type(const Op& op, CompareType type, DType t) {
  bool ok = true;
  switch (type) {
    case CompareType::FLOAT:
      ok = is_float(t) || is_complex(t);
      break;
    case CompareType::TOTALORDER:
      ok = is_float(t);
      break;
    case CompareType::SIGNED:
      ok = is_signed_integer(t);
      break;
    case CompareType::UNSIGNED:
      ok = is_unsigned(t);
      break;
    case CompareType::NOTYPE:
      break;
  }
  op.check(ok, "compare_type ", compare_type_name(type), " does not fit element type ",
           dtype_name(t));
}

TensorType infer_binary(const Op& op, const Attr& attr) {
  op.arity(2);
  const TensorType &a = op.in[0], &b = op.in[1];
  op.check(a == b, "operands must have the same type");
  if (op.kind == OpKind::Compare) {
    const CompareAttr& c = attr_as<CompareAttr>(op, attr);
    check_compare_type(op, c.type, a.dtype);
    op.check(!is_complex(a.dtype) || c.direction == CompareDirection::EQ || c.direction == CompareDirection::NE,
             "orders no complex numbers: comparison_direction ", compare_direction_name(c.direction),
             " on ", dtype_name(a.dtype), " (EQ and NE compare them)");
  }
  return elementwise_result(op, a);
}

TensorType infer_ternary(const Op& op) {
  op.arity(3);
  if (op.kind == OpKind::Clamp) {
    const TensorType &lo = op.in[0], &x = op.in[1], &hi = op.in[2];
    for (const TensorType* bound : {&lo, &hi}) {
      op.check(bound->dtype == x.dtype, "bounds must have the operand's element type");
      op.check(bound->rank() == 0 || bound->shape == x.shape,
               "bounds must be rank 0 or have the operand's shape");
    }
    return elementwise_result(op, x);
  }
  const TensorType &pred = op.in[0], &t = op.in[1], &f = op.in[2];
  op.check(pred.dtype == DType::i1, "predicate must have element type i1");
  op.check(t == f, "on_true and on_false must have the same type");
  op.check(pred.rank() == 0 || pred.shape == t.shape,
           "predicate must be rank 0 or have the shape of on_true");
  return t;
}

// ---- shape ops -----------------------------------------------------------------------------

TensorType infer_broadcast(const Op& op, const BroadcastInDimAttr& a, const TensorType* declared) {
  op.arity(1);
  const TensorType& x = op.in[0];
  const Shape& out = declared->shape;
  op.check(declared->dtype == x.dtype, "cannot change the element type to ",
           type_string(*declared));
  op.check(static_cast<int64_t>(a.dims.size()) == x.rank(), "broadcast_dimensions ",
           ints_string(a.dims), " must have one entry per operand dimension");
  op.check_dims(a.dims, static_cast<int64_t>(out.size()), "broadcast_dimensions");
  for (size_t i = 0; i < a.dims.size(); ++i)
    op.check(x.shape[i] == 1 || x.shape[i] == out[a.dims[i]], "operand dimension ", i, " of size ",
             x.shape[i], " cannot broadcast to result dimension ", a.dims[i], " of ",
             type_string(*declared));
  return *declared;
}

TensorType infer_reduce_precision(const Op& op, const ReducePrecisionAttr& a) {
  op.arity(1);
  const DType t = op.in[0].dtype;
  op.check(t == DType::f16 || t == DType::bf16 || t == DType::f32 || t == DType::f64,
           "takes f16, bf16, f32 or f64 operands, not ", dtype_name(t));
  op.check(a.exponent_bits >= 1, "exponent_bits must be at least 1, got ", a.exponent_bits);
  op.check(a.mantissa_bits >= 0, "mantissa_bits must be at least 0, got ", a.mantissa_bits);
  return op.in[0];
}

// The spec's rule: equal widths keep the shape; a narrower result type adds a last dimension
// of (operand bits / result bits); a wider one takes the operand's last dimension away, which
// must hold (result bits / operand bits) elements.
TensorType bitcast_result_type(const Op& op, DType to) {
  const TensorType& x = op.in[0];
  const int64_t from_bits = dtype_bits(x.dtype), to_bits = dtype_bits(to);
  TensorType out{to, x.shape};
  if (to_bits < from_bits) {
    out.shape.push_back(from_bits / to_bits);
  } else if (to_bits > from_bits) {
    op.check(x.rank() >= 1 && x.shape.back() * from_bits == to_bits, "cannot make ", dtype_name(to), " (",
             to_bits, " bits) of ", dtype_name(x.dtype), " (", from_bits, " bits): the operand's last dimension must hold ",
             to_bits / from_bits, " elements");
    out.shape.pop_back();
  }
  return out;
}

TensorType infer_bitcast_convert(const Op& op, const TensorType* declared) {
  op.arity(1);
  const TensorType want = bitcast_result_type(op, declared->dtype);
  op.check(*declared == want, "cannot give ", type_string(*declared), " (the bits of ", type_string(op.in[0]),
           " as ", dtype_name(declared->dtype), " are ", type_string(want), ")");
  return want;
}

TensorType infer_reshape(const Op& op, const TensorType* declared) {
  op.arity(1);
  const TensorType& x = op.in[0];
  op.check(declared->dtype == x.dtype, "cannot change the element type to ",
           type_string(*declared));
  op.check(num_elements(declared->shape) == x.num_elements(), "cannot reshape to ",
           type_string(*declared), ": element counts differ");
  return *declared;
}

TensorType infer_transpose(const Op& op, const TransposeAttr& a) {
  op.arity(1);
  const TensorType& x = op.in[0];
  op.check(static_cast<int64_t>(a.permutation.size()) == x.rank(), "permutation ",
           ints_string(a.permutation), " must have one entry per dimension");
  op.check_dims(a.permutation, x.rank(), "permutation");
  TensorType out{x.dtype, {}};
  for (int64_t d : a.permutation) out.shape.push_back(x.shape[d]);
  return out;
}

TensorType infer_slice(const Op& op, const SliceAttr& a) {
  op.arity(1);
  const TensorType& x = op.in[0];
  size_t rank = x.shape.size();
  op.check(a.start.size() == rank && a.limit.size() == rank, "start ", ints_string(a.start),
           " and limit ", ints_string(a.limit), " must have one entry per dimension");
  std::vector<int64_t> strides = op.per_dim(a.strides, rank, "strides");
  TensorType out{x.dtype, {}};
  for (size_t i = 0; i < rank; ++i) {
    op.check(0 <= a.start[i] && a.start[i] <= a.limit[i] && a.limit[i] <= x.shape[i], "slice [",
             a.start[i], ", ", a.limit[i], ") of dimension ", i,
             " must satisfy 0 <= start <= limit <= ", x.shape[i]);
    int64_t extent = a.limit[i] - a.start[i];
    out.shape.push_back(extent == 0 ? 0 : (extent - 1) / strides[i] + 1);
  }
  return out;
}

TensorType infer_pad(const Op& op, const PadAttr& a) {
  op.arity(2);
  const TensorType &x = op.in[0], &value = op.in[1];
  size_t rank = x.shape.size();
  op.check(value.rank() == 0 && value.dtype == x.dtype,
           "padding value must be a rank-0 tensor of the operand's element type");
  op.check(a.low.size() == rank && a.high.size() == rank, "edge_padding_low ", ints_string(a.low),
           " and edge_padding_high ", ints_string(a.high), " must have one entry per dimension");
  std::vector<int64_t> interior = a.interior.empty() ? std::vector<int64_t>(rank, 0) : a.interior;
  op.check(interior.size() == rank, "interior_padding ", ints_string(interior),
           " must have one entry per dimension");
  TensorType out{x.dtype, {}};
  for (size_t i = 0; i < rank; ++i) {
    op.check(interior[i] >= 0, "interior_padding ", ints_string(interior), " must be >= 0");
    int64_t d = x.shape[i];
    int64_t size =
        op.sum({a.low[i], d, op.product(std::max<int64_t>(d - 1, 0), interior[i]), a.high[i]});
    op.check(size >= 0, "padding of dimension ", i, " gives negative size ", size);
    out.shape.push_back(size);
  }
  return out;
}

TensorType infer_concatenate(const Op& op, const ConcatenateAttr& a) {
  op.check(!op.in.empty(), "needs at least one operand");
  const TensorType& first = op.in[0];
  op.check(a.dimension >= 0 && a.dimension < first.rank(), "dimension ", a.dimension,
           " out of range for rank ", first.rank());
  TensorType out = first;
  out.shape[a.dimension] = 0;
  for (const TensorType& t : op.in) {
    op.check(t.dtype == first.dtype && t.rank() == first.rank(),
             "operands must have the same element type and rank");
    for (int64_t i = 0; i < t.rank(); ++i)
      op.check(i == a.dimension || t.shape[i] == first.shape[i], "operands differ in dimension ", i,
               ", which is not the concatenated one");
    out.shape[a.dimension] = op.sum({out.shape[a.dimension], t.shape[a.dimension]});
  }
  return out;
}

TensorType infer_reverse(const Op& op, const ReverseAttr& a) {
  op.arity(1);
  op.check_dims(a.dims, op.in[0].rank(), "dimensions");
  return op.in[0];
}

void check_start_indices(const Op& op, std::span<const TensorType> starts, int64_t rank) {
  op.check(static_cast<int64_t>(starts.size()) == rank, "needs ", rank,
           " start indices (one per dimension), got ", starts.size());
  for (const TensorType& s : starts)
    op.check(s.rank() == 0 && is_integer(s.dtype) && s.dtype == starts[0].dtype,
             "start indices must be rank-0 integers of one element type");
}

TensorType infer_dynamic_slice(const Op& op, const DynamicSliceAttr& a) {
  op.check(!op.in.empty(), "needs an operand");
  const TensorType& x = op.in[0];
  check_start_indices(op, op.in.subspan(1), x.rank());
  op.check(a.sizes.size() == x.shape.size(), "slice_sizes ", ints_string(a.sizes),
           " must have one entry per dimension");
  for (size_t i = 0; i < a.sizes.size(); ++i)
    op.check(0 <= a.sizes[i] && a.sizes[i] <= x.shape[i], "slice_sizes ", ints_string(a.sizes),
             " must lie within the operand's shape");
  return TensorType{x.dtype, a.sizes};
}

TensorType infer_dynamic_update_slice(const Op& op) {
  op.check(op.in.size() >= 2, "needs an operand and an update");
  const TensorType &x = op.in[0], &update = op.in[1];
  op.check(update.dtype == x.dtype && update.rank() == x.rank(),
           "update must have the operand's element type and rank");
  for (int64_t i = 0; i < x.rank(); ++i)
    op.check(update.shape[i] <= x.shape[i], "update is larger than the operand in dimension ", i);
  check_start_indices(op, op.in.subspan(2), x.rank());
  return x;
}

// ---- reductions ------------------------------------------------------------------------------

// Reduce-like ops take N inputs of one shape, then N rank-0 inits of matching element types,
// and a body (N accumulators, N elements) -> N values, all rank 0.
size_t check_inputs_and_inits(const Op& op, const std::vector<std::unique_ptr<Block>>& regions) {
  op.check(!op.in.empty() && op.in.size() % 2 == 0, "needs N inputs followed by N init values");
  size_t n = op.in.size() / 2;
  std::vector<TensorType> scalars;
  for (size_t i = 0; i < n; ++i) {
    const TensorType &input = op.in[i], &init = op.in[n + i];
    op.check(input.shape == op.in[0].shape, "inputs must have the same shape");
    op.check(init.rank() == 0 && init.dtype == input.dtype, "init value ", i,
             " must be rank 0 with the element type of input ", i);
    scalars.push_back(scalar_of(input.dtype));
  }
  std::vector<TensorType> params = scalars;
  params.insert(params.end(), scalars.begin(), scalars.end());
  check_region_count(op, regions, 1);
  check_region(op, regions, 0, "body", params, scalars);
  return n;
}

std::vector<TensorType> infer_reduce(const Op& op, const ReduceAttr& a,
                                     const std::vector<std::unique_ptr<Block>>& regions) {
  size_t n = check_inputs_and_inits(op, regions);
  const Shape& shape = op.in[0].shape;
  op.check_dims(a.dims, static_cast<int64_t>(shape.size()), "dimensions");
  Shape kept;
  for (int64_t i = 0; i < static_cast<int64_t>(shape.size()); ++i)
    if (std::find(a.dims.begin(), a.dims.end(), i) == a.dims.end()) kept.push_back(shape[i]);
  std::vector<TensorType> out;
  for (size_t i = 0; i < n; ++i) out.push_back(TensorType{op.in[i].dtype, kept});
  return out;
}

Shape window_shape(const Op& op, const Shape& base, const std::vector<int64_t>& window,
                   const std::vector<int64_t>& strides_in, const std::vector<int64_t>& base_dil_in,
                   const std::vector<int64_t>& window_dil_in, const Padding& padding_in) {
  size_t rank = base.size();
  op.check(window.size() == rank, "window_dimensions ", ints_string(window), " must have ", rank,
           " entries");
  std::vector<int64_t> dims = op.per_dim(window, rank, "window_dimensions");
  std::vector<int64_t> strides = op.per_dim(strides_in, rank, "window_strides");
  std::vector<int64_t> base_dil = op.per_dim(base_dil_in, rank, "base_dilations");
  std::vector<int64_t> window_dil = op.per_dim(window_dil_in, rank, "window_dilations");
  Padding padding = op.per_dim(padding_in, rank);
  Shape out;
  for (size_t i = 0; i < rank; ++i)
    out.push_back(
        window_count(op, base[i], base_dil[i], padding[i], dims[i], window_dil[i], strides[i]));
  return out;
}

std::vector<TensorType> infer_reduce_window(const Op& op, const ReduceWindowAttr& a,
                                            const std::vector<std::unique_ptr<Block>>& regions) {
  size_t n = check_inputs_and_inits(op, regions);
  Shape shape = window_shape(op, op.in[0].shape, a.window_dimensions, a.window_strides,
                             a.base_dilations, a.window_dilations, a.padding);
  std::vector<TensorType> out;
  for (size_t i = 0; i < n; ++i) out.push_back(TensorType{op.in[i].dtype, shape});
  return out;
}

TensorType infer_select_and_scatter(const Op& op, const SelectAndScatterAttr& a,
                                    const std::vector<std::unique_ptr<Block>>& regions) {
  op.arity(3);
  const TensorType &x = op.in[0], &source = op.in[1], &init = op.in[2];
  for (const auto& [lo, hi] : a.padding)
    op.check(lo >= 0 && hi >= 0, "padding must be non-negative");
  Shape windows =
      window_shape(op, x.shape, a.window_dimensions, a.window_strides, {}, {}, a.padding);
  op.check(source.shape == windows && source.dtype == x.dtype, "source must be ",
           type_string(TensorType{x.dtype, windows}),
           ", the shape of the windows over the operand");
  op.check(init.rank() == 0 && init.dtype == x.dtype,
           "init value must be rank 0 with the operand's element type");
  TensorType e = scalar_of(x.dtype);
  check_region_count(op, regions, 2);
  check_region(op, regions, 0, "select", {e, e}, {scalar_of(DType::i1)});
  check_region(op, regions, 1, "scatter", {e, e}, {e});
  return x;
}

// ---- contractions ---------------------------------------------------------------------------

// The result element type of a contraction: the operands' unless a result type is declared
// (StableHLO lets dot_general and convolution accumulate into a wider type: fp8 or bf16
// operands with an f32 result), as long as floats stay floats and integers integers.
DType contraction_result_dtype(const Op& op, DType operands, const TensorType* declared) {
  if (!declared || declared->dtype == operands) return operands;
  op.check(is_float(declared->dtype) == is_float(operands) && is_complex(declared->dtype) == is_complex(operands) &&
               declared->dtype != DType::i1 && operands != DType::i1,
           "cannot produce ", dtype_name(declared->dtype), " from ", dtype_name(operands), " operands");
  return declared->dtype;
}

TensorType infer_dot_general(const Op& op, const DotGeneralAttr& a, const TensorType* declared) {
  op.arity(2);
  const TensorType &lhs = op.in[0], &rhs = op.in[1];
  op.check(lhs.dtype == rhs.dtype, "lhs and rhs must have the same element type");
  op.check(a.lhs_batch.size() == a.rhs_batch.size(), "lhs_batching_dimensions ",
           ints_string(a.lhs_batch), " and rhs_batching_dimensions ", ints_string(a.rhs_batch),
           " differ in length");
  op.check(a.lhs_contracting.size() == a.rhs_contracting.size(), "lhs_contracting_dimensions ",
           ints_string(a.lhs_contracting), " and rhs_contracting_dimensions ",
           ints_string(a.rhs_contracting), " differ in length");
  auto joined = [](const std::vector<int64_t>& x, const std::vector<int64_t>& y) {
    std::vector<int64_t> v = x;
    v.insert(v.end(), y.begin(), y.end());
    return v;
  };
  op.check_dims(joined(a.lhs_batch, a.lhs_contracting), lhs.rank(),
                "lhs batching+contracting dimensions");
  op.check_dims(joined(a.rhs_batch, a.rhs_contracting), rhs.rank(),
                "rhs batching+contracting dimensions");
  for (size_t i = 0; i < a.lhs_batch.size(); ++i)
    op.check(lhs.shape[a.lhs_batch[i]] == rhs.shape[a.rhs_batch[i]], "batching dimensions ",
             a.lhs_batch[i], " of lhs and ", a.rhs_batch[i], " of rhs differ in size (",
             lhs.shape[a.lhs_batch[i]], " vs ", rhs.shape[a.rhs_batch[i]], ")");
  for (size_t i = 0; i < a.lhs_contracting.size(); ++i)
    op.check(lhs.shape[a.lhs_contracting[i]] == rhs.shape[a.rhs_contracting[i]],
             "contracting dimensions ", a.lhs_contracting[i], " of lhs and ", a.rhs_contracting[i],
             " of rhs differ in size (", lhs.shape[a.lhs_contracting[i]], " vs ",
             rhs.shape[a.rhs_contracting[i]], ")");
  TensorType out{contraction_result_dtype(op, lhs.dtype, declared), {}};
  for (int64_t d : a.lhs_batch) out.shape.push_back(lhs.shape[d]);
  auto append_free = [&](const TensorType& t, const std::vector<int64_t>& used) {
    for (int64_t i = 0; i < t.rank(); ++i)
      if (std::find(used.begin(), used.end(), i) == used.end()) out.shape.push_back(t.shape[i]);
  };
  append_free(lhs, joined(a.lhs_batch, a.lhs_contracting));
  append_free(rhs, joined(a.rhs_batch, a.rhs_contracting));
  return out;
}

// ---- gather and scatter ---------------------------------------------------------------

// `dims` sorted, distinct and within [0, rank).
void check_sorted_dims(const Op& op, const std::vector<int64_t>& dims, int64_t rank, const char* what) {
  op.check_dims(dims, rank, what);
  op.check(std::is_sorted(dims.begin(), dims.end()), what, " ", ints_string(dims), " must be sorted");
}

// The start-index operand (gather's start_indices, scatter's scatter_indices): an integer
// tensor whose vectors lie along index_vector_dim (its rank: each element a one-entry vector).
// Returns the batch shape (its dims without index_vector_dim) and the vectors' length.
std::pair<Shape, int64_t> index_batch_shape(const Op& op, const TensorType& indices, int64_t index_vector_dim,
                                            const char* what) {
  op.check(is_integer(indices.dtype), what, " must have an integer element type, got ", dtype_name(indices.dtype));
  op.check(index_vector_dim >= 0 && index_vector_dim <= indices.rank(), "index_vector_dim ", index_vector_dim,
           " must be in [0, ", indices.rank(), "] for ", what, " ", type_string(indices));
  Shape batch;
  for (int64_t d = 0; d < indices.rank(); ++d)
    if (d != index_vector_dim) batch.push_back(indices.shape[d]);
  return {batch, index_vector_dim < indices.rank() ? indices.shape[index_vector_dim] : 1};
}

// The operand dims that index maps name (start_index_map, scatter_dims_to_operand_dims):
// one per index vector entry, distinct, and none a batching dim.
void check_index_map(const Op& op, const std::vector<int64_t>& map, int64_t vector_size, int64_t rank,
                     const std::vector<int64_t>& batching, const char* what) {
  op.check(static_cast<int64_t>(map.size()) == vector_size, what, " ", ints_string(map), " must have ", vector_size,
           " entries, one per entry of an index vector");
  op.check_dims(map, rank, what);
  for (int64_t d : map)
    op.check(std::find(batching.begin(), batching.end(), d) == batching.end(), what, " ", ints_string(map),
             " names batching dim ", d);
}

// Operand and indices batching dims pair up, equal in size; the indices' ones are not
// index_vector_dim.
void check_batching(const Op& op, const TensorType& operand, const std::vector<int64_t>& operand_dims,
                    const TensorType& indices, const std::vector<int64_t>& indices_dims, int64_t index_vector_dim,
                    const char* operand_what, const char* indices_what) {
  op.check(operand_dims.size() == indices_dims.size(), operand_what, " ", ints_string(operand_dims), " and ",
           indices_what, " ", ints_string(indices_dims), " differ in length");
  op.check_dims(indices_dims, indices.rank(), indices_what);
  for (size_t i = 0; i < operand_dims.size(); ++i) {
    op.check(indices_dims[i] != index_vector_dim, indices_what, " ", ints_string(indices_dims),
             " names index_vector_dim ", index_vector_dim);
    op.check(operand.shape[operand_dims[i]] == indices.shape[indices_dims[i]], "batching dims ", operand_dims[i],
             " and ", indices_dims[i], " differ in size (", operand.shape[operand_dims[i]], " vs ",
             indices.shape[indices_dims[i]], ")");
  }
}

// `a` and `b` joined, checked distinct and within [0, rank) (collapsed + batching dims).
std::vector<int64_t> joined_dims(const Op& op, const std::vector<int64_t>& a, const std::vector<int64_t>& b,
                                 int64_t rank, const char* what) {
  std::vector<int64_t> all = a;
  all.insert(all.end(), b.begin(), b.end());
  op.check_dims(all, rank, what);
  return all;
}


TensorType infer_gather(const Op& op, const GatherAttr& a) {
  op.arity(2);
  const TensorType &operand = op.in[0], &indices = op.in[1];
  const int64_t rank = operand.rank();
  auto [batch, vector_size] = index_batch_shape(op, indices, a.index_vector_dim, "start_indices");
  check_sorted_dims(op, a.collapsed_slice_dims, rank, "collapsed_slice_dims");
  check_sorted_dims(op, a.operand_batching_dims, rank, "operand_batching_dims");
  const std::vector<int64_t> dropped = joined_dims(op, a.collapsed_slice_dims, a.operand_batching_dims, rank,
                                                   "collapsed_slice_dims + operand_batching_dims");
  check_batching(op, operand, a.operand_batching_dims, indices, a.start_indices_batching_dims, a.index_vector_dim,
                 "operand_batching_dims", "start_indices_batching_dims");
  check_index_map(op, a.start_index_map, vector_size, rank, a.operand_batching_dims, "start_index_map");
  op.check(static_cast<int64_t>(a.slice_sizes.size()) == rank, "slice_sizes ", ints_string(a.slice_sizes),
           " must have ", rank, " entries, one per operand dim");
  for (int64_t d = 0; d < rank; ++d) {
    op.check(a.slice_sizes[d] >= 0 && a.slice_sizes[d] <= operand.shape[d], "slice_sizes ",
             ints_string(a.slice_sizes), " must be within the operand's dims");
    op.check(!contains(dropped, d) || a.slice_sizes[d] <= 1, "slice_sizes ", ints_string(a.slice_sizes),
             " must be 0 or 1 at collapsed or batching dim ", d);
  }
  Shape offsets;
  for (int64_t d = 0; d < rank; ++d)
    if (!contains(dropped, d)) offsets.push_back(a.slice_sizes[d]);
  op.check(a.offset_dims.size() == offsets.size(), "offset_dims ", ints_string(a.offset_dims), " must have ",
           offsets.size(), " entries, one per operand dim neither collapsed nor batching");
  const int64_t result_rank = static_cast<int64_t>(batch.size() + offsets.size());
  check_sorted_dims(op, a.offset_dims, result_rank, "offset_dims");
  TensorType out{operand.dtype, {}};
  size_t next_batch = 0, next_offset = 0;
  for (int64_t d = 0; d < result_rank; ++d)
    out.shape.push_back(contains(a.offset_dims, d) ? offsets[next_offset++] : batch[next_batch++]);
  return out;
}

// inputs..., scatter_indices, updates...: N inputs of one shape, N updates of one shape.
std::vector<TensorType> infer_scatter(const Op& op, const ScatterAttr& a,
                                      const std::vector<std::unique_ptr<Block>>& regions) {
  op.check(op.in.size() >= 3 && op.in.size() % 2 == 1, "expects inputs..., scatter_indices, updates... (2N+1 operands), got ",
           op.in.size());
  const size_t n = op.in.size() / 2;
  const TensorType &input = op.in[0], &indices = op.in[n], &updates = op.in[n + 1];
  for (size_t i = 0; i < n; ++i) {
    op.check(op.in[i].shape == input.shape, "inputs must share one shape");
    op.check(op.in[n + 1 + i].shape == updates.shape, "updates must share one shape");
    op.check(op.in[n + 1 + i].dtype == op.in[i].dtype, "update ", i, " must have input ", i, "'s element type");
  }
  const int64_t rank = input.rank();
  auto [batch, vector_size] = index_batch_shape(op, indices, a.index_vector_dim, "scatter_indices");
  check_sorted_dims(op, a.update_window_dims, updates.rank(), "update_window_dims");
  check_sorted_dims(op, a.inserted_window_dims, rank, "inserted_window_dims");
  check_sorted_dims(op, a.input_batching_dims, rank, "input_batching_dims");
  const std::vector<int64_t> dropped = joined_dims(op, a.inserted_window_dims, a.input_batching_dims, rank,
                                                   "inserted_window_dims + input_batching_dims");
  check_batching(op, input, a.input_batching_dims, indices, a.scatter_indices_batching_dims, a.index_vector_dim,
                 "input_batching_dims", "scatter_indices_batching_dims");
  check_index_map(op, a.scatter_dims_to_operand_dims, vector_size, rank, a.input_batching_dims,
                  "scatter_dims_to_operand_dims");
  op.check(static_cast<int64_t>(a.update_window_dims.size() + dropped.size()) == rank, "update_window_dims ",
           ints_string(a.update_window_dims), " must have one entry per input dim neither inserted nor batching (",
           rank - static_cast<int64_t>(dropped.size()), ")");
  op.check(updates.rank() == static_cast<int64_t>(a.update_window_dims.size() + batch.size()), "updates ",
           type_string(updates), " must have rank ", a.update_window_dims.size() + batch.size(),
           " (update_window_dims plus scatter_indices' batch dims)");
  size_t next_batch = 0, next_window = 0;
  std::vector<int64_t> window_dims;  // the input dims the window dims of updates follow
  for (int64_t d = 0; d < rank; ++d)
    if (!contains(dropped, d)) window_dims.push_back(d);
  for (int64_t d = 0; d < updates.rank(); ++d) {
    if (contains(a.update_window_dims, d)) {
      const int64_t in_dim = window_dims[next_window++];
      op.check(updates.shape[d] <= input.shape[in_dim], "updates dim ", d, " (", updates.shape[d],
               ") exceeds input dim ", in_dim, " (", input.shape[in_dim], ")");
    } else {
      op.check(updates.shape[d] == batch[next_batch], "updates dim ", d, " (", updates.shape[d],
               ") must equal scatter_indices' batch dim (", batch[next_batch], ")");
      ++next_batch;
    }
  }
  std::vector<TensorType> params, results;
  for (size_t i = 0; i < n; ++i) results.push_back(op.in[i]);
  for (size_t k = 0; k < 2; ++k)
    for (size_t i = 0; i < n; ++i) params.push_back(scalar_of(op.in[i].dtype));
  check_region_count(op, regions, 1);
  check_region(op, regions, 0, "update_computation", params,
               std::vector<TensorType>(params.begin(), params.begin() + static_cast<int64_t>(n)));
  return results;
}

// a: [batch..., m, m] (square in its last two dims); b: [batch..., m, n] (left_side) or
// [batch..., n, m]; the result has b's type.
TensorType infer_triangular_solve(const Op& op, const TriangularSolveAttr& attr) {
  op.arity(2);
  const TensorType &a = op.in[0], &b = op.in[1];
  op.check(is_float(a.dtype) || is_complex(a.dtype), "solves only floating-point or complex systems, got ",
           dtype_name(a.dtype));
  op.check(a.dtype == b.dtype, "a and b must have the same element type");
  op.check(a.rank() >= 2, "a must have rank 2 or more, got ", type_string(a));
  op.check(a.rank() == b.rank(), "a and b must have the same rank");
  const int64_t r = a.rank();
  op.check(a.shape[r - 2] == a.shape[r - 1], "a must be square in its last two dimensions, got ",
           type_string(a));
  for (int64_t d = 0; d < r - 2; ++d)
    op.check(a.shape[d] == b.shape[d], "batch dimension ", d, " of a and b differ (", a.shape[d],
             " vs ", b.shape[d], ")");
  const int64_t solved = b.shape[attr.left_side ? r - 2 : r - 1];
  op.check(solved == a.shape[r - 1], "b's dimension ", attr.left_side ? r - 2 : r - 1, " (",
           solved, ") must equal a's order ", a.shape[r - 1], " when left_side = ",
           attr.left_side ? "true" : "false");
  return b;
}

// a: [batch..., m, m]; the result has a's type.
TensorType infer_cholesky(const Op& op) {
  op.arity(1);
  const TensorType& a = op.in[0];
  op.check(is_float(a.dtype), "factors only floating-point matrices, got ", dtype_name(a.dtype));
  op.check(a.rank() >= 2 && a.shape[a.rank() - 2] == a.shape[a.rank() - 1],
           "a must be square in its last two dimensions, got ", type_string(a));
  return a;
}

TensorType infer_convolution(const Op& op, const ConvolutionAttr& a, const TensorType* declared) {
  op.arity(2);
  const TensorType &input = op.in[0], &kernel = op.in[1];
  const ConvDimensionNumbers& dn = a.dn;
  op.check(input.dtype == kernel.dtype, "input and kernel must have the same element type");
  op.check(input.rank() >= 2 && kernel.rank() == input.rank(),
           "input and kernel must have the same rank, at least 2");
  int64_t rank = input.rank();
  size_t spatial = static_cast<size_t>(rank - 2);
  auto layout = [&](int64_t a0, int64_t a1, const std::vector<int64_t>& s, const char* what) {
    op.check(s.size() == spatial, what, " spatial dimensions ", ints_string(s), " must have ",
             spatial, " entries");
    std::vector<int64_t> all = {a0, a1};
    all.insert(all.end(), s.begin(), s.end());
    op.check_dims(all, rank, cat(what, " dimension numbers").c_str());
  };
  layout(dn.input_batch, dn.input_feature, dn.input_spatial, "input");
  layout(dn.kernel_input_feature, dn.kernel_output_feature, dn.kernel_spatial, "kernel");
  layout(dn.output_batch, dn.output_feature, dn.output_spatial, "output");

  int64_t fgc = a.feature_group_count, bgc = a.batch_group_count;
  op.check(fgc >= 1 && bgc >= 1, "feature_group_count ", fgc, " and batch_group_count ", bgc,
           " must be positive");
  op.check(fgc == 1 || bgc == 1, "feature_group_count and batch_group_count cannot both exceed 1");
  int64_t batch = input.shape[dn.input_batch], in_features = input.shape[dn.input_feature];
  int64_t kernel_in = kernel.shape[dn.kernel_input_feature];
  int64_t kernel_out = kernel.shape[dn.kernel_output_feature];
  op.check(in_features % fgc == 0, "input features ", in_features,
           " must be divisible by feature_group_count ", fgc);
  op.check(in_features / fgc == kernel_in, "input features ", in_features,
           " / feature_group_count ", fgc, " must equal the kernel's input features ", kernel_in);
  op.check(kernel_out % fgc == 0, "kernel output features ", kernel_out,
           " must be divisible by feature_group_count ", fgc);
  op.check(batch % bgc == 0, "input batch ", batch, " must be divisible by batch_group_count ",
           bgc);
  op.check(kernel_out % bgc == 0, "kernel output features ", kernel_out,
           " must be divisible by batch_group_count ", bgc);

  std::vector<int64_t> strides = op.per_dim(a.window_strides, spatial, "window_strides");
  std::vector<int64_t> lhs_dil = op.per_dim(a.lhs_dilation, spatial, "lhs_dilation");
  std::vector<int64_t> rhs_dil = op.per_dim(a.rhs_dilation, spatial, "rhs_dilation");
  Padding padding = op.per_dim(a.padding, spatial);
  TensorType out{contraction_result_dtype(op, input.dtype, declared), Shape(static_cast<size_t>(rank))};
  out.shape[dn.output_batch] = batch / bgc;
  out.shape[dn.output_feature] = kernel_out;
  for (size_t i = 0; i < spatial; ++i)
    out.shape[dn.output_spatial[i]] =
        window_count(op, input.shape[dn.input_spatial[i]], lhs_dil[i], padding[i],
                     kernel.shape[dn.kernel_spatial[i]], rhs_dil[i], strides[i]);
  return out;
}

// sort: inputs of one shape; the comparator takes two rank-0 values per input and yields
// tensor<i1>; the results have the inputs' types.
std::vector<TensorType> infer_sort(const Op& op, const SortAttr& a,
                                   const std::vector<std::unique_ptr<Block>>& regions) {
  op.check(!op.in.empty(), "needs at least one input");
  for (size_t i = 1; i < op.in.size(); ++i)
    op.check(op.in[i].shape == op.in[0].shape, "inputs must share one shape");
  const int64_t rank = op.in[0].rank();
  op.check(a.dimension >= -rank && a.dimension < rank, "dimension ", a.dimension, " out of range for rank ", rank,
           " (-rank <= dimension < rank)");
  std::vector<TensorType> params;
  for (const TensorType& t : op.in) params.insert(params.end(), 2, scalar_of(t.dtype));
  check_region_count(op, regions, 1);
  check_region(op, regions, 0, "comparator", params, {scalar_of(DType::i1)});
  return {op.in.begin(), op.in.end()};
}

// rng_bit_generator: the state is a 1-d ui64 tensor of the size the algorithm reads (THREE_FRY: 2;
// PHILOX and DEFAULT, which is PHILOX: 2 or 3) and comes back with its type; the output's type
// is declared, of integers or floats of 8 to 64 bits.
std::vector<TensorType> infer_rng_bit_generator(const Op& op, const RngBitGeneratorAttr& a,
                                                const TensorType* declared) {
  op.arity(1);
  const TensorType& state = op.in[0];
  op.check(state.dtype == DType::ui64 && state.rank() == 1, "initial_state must be a 1-d tensor of ui64, got ",
           type_string(state));
  const int64_t words = state.shape[0];
  if (a.algorithm == RngAlgorithm::THREEFRY)
    op.check(words == 2, "THREE_FRY needs an initial_state of 2 words, got ", words);
  else
    op.check(words == 2 || words == 3, a.algorithm == RngAlgorithm::DEFAULT ? "DEFAULT (PHILOX)" : "PHILOX",
             " needs an initial_state of 2 or 3 words, got ", words);
  op.check(declared != nullptr, "needs its output type");
  op.check((is_integer(declared->dtype) || is_float(declared->dtype)) && dtype_bits(declared->dtype) >= 8,
           "output must hold integers or floats of 8 to 64 bits, got ", type_string(*declared));
  return {state, *declared};
}

// while: cond and body both take the carried values; cond yields tensor<i1>, body yields the
// carried values again, which are the results.
std::vector<TensorType> infer_while(const Op& op, const std::vector<std::unique_ptr<Block>>& regions) {
  check_region_count(op, regions, 2);
  const std::vector<TensorType> carried(op.in.begin(), op.in.end());
  check_region(op, regions, 0, "cond", carried, {scalar_of(DType::i1)});
  check_region(op, regions, 1, "body", carried, carried);
  return carried;
}

// if (pred: tensor<i1>) and case (index: tensor<i32>): branches take no arguments and all
// return the same types, which are the results.
std::vector<TensorType> infer_if_or_case(const Op& op, const std::vector<std::unique_ptr<Block>>& regions,
                                         DType selector) {
  op.arity(1);
  op.check(op.in[0] == scalar_of(selector), "selects with ", type_string(op.in[0]), ", expected ",
           type_string(scalar_of(selector)));
  if (op.kind == OpKind::If)
    check_region_count(op, regions, 2);
  else
    op.check(!regions.empty(), "needs at least one branch");
  for (const auto& r : regions) op.check(r != nullptr, "has a null region");
  std::vector<TensorType> results;
  for (Value r : regions[0]->results) results.push_back(r.type());
  for (size_t b = 0; b < regions.size(); ++b)
    check_region(op, regions, b, "branch", {}, results);
  return results;
}

}  // namespace

namespace {
// How many processes an all_gather (gathering) or reduce_scatter splits over, as its result
// type shows: the replica group's size, or a multiple of it that `declared` (the text's first
// result) gives, since the spec's cross_replica_and_partition groups also span the partitions.
// The verifier checks that count against the module's process grid.
int64_t process_group_size(const Op& op, const CollectiveAttr& c, int64_t dim_size, const TensorType* declared,
                           bool gathering) {
  const auto members = static_cast<int64_t>(c.replica_groups[0].size());
  if (!declared || c.channel_handle <= 0 || c.use_global_device_ids || declared->rank() <= c.dimension) return members;
  const int64_t result = declared->shape[size_t(c.dimension)];
  const int64_t have = gathering ? dim_size : result, want = gathering ? result : dim_size;
  if (have <= 0 || want % have != 0 || (want / have) % members != 0) return members;
  return want / have;
}
}  // namespace

std::vector<TensorType> infer_result_types(OpKind kind, std::span<const TensorType> operand_types,
                                           const Attr& attr,
                                           const std::vector<std::unique_ptr<Block>>& regions,
                                           const Function* callee, const TensorType* declared) {
  Op op{kind, operand_types};
  // Ops with a fixed number of bodies have their own checks of them; the others carry none.
  if (op_regions(kind) == 0) check_region_count(op, regions, 0);
  if (op_result(kind) == OpResult::Declared) {
    op.check(declared != nullptr, "needs its result type");
    op.check_declared(*declared);
  }
  switch (kind) {
    LADDER_UNARY_OPS return {infer_unary(op, declared)};
    LADDER_BINARY_OPS return {infer_binary(op, attr)};
    LADDER_TERNARY_OPS return {infer_ternary(op)};
    case OpKind::Parameter:
      throw InternalError("infer_result_types: a parameter's type is declared, not inferred");
    case OpKind::Constant:
      op.arity(0);
      return {attr_as<ConstantAttr>(op, attr).type()};
    case OpKind::Iota: {
      op.arity(0);
      int64_t dim = attr_as<IotaAttr>(op, attr).dimension;
      op.check(dim >= 0 && dim < declared->rank(), "iota_dimension ", dim, " out of range for ",
               type_string(*declared));
      op.check(is_float(declared->dtype) || is_integer(declared->dtype) || is_complex(declared->dtype),
               "cannot count in element type ", dtype_name(declared->dtype));
      return {*declared};
    }
    case OpKind::BroadcastInDim:
      return {infer_broadcast(op, attr_as<BroadcastInDimAttr>(op, attr), declared)};
    case OpKind::Reshape:
      return {infer_reshape(op, declared)};
    case OpKind::ReducePrecision:
      return {infer_reduce_precision(op, attr_as<ReducePrecisionAttr>(op, attr))};
    case OpKind::BitcastConvert:
      return {infer_bitcast_convert(op, declared)};
    case OpKind::Transpose:
      return {infer_transpose(op, attr_as<TransposeAttr>(op, attr))};
    case OpKind::Slice:
      return {infer_slice(op, attr_as<SliceAttr>(op, attr))};
    case OpKind::Pad:
      return {infer_pad(op, attr_as<PadAttr>(op, attr))};
    case OpKind::Concatenate:
      return {infer_concatenate(op, attr_as<ConcatenateAttr>(op, attr))};
    case OpKind::Reverse:
      return {infer_reverse(op, attr_as<ReverseAttr>(op, attr))};
    case OpKind::DynamicSlice:
      return {infer_dynamic_slice(op, attr_as<DynamicSliceAttr>(op, attr))};
    case OpKind::DynamicUpdateSlice:
      return {infer_dynamic_update_slice(op)};
    case OpKind::Reduce:
      return infer_reduce(op, attr_as<ReduceAttr>(op, attr), regions);
    case OpKind::ReduceWindow:
      return infer_reduce_window(op, attr_as<ReduceWindowAttr>(op, attr), regions);
    case OpKind::SelectAndScatter:
      return {infer_select_and_scatter(op, attr_as<SelectAndScatterAttr>(op, attr), regions)};
    case OpKind::DotGeneral:
      return {infer_dot_general(op, attr_as<DotGeneralAttr>(op, attr), declared)};
    case OpKind::Convolution:
      return {infer_convolution(op, attr_as<ConvolutionAttr>(op, attr), declared)};
    case OpKind::Gather:
      return {infer_gather(op, attr_as<GatherAttr>(op, attr))};
    case OpKind::Scatter:
      return infer_scatter(op, attr_as<ScatterAttr>(op, attr), regions);
    case OpKind::TriangularSolve:
      return {infer_triangular_solve(op, attr_as<TriangularSolveAttr>(op, attr))};
    case OpKind::Cholesky:
      op.arity(1);
      attr_as<CholeskyAttr>(op, attr);
      return {infer_cholesky(op)};
    case OpKind::AllReduce: {
      // The body reduces one operand's elements at a time, so the operands share its type.
      op.check(!op.in.empty(), "expects 1 or more operands, got 0");
      for (const TensorType& t : op.in)
        op.check(t.dtype == op.in[0].dtype, "operands must share one element type (the body's)");
      TensorType e = scalar_of(op.in[0].dtype);
      check_region_count(op, regions, 1);
      check_region(op, regions, 0, "body", {e, e}, {e});
      return {op.in.begin(), op.in.end()};
    }
    case OpKind::AllGather:
    case OpKind::ReduceScatter: {
      const auto& c = attr_as<CollectiveAttr>(op, attr);
      if (kind == OpKind::ReduceScatter) op.arity(1);
      op.check(!op.in.empty(), "expects 1 or more operands, got 0");
      const char* dim_name = kind == OpKind::AllGather ? "all_gather_dim" : "scatter_dimension";
      op.check(!c.replica_groups.empty() && !c.replica_groups[0].empty(), "needs its replica_groups (their size sets the result's shape)");
      for (const TensorType& t : op.in)
        op.check(c.dimension >= 0 && c.dimension < t.rank(), dim_name, " ", c.dimension, " is not a dimension of ",
                 type_string(t));
      const int64_t members = process_group_size(op, c, op.in[0].shape[size_t(c.dimension)], declared,
                                                 kind == OpKind::AllGather);
      std::vector<TensorType> out(op.in.begin(), op.in.end());
      for (TensorType& t : out) {
        int64_t& d = t.shape[size_t(c.dimension)];
        if (kind == OpKind::AllGather) {
          d = op.product(d, members);
          continue;
        }
        op.check(d % members == 0, "dimension ", c.dimension, " of ", type_string(op.in[0]),
                 " does not split into ", members, " processes' slices");
        d /= members;
      }
      if (kind == OpKind::ReduceScatter) {
        TensorType e = scalar_of(op.in[0].dtype);
        check_region_count(op, regions, 1);
        check_region(op, regions, 0, "body", {e, e}, {e});
      }
      return out;
    }
    case OpKind::AllToAll: {
      const auto& c = attr_as<CollectiveAttr>(op, attr);
      op.check(!op.in.empty(), "expects 1 or more operands, got 0");
      op.check(c.split_count > 0, "split_count ", c.split_count, " must be positive");
      for (size_t g = 0; g < c.replica_groups.size(); ++g)
        op.check(static_cast<int64_t>(c.replica_groups[g].size()) == c.split_count, "replica group ", g, " has ",
                 c.replica_groups[g].size(), " members; split_count says ", c.split_count);
      std::vector<TensorType> out(op.in.begin(), op.in.end());
      for (TensorType& t : out) {
        op.check(c.dimension >= 0 && c.dimension < t.rank(), "split_dimension ", c.dimension,
                 " is not a dimension of ", type_string(t));
        op.check(c.concat_dimension >= 0 && c.concat_dimension < t.rank(), "concat_dimension ", c.concat_dimension,
                 " is not a dimension of ", type_string(t));
        int64_t& split = t.shape[size_t(c.dimension)];
        op.check(split % c.split_count == 0, "dimension ", c.dimension, " of ", type_string(t),
                 " does not split into ", c.split_count, " parts (split_count)");
        split /= c.split_count;
        int64_t& concat = t.shape[size_t(c.concat_dimension)];
        concat = op.product(concat, c.split_count);
      }
      return out;
    }
    case OpKind::CollectiveBroadcast:
    case OpKind::CollectiveReduce: {
      const auto& c = attr_as<CollectiveAttr>(op, attr);
      const size_t data = op.in.size() - (c.has_dynamic_root ? 1 : 0);
      op.check(op.in.size() >= (c.has_dynamic_root ? 2u : 1u), "expects ",
               c.has_dynamic_root ? "operands and their roots (2 or more operands" : "1 or more operands (",
               ", got ", op.in.size(), ")");
      if (c.has_dynamic_root)
        op.check(op.in.back() == TensorType{DType::i32, {static_cast<int64_t>(data)}}, "with has_dynamic_root the last ",
                 "operand holds one root per result, as tensor<", data, "xi32>; got ", type_string(op.in.back()));
      if (kind == OpKind::CollectiveReduce) {
        for (size_t i = 0; i < data; ++i)
          op.check(op.in[i].dtype == op.in[0].dtype, "operands must share one element type (the body's)");
        TensorType e = scalar_of(op.in[0].dtype);
        check_region_count(op, regions, 1);
        check_region(op, regions, 0, "body", {e, e}, {e});
      }
      return {op.in.begin(), op.in.begin() + static_cast<std::ptrdiff_t>(data)};
    }
    case OpKind::CollectivePermute: {
      // The pairs' replica ids are checked against the module's count by the verifier.
      op.arity(1);
      const auto& c = attr_as<CollectiveAttr>(op, attr);
      std::vector<int64_t> sources, targets;
      for (const auto& [source, target] : c.source_target_pairs) {
        op.check(source >= 0 && target >= 0, "source_target_pairs name replica ", std::min(source, target),
                 "; replica ids are 0 or more");
        sources.push_back(source);
        targets.push_back(target);
      }
      for (auto* ids : {&sources, &targets}) {
        std::sort(ids->begin(), ids->end());
        auto twice = std::adjacent_find(ids->begin(), ids->end());
        op.check(twice == ids->end(), "source_target_pairs name replica ", twice == ids->end() ? 0 : *twice,
                 " as a ", ids == &sources ? "source" : "target", " more than once");
      }
      return {op.in[0]};
    }
    case OpKind::ReplicaId:
    case OpKind::PartitionId:
      op.arity(0);
      return {TensorType{DType::ui32, {}}};
    case OpKind::Call: {
      op.check(callee != nullptr, "needs the called function");
      std::vector<TensorType> inputs = callee->input_types();
      op.check(std::equal(inputs.begin(), inputs.end(), operand_types.begin(), operand_types.end()),
               "arguments do not match @", callee->name, "'s parameters (", types_string(inputs),
               ")");
      return callee->output_types();
    }
    case OpKind::OptimizationBarrier: return {op.in.begin(), op.in.end()};
    case OpKind::Sort: return infer_sort(op, attr_as<SortAttr>(op, attr), regions);
    case OpKind::RngBitGenerator:
      return infer_rng_bit_generator(op, attr_as<RngBitGeneratorAttr>(op, attr), declared);
    case OpKind::While: return infer_while(op, regions);
    case OpKind::If: return infer_if_or_case(op, regions, DType::i1);
    case OpKind::Case: return infer_if_or_case(op, regions, DType::i32);
  }
  throw InternalError(cat("infer_result_types: bad OpKind ", static_cast<int>(kind)));
}

// ---- builders ---------------------------------------------------------------------------------

namespace {

// The block all `operands` live in; they must share one.
Block& common_block(OpKind kind, std::span<const Value> operands) {
  LADDER_CHECK(!operands.empty(), "[", op_short_name(kind), "] needs at least one operand");
  for (size_t i = 0; i < operands.size(); ++i) {
    LADDER_CHECK(bool(operands[i]) && operands[i].block() != nullptr, "[", op_short_name(kind),
                 "] operand ", i, " is a null value");
    LADDER_CHECK(operands[i].block() == operands[0].block(), "[", op_short_name(kind), "] operand ",
                 i, " (", type_string(operands[i].type()),
                 ") is defined in a different block than operand 0 (",
                 type_string(operands[0].type()), ")");
  }
  return *operands[0].block();
}

std::vector<TensorType> types_of(std::span<const Value> values) {
  std::vector<TensorType> out;
  for (Value v : values) out.push_back(v.type());
  return out;
}

Node* build(Block& block, OpKind kind, std::vector<Value> operands, Attr attr = NoAttr{},
            std::vector<std::unique_ptr<Block>> regions = {}, const TensorType* declared = nullptr,
            const Function* callee = nullptr) {
  std::vector<TensorType> results =
      infer_result_types(kind, types_of(operands), attr, regions, callee, declared);
  return block.append(kind, std::move(operands), std::move(results), std::move(attr),
                      std::move(regions));
}

Value build1(OpKind kind, std::vector<Value> operands, Attr attr = NoAttr{},
             const TensorType* declared = nullptr) {
  Block& block = common_block(kind, operands);
  return build(block, kind, std::move(operands), std::move(attr), {}, declared)->result();
}

std::unique_ptr<Block> build_region(std::vector<TensorType> params, const BodyBuilder& body) {
  std::unique_ptr<Block> region = make_region(params);
  std::vector<Value> args = region->parameters();
  region->results = body(*region, args);
  return region;
}

// Region parameters of a reduce-like op over `inputs`: N accumulators then N elements.
std::vector<TensorType> reducer_params(std::span<const Value> inputs) {
  std::vector<TensorType> params;
  for (int twice = 0; twice < 2; ++twice)
    for (Value v : inputs) params.push_back(scalar_of(v.dtype()));
  return params;
}

// Checked before the body is built, which needs the pairing.
void check_inputs_match_inits(OpKind kind, std::span<const Value> inputs,
                              std::span<const Value> inits) {
  LADDER_CHECK(!inputs.empty() && inputs.size() == inits.size(), "[", op_short_name(kind),
               "] needs N inputs followed by N init values, got ", inputs.size(), " inputs and ",
               inits.size(), " init values");
}

std::vector<Value> concat(std::span<const Value> a, std::span<const Value> b) {
  std::vector<Value> v(a.begin(), a.end());
  v.insert(v.end(), b.begin(), b.end());
  return v;
}

std::vector<Value> results_of(Node* node) {
  std::vector<Value> out;
  for (int i = 0; i < node->num_results(); ++i) out.push_back(node->result(i));
  return out;
}

BodyBuilder binary_body(OpKind kind) {
  return [kind](Block&, std::span<const Value> p) -> std::vector<Value> {
    return {binary(kind, p[0], p[1])};
  };
}

// The identity of max: -inf for floats, the lowest value for integers.
double lowest(DType t) {
  switch (t) {
    case DType::i2:
    case DType::i4:
      return -std::ldexp(1.0, dtype_bits(t) - 1);
    case DType::i8:
      return std::numeric_limits<int8_t>::lowest();
    case DType::i16:
      return std::numeric_limits<int16_t>::lowest();
    case DType::i32:
      return std::numeric_limits<int32_t>::lowest();
    case DType::i64:
      return static_cast<double>(std::numeric_limits<int64_t>::lowest());
    LADDER_UNSIGNED_DTYPES LADDER_BOOL_DTYPES return 0;
    LADDER_FLOAT_DTYPES LADDER_FP8_DTYPES return -std::numeric_limits<double>::infinity();
    LADDER_COMPLEX_DTYPES break;
  }
  throw InternalError(cat("lowest: ", dtype_name(t), " is not ordered"));
}

}  // namespace

Value constant(Block& b, Tensor value) {
  return build(b, OpKind::Constant, {}, constant_attr(std::move(value)))->result();
}

Value constant(Block& b, double value, DType dtype) {
  return constant(b, Tensor::scalar(dtype, value));
}

Value constant(Block& b, double value, DType dtype, const Shape& shape) {
  return build(b, OpKind::Constant, {}, splat_attr(Tensor::scalar(dtype, value), shape))->result();
}

Value iota(Block& b, TensorType type, int64_t dimension) {
  return build(b, OpKind::Iota, {}, IotaAttr{dimension}, {}, &type)->result();
}

Value convert(Value x, DType to) {
  TensorType declared{to, x ? x.shape() : Shape{}};
  return build1(OpKind::Convert, {x}, NoAttr{}, &declared);
}

Value unary(OpKind kind, Value x) {
  LADDER_CHECK(op_class(kind) == OpClass::Unary && kind != OpKind::Convert, "[",
               op_short_name(kind), "] is not a unary op without attributes");
  return build1(kind, {x});
}

Value binary(OpKind kind, Value a, Value b) {
  LADDER_CHECK(op_class(kind) == OpClass::Binary && kind != OpKind::Compare, "[",
               op_short_name(kind), "] is not a binary op without attributes");
  return build1(kind, {a, b});
}

Value abs(Value x) { return unary(OpKind::Abs, x); }
Value negate(Value x) { return unary(OpKind::Negate, x); }
Value exp(Value x) { return unary(OpKind::Exp, x); }
Value log(Value x) { return unary(OpKind::Log, x); }
Value sqrt(Value x) { return unary(OpKind::Sqrt, x); }
Value rsqrt(Value x) { return unary(OpKind::Rsqrt, x); }
Value tanh(Value x) { return unary(OpKind::Tanh, x); }
Value logistic(Value x) { return unary(OpKind::Logistic, x); }
Value sine(Value x) { return unary(OpKind::Sine, x); }
Value cosine(Value x) { return unary(OpKind::Cosine, x); }
Value floor(Value x) { return unary(OpKind::Floor, x); }
Value sign(Value x) { return unary(OpKind::Sign, x); }
Value erf(Value x) { return unary(OpKind::Erf, x); }
Value logical_not(Value x) { return unary(OpKind::Not, x); }
Value add(Value a, Value b) { return binary(OpKind::Add, a, b); }
Value subtract(Value a, Value b) { return binary(OpKind::Subtract, a, b); }
Value multiply(Value a, Value b) { return binary(OpKind::Multiply, a, b); }
Value divide(Value a, Value b) { return binary(OpKind::Divide, a, b); }
Value maximum(Value a, Value b) { return binary(OpKind::Maximum, a, b); }
Value minimum(Value a, Value b) { return binary(OpKind::Minimum, a, b); }
Value power(Value a, Value b) { return binary(OpKind::Power, a, b); }
Value logical_and(Value a, Value b) { return binary(OpKind::And, a, b); }
Value logical_or(Value a, Value b) { return binary(OpKind::Or, a, b); }

Value compare(Value a, Value b, CompareDirection direction, CompareType type) {
  if (type == CompareType::NOTYPE && a) {
    DType t = a.dtype();
    type = is_float(t)      ? CompareType::FLOAT
           : is_unsigned(t) ? CompareType::UNSIGNED
                            : CompareType::SIGNED;
  }
  return build1(OpKind::Compare, {a, b}, CompareAttr{direction, type});
}

Value clamp(Value min, Value x, Value max) { return build1(OpKind::Clamp, {min, x, max}); }
Value select(Value pred, Value on_true, Value on_false) {
  return build1(OpKind::Select, {pred, on_true, on_false});
}

Value broadcast_in_dim(Value x, const Shape& shape, std::vector<int64_t> dims) {
  TensorType declared{x ? x.dtype() : DType::f32, shape};
  return build1(OpKind::BroadcastInDim, {x}, BroadcastInDimAttr{std::move(dims)}, &declared);
}

Value reduce_precision(Value x, int64_t exponent_bits, int64_t mantissa_bits) {
  return build1(OpKind::ReducePrecision, {x}, ReducePrecisionAttr{exponent_bits, mantissa_bits});
}

Value bitcast_convert(Value x, DType to) {
  const TensorType operand = x ? x.type() : TensorType{};
  const TensorType declared = bitcast_result_type(Op{OpKind::BitcastConvert, {&operand, 1}}, to);
  return build1(OpKind::BitcastConvert, {x}, NoAttr{}, &declared);
}

Value reshape(Value x, const Shape& shape) {
  TensorType declared{x ? x.dtype() : DType::f32, shape};
  return build1(OpKind::Reshape, {x}, NoAttr{}, &declared);
}

Value capture(Block& region, Value outer) {
  return region.append(OpKind::Reshape, {outer}, {outer.type()})->result(0);
}

Value transpose(Value x, std::vector<int64_t> permutation) {
  return build1(OpKind::Transpose, {x}, TransposeAttr{std::move(permutation)});
}

Value slice(Value x, std::vector<int64_t> start, std::vector<int64_t> limit,
            std::vector<int64_t> strides) {
  if (strides.empty()) strides.assign(start.size(), 1);  // stored explicitly for the printer
  return build1(OpKind::Slice, {x},
                SliceAttr{std::move(start), std::move(limit), std::move(strides)});
}

Value pad(Value x, Value padding_value, std::vector<int64_t> low, std::vector<int64_t> high,
          std::vector<int64_t> interior) {
  if (interior.empty()) interior.assign(low.size(), 0);
  return build1(OpKind::Pad, {x, padding_value},
                PadAttr{std::move(low), std::move(high), std::move(interior)});
}

Value concatenate(std::span<const Value> xs, int64_t dimension) {
  return build1(OpKind::Concatenate, {xs.begin(), xs.end()}, ConcatenateAttr{dimension});
}

Value reverse(Value x, std::vector<int64_t> dims) {
  return build1(OpKind::Reverse, {x}, ReverseAttr{std::move(dims)});
}

Value dynamic_slice(Value x, std::span<const Value> start_indices, std::vector<int64_t> sizes) {
  std::vector<Value> operands = concat(std::span<const Value>(&x, 1), start_indices);
  return build1(OpKind::DynamicSlice, std::move(operands), DynamicSliceAttr{std::move(sizes)});
}

Value dynamic_update_slice(Value x, Value update, std::span<const Value> start_indices) {
  std::vector<Value> operands = {x, update};
  operands.insert(operands.end(), start_indices.begin(), start_indices.end());
  return build1(OpKind::DynamicUpdateSlice, std::move(operands));
}

std::vector<Value> reduce(std::span<const Value> inputs, std::span<const Value> inits,
                          std::vector<int64_t> dims, const BodyBuilder& body) {
  check_inputs_match_inits(OpKind::Reduce, inputs, inits);
  std::vector<Value> operands = concat(inputs, inits);
  Block& block = common_block(OpKind::Reduce, operands);
  std::vector<std::unique_ptr<Block>> regions;
  regions.push_back(build_region(reducer_params(inputs), body));
  return results_of(build(block, OpKind::Reduce, std::move(operands), ReduceAttr{std::move(dims)},
                          std::move(regions)));
}

std::vector<Value> optimization_barrier(std::span<const Value> xs) {
  return results_of(build(common_block(OpKind::OptimizationBarrier, xs), OpKind::OptimizationBarrier, {xs.begin(), xs.end()}));
}

std::vector<Value> while_loop(std::span<const Value> carried, const BodyBuilder& cond, const BodyBuilder& body) {
  Block& block = common_block(OpKind::While, carried);
  std::vector<std::unique_ptr<Block>> regions;
  regions.push_back(build_region(types_of(carried), cond));
  regions.push_back(build_region(types_of(carried), body));
  return results_of(build(block, OpKind::While, {carried.begin(), carried.end()}, NoAttr{}, std::move(regions)));
}

std::vector<Value> if_then_else(Value pred, const BodyBuilder& on_true, const BodyBuilder& on_false) {
  Block& block = common_block(OpKind::If, {&pred, 1});
  std::vector<std::unique_ptr<Block>> regions;
  regions.push_back(build_region({}, on_true));
  regions.push_back(build_region({}, on_false));
  return results_of(build(block, OpKind::If, {pred}, NoAttr{}, std::move(regions)));
}

std::vector<Value> case_of(Value index, std::span<const BodyBuilder> branches) {
  Block& block = common_block(OpKind::Case, {&index, 1});
  std::vector<std::unique_ptr<Block>> regions;
  for (const BodyBuilder& b : branches) regions.push_back(build_region({}, b));
  return results_of(build(block, OpKind::Case, {index}, NoAttr{}, std::move(regions)));
}

std::vector<Value> reduce_window(std::span<const Value> inputs, std::span<const Value> inits,
                                 ReduceWindowAttr attr, const BodyBuilder& body) {
  check_inputs_match_inits(OpKind::ReduceWindow, inputs, inits);
  std::vector<Value> operands = concat(inputs, inits);
  Block& block = common_block(OpKind::ReduceWindow, operands);
  std::vector<std::unique_ptr<Block>> regions;
  regions.push_back(build_region(reducer_params(inputs), body));
  return results_of(
      build(block, OpKind::ReduceWindow, std::move(operands), std::move(attr), std::move(regions)));
}

std::vector<Value> scatter(std::span<const Value> inputs, Value scatter_indices, std::span<const Value> updates,
                           ScatterAttr attr, const BodyBuilder& update_computation) {
  std::vector<Value> operands(inputs.begin(), inputs.end());
  operands.push_back(scatter_indices);
  operands.insert(operands.end(), updates.begin(), updates.end());
  Block& block = common_block(OpKind::Scatter, operands);
  std::vector<std::unique_ptr<Block>> regions;
  regions.push_back(build_region(reducer_params(inputs), update_computation));
  return results_of(build(block, OpKind::Scatter, std::move(operands), std::move(attr), std::move(regions)));
}

Value select_and_scatter(Value operand, Value source, Value init, SelectAndScatterAttr attr,
                         const BodyBuilder& select, const BodyBuilder& scatter) {
  std::vector<Value> operands = {operand, source, init};
  Block& block = common_block(OpKind::SelectAndScatter, operands);
  TensorType e = scalar_of(operand.dtype());
  std::vector<std::unique_ptr<Block>> regions;
  regions.push_back(build_region({e, e}, select));
  regions.push_back(build_region({e, e}, scatter));
  return build(block, OpKind::SelectAndScatter, std::move(operands), std::move(attr),
               std::move(regions))
      ->result();
}

namespace {
// A collective of one operand with a reduction body (all_reduce, reduce_scatter).
Value reducing_collective(OpKind kind, Value x, CollectiveAttr attr, const BodyBuilder& body) {
  Block& block = common_block(kind, std::span<const Value>(&x, 1));
  TensorType e = scalar_of(x.dtype());
  std::vector<std::unique_ptr<Block>> regions;
  regions.push_back(build_region({e, e}, body));
  return build(block, kind, {x}, std::move(attr), std::move(regions))->result();
}
}  // namespace

Value all_reduce(Value x, AllReduceAttr attr, const BodyBuilder& body) {
  return reducing_collective(OpKind::AllReduce, x, std::move(attr), body);
}

Value all_gather(Value x, CollectiveAttr attr) {
  return build1(OpKind::AllGather, {x}, std::move(attr));
}

Value reduce_scatter(Value x, CollectiveAttr attr, const BodyBuilder& body) {
  return reducing_collective(OpKind::ReduceScatter, x, std::move(attr), body);
}

Value collective_permute(Value x, std::vector<std::pair<int64_t, int64_t>> source_target_pairs,
                         int64_t channel_handle) {
  return build1(OpKind::CollectivePermute, {x},
                CollectiveAttr{.channel_handle = channel_handle, .source_target_pairs = std::move(source_target_pairs)});
}

std::vector<Value> all_to_all(std::span<const Value> xs, CollectiveAttr attr) {
  return results_of(build(common_block(OpKind::AllToAll, xs), OpKind::AllToAll, {xs.begin(), xs.end()}, std::move(attr)));
}

std::vector<Value> collective_broadcast(std::span<const Value> xs, CollectiveAttr attr) {
  return results_of(build(common_block(OpKind::CollectiveBroadcast, xs), OpKind::CollectiveBroadcast,
                          {xs.begin(), xs.end()}, std::move(attr)));
}

std::vector<Value> collective_reduce(std::span<const Value> xs, CollectiveAttr attr, const BodyBuilder& body) {
  LADDER_CHECK(!xs.empty(), "[collective_reduce] needs an operand");
  TensorType e = scalar_of(xs[0].dtype());
  std::vector<std::unique_ptr<Block>> regions;
  regions.push_back(build_region({e, e}, body));
  return results_of(build(common_block(OpKind::CollectiveReduce, xs), OpKind::CollectiveReduce, {xs.begin(), xs.end()},
                          std::move(attr), std::move(regions)));
}

Value replica_id(Block& b) { return build(b, OpKind::ReplicaId, {})->result(); }
Value partition_id(Block& b) { return build(b, OpKind::PartitionId, {})->result(); }

std::vector<Value> sort(std::span<const Value> inputs, int64_t dimension, bool is_stable,
                        const BodyBuilder& comparator) {
  std::vector<Value> operands(inputs.begin(), inputs.end());
  Block& block = common_block(OpKind::Sort, operands);
  std::vector<TensorType> params;
  for (Value v : inputs) params.insert(params.end(), 2, scalar_of(v.dtype()));
  std::vector<std::unique_ptr<Block>> regions;
  regions.push_back(build_region(std::move(params), comparator));
  return results_of(build(block, OpKind::Sort, std::move(operands), SortAttr{dimension, is_stable}, std::move(regions)));
}

BodyBuilder compare_body(CompareDirection direction, size_t key) {
  return [direction, key](Block&, std::span<const Value> p) -> std::vector<Value> {
    return {compare(p[2 * key], p[2 * key + 1], direction)};
  };
}

BodyBuilder sum_body() { return binary_body(OpKind::Add); }
BodyBuilder max_body() { return binary_body(OpKind::Maximum); }
BodyBuilder min_body() { return binary_body(OpKind::Minimum); }
BodyBuilder ge_select_body() {
  return [](Block&, std::span<const Value> p) -> std::vector<Value> {
    return {compare(p[0], p[1], CompareDirection::GE)};
  };
}

Value reduce_sum(Value x, std::vector<int64_t> dims) {
  Value init = constant(common_block(OpKind::Reduce, {&x, 1}), 0, x.dtype());
  return reduce({&x, 1}, {&init, 1}, std::move(dims), sum_body())[0];
}

Value reduce_max(Value x, std::vector<int64_t> dims) {
  Value init = constant(common_block(OpKind::Reduce, {&x, 1}), lowest(x.dtype()), x.dtype());
  return reduce({&x, 1}, {&init, 1}, std::move(dims), max_body())[0];
}

Value max_pool(Value x, ReduceWindowAttr attr) {
  Value init = constant(common_block(OpKind::ReduceWindow, {&x, 1}), lowest(x.dtype()), x.dtype());
  return reduce_window({&x, 1}, {&init, 1}, std::move(attr), max_body())[0];
}

Value sum_pool(Value x, ReduceWindowAttr attr) {
  Value init = constant(common_block(OpKind::ReduceWindow, {&x, 1}), 0, x.dtype());
  return reduce_window({&x, 1}, {&init, 1}, std::move(attr), sum_body())[0];
}

Value gather(Value operand, Value start_indices, GatherAttr attr) {
  return build1(OpKind::Gather, {operand, start_indices}, std::move(attr));
}

Value triangular_solve(Value a, Value b, TriangularSolveAttr attr) {
  return build1(OpKind::TriangularSolve, {a, b}, attr);
}

std::array<Value, 2> rng_bit_generator(Value state, RngAlgorithm algorithm, const TensorType& output) {
  Block& block = common_block(OpKind::RngBitGenerator, std::span<const Value>(&state, 1));
  Node* node = build(block, OpKind::RngBitGenerator, {state}, RngBitGeneratorAttr{algorithm}, {}, &output);
  return {node->result(0), node->result(1)};
}

const TensorType* declared_result(OpKind kind, std::span<const TensorType> results) {
  if (results.empty()) return nullptr;
  return kind == OpKind::RngBitGenerator && results.size() == 2 ? &results[1] : &results[0];
}

Value cholesky(Value a, bool lower) { return build1(OpKind::Cholesky, {a}, CholeskyAttr{lower}); }

Value dot_general(Value lhs, Value rhs, DotGeneralAttr attr) {
  return build1(OpKind::DotGeneral, {lhs, rhs}, std::move(attr));
}

Value dot_general(Value lhs, Value rhs, DotGeneralAttr attr, DType result) {
  const TensorType declared{result, {}};  // only its element type is read
  return build1(OpKind::DotGeneral, {lhs, rhs}, std::move(attr), &declared);
}

Value matmul(Value lhs, Value rhs) {
  LADDER_CHECK(lhs && rhs && lhs.rank() == 2 && rhs.rank() == 2,
               "[dot_general] matmul needs rank-2 operands, got ",
               lhs ? type_string(lhs.type()) : "null", " and ",
               rhs ? type_string(rhs.type()) : "null");
  return dot_general(lhs, rhs, DotGeneralAttr{{}, {}, {1}, {0}});
}

Value convolution(Value lhs, Value rhs, ConvolutionAttr attr) {
  return build1(OpKind::Convolution, {lhs, rhs}, std::move(attr));
}

Value convolution(Value lhs, Value rhs, ConvolutionAttr attr, DType result) {
  const TensorType declared{result, {}};  // only its element type is read
  return build1(OpKind::Convolution, {lhs, rhs}, std::move(attr), &declared);
}

std::vector<Value> call(Block& b, const Function& callee, std::span<const Value> args) {
  for (size_t i = 0; i < args.size(); ++i)
    LADDER_CHECK(args[i] && args[i].block() == &b, "[call] argument ", i, " of @", callee.name,
                 " is not a value of the calling block");
  std::vector<Value> operands(args.begin(), args.end());
  return results_of(
      build(b, OpKind::Call, std::move(operands), CallAttr{callee.name}, {}, nullptr, &callee));
}

}  // namespace ladder::ir
