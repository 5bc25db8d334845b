// sort: each row along the dimension ordered by the comparator, every input moved by the same
// permutation. A comparator that is one `compare LT|GT` on input 0's pair (what jnp.sort and
// argsort emit) sorts by keys read once per element with std::stable_sort; any other runs the
// region per comparison in exec/stable_sort.h's merge sort, as the reference lowerer does (and
// so does a FLOAT key row holding NaN, where `<` is no strict weak order: the same comparisons
// in the same algorithm give the reference's order).
#include <algorithm>
#include <cmath>

#include "ladder/exec/cpu/generic.h"
#include "ladder/exec/stable_sort.h"

namespace ladder::exec::cpu {

namespace {

// The comparator `compare(lhs_0, rhs_0)` (or swapped) with direction LT or GT: how to read a
// key of input 0 and which way to order it.
struct KeyOrder {
  ir::CompareType type = ir::CompareType::NOTYPE;
  bool descending = false;
};

std::optional<KeyOrder> key_order(const ir::Block& region, DType key_type) {
  const std::vector<ir::Value> params = region.parameters();
  if (region.nodes.size() != params.size() + 1 || region.results.size() != 1) return std::nullopt;
  const ir::Node& cmp = *region.nodes.back();
  if (cmp.kind != ir::OpKind::Compare || region.results[0].node != &cmp)
    return std::nullopt;
  const auto& attr = cmp.get<ir::CompareAttr>();
  const bool straight = cmp.operands[0] == params[0] && cmp.operands[1] == params[1];
  const bool swapped = cmp.operands[0] == params[1] && cmp.operands[1] == params[0];
  if (!straight && !swapped) return std::nullopt;
  if (attr.direction != ir::CompareDirection::LT && attr.direction != ir::CompareDirection::GT) return std::nullopt;
  KeyOrder k;
  k.descending = (attr.direction == ir::CompareDirection::GT) == straight;
  k.type = attr.type != ir::CompareType::NOTYPE ? attr.type
           : is_float(key_type)                ? ir::CompareType::FLOAT
           : is_unsigned(key_type)             ? ir::CompareType::UNSIGNED
                                               : ir::CompareType::SIGNED;
  return k;
}

class SortKernel final : public Kernel {
 public:
  SortKernel(const ir::Node& node, const Io& io) : io_(io) {
    const Shape& shape = io.in_types[0].shape;
    axis_ = node.get<ir::SortAttr>().axis(static_cast<int64_t>(shape.size()));
    keys_ = key_order(*node.regions[0], io.in_types[0].dtype);
    if (!keys_) comparator_ = std::make_unique<RegionEval>(*node.regions[0], "sort");
  }

  void run(void* const* s) const override {
    const Shape& shape = io_.in_types[0].shape;
    const auto strides = row_major_strides(shape);
    const int64_t length = shape[axis_], step = strides[axis_];
    Shape rows = shape;
    rows[axis_] = 1;
    std::vector<int64_t> order, scratch;
    for_each_index(rows, [&](int64_t, const int64_t* index) {
      int64_t first = 0;
      for (size_t d = 0; d < rows.size(); ++d) first += index[d] * strides[d];
      order.resize(static_cast<size_t>(length));
      for (int64_t k = 0; k < length; ++k) order[k] = k;
      if (keys_)
        sort_by_keys(s, first, step, order, scratch);
      else
        stable_merge_sort(order, scratch, [&](int64_t a, int64_t b) { return region_before(s, first + a * step, first + b * step); });
      for (size_t i = 0; i < io_.in.size(); ++i) {
        const int64_t size = dtype_size(io_.in_types[i].dtype);
        const char* from = static_cast<const char*>(s[io_.in[i]]);
        char* to = static_cast<char*>(s[io_.out[i]]);
        for (int64_t k = 0; k < length; ++k)
          std::memcpy(to + (first + k * step) * size, from + (first + order[k] * step) * size, static_cast<size_t>(size));
      }
    });
  }
  std::string describe() const override { return keys_ ? "sort(keys)" : "sort(comparator)"; }

 private:
  bool region_before(void* const* s, int64_t a, int64_t b) const {
    const void* params[RegionEval::kMaxParams];
    for (size_t i = 0; i < io_.in.size(); ++i) {
      const int64_t size = dtype_size(io_.in_types[i].dtype);
      params[2 * i] = at(s[io_.in[i]], a * size);
      params[2 * i + 1] = at(s[io_.in[i]], b * size);
    }
    uint8_t result = 0;
    void* outs[1] = {&result};
    (*comparator_)(params, outs);
    return result != 0;
  }

  // Row positions `order` sorted by input 0's keys at first + k * step.
  void sort_by_keys(void* const* s, int64_t first, int64_t step, std::vector<int64_t>& order,
                    std::vector<int64_t>& scratch) const {
    const void* data = s[io_.in[0]];
    const DType t = io_.in_types[0].dtype;
    const auto n = static_cast<int64_t>(order.size());
    switch (keys_->type) {
      case ir::CompareType::FLOAT: {
        std::vector<double> key(static_cast<size_t>(n));
        bool nan = false;
        for (int64_t k = 0; k < n; ++k) nan |= std::isnan(key[k] = load_element(data, t, first + k * step));
        if (nan)
          return stable_merge_sort(order, scratch, [&](int64_t a, int64_t b) { return before(key[a], key[b]); });
        return std::stable_sort(order.begin(), order.end(), [&](int64_t a, int64_t b) { return before(key[a], key[b]); });
      }
      case ir::CompareType::TOTALORDER:
        return sort_keys<int64_t>(order, n, [&](int64_t k) { return total_order_key(load_element(data, t, first + k * step)); });
      case ir::CompareType::SIGNED:
        return sort_keys<int64_t>(order, n, [&](int64_t k) { return load_element_int(data, t, first + k * step); });
      case ir::CompareType::UNSIGNED:
        return sort_keys<uint64_t>(order, n,
                                   [&](int64_t k) { return static_cast<uint64_t>(load_element_int(data, t, first + k * step)); });
      case ir::CompareType::NOTYPE: break;  // key_order() resolved it
    }
    throw InternalError("sort: unresolved comparison type");
  }
  template <typename T>
  bool before(T a, T b) const { return keys_->descending ? b < a : a < b; }
  template <typename T, typename Read>
  void sort_keys(std::vector<int64_t>& order, int64_t n, Read read) const {
    std::vector<T> key(static_cast<size_t>(n));
    for (int64_t k = 0; k < n; ++k) key[k] = read(k);
    std::stable_sort(order.begin(), order.end(), [&](int64_t a, int64_t b) { return before(key[a], key[b]); });
  }

  Io io_;
  int64_t axis_ = 0;
  std::optional<KeyOrder> keys_;
  std::unique_ptr<RegionEval> comparator_;
};

}  // namespace

std::unique_ptr<Kernel> make_sort_kernel(const ir::Node& node, const Io& io) {
  return std::make_unique<SortKernel>(node, io);
}

}  // namespace ladder::exec::cpu
