// sort (spec: sort): each row along the dimension is reordered so that the comparator holds
// between neighbours, every input by the same permutation. The comparator runs once per
// comparison on (lhs_0, rhs_0, lhs_1, rhs_1, ...); ladder's sort is always stable.
#include "ladder/exec/reference/interpreter.h"
#include "ladder/exec/stable_sort.h"

namespace ladder::exec::reference {

std::vector<Tensor> eval_sort(const ir::Node& n, Operands in) {
  const Shape& shape = in[0]->shape();
  const int64_t axis = n.get<ir::SortAttr>().axis(static_cast<int64_t>(shape.size()));
  const auto strides = row_major_strides(shape);
  const int64_t length = shape[axis], step = strides[axis];
  std::vector<Tensor> out;
  for (const Tensor* x : in) out.emplace_back(x->type());
  Region comparator(n, 0);
  auto before = [&](int64_t a, int64_t b) {
    for (size_t i = 0; i < in.size(); ++i) {
      copy_element(*in[i], a, comparator.param(static_cast<int>(2 * i)), 0);
      copy_element(*in[i], b, comparator.param(static_cast<int>(2 * i + 1)), 0);
    }
    comparator.run();
    return comparator.result(0).get_int(0) != 0;
  };
  Shape rows = shape;
  rows[axis] = 1;
  std::vector<int64_t> order, scratch;
  for_each_index(rows, [&](const Index& index, int64_t) {
    const int64_t first = offset_of(index, strides);
    order.resize(static_cast<size_t>(length));
    for (int64_t k = 0; k < length; ++k) order[k] = first + k * step;
    stable_merge_sort(order, scratch, before);
    for (int64_t k = 0; k < length; ++k)
      for (size_t i = 0; i < in.size(); ++i) copy_element(*in[i], order[k], out[i], first + k * step);
  });
  return out;
}

}  // namespace ladder::exec::reference
