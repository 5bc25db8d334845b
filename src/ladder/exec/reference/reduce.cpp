// Ops with bodies: reduce, reduce_window, select_and_scatter, and the collectives. Bodies fold elements one at a
// time, in row-major order, starting from the init values (the spec leaves the order open;
// this is the plain sequential one).
#include <algorithm>

#include "ladder/exec/collective.h"
#include "ladder/exec/reference/interpreter.h"

namespace ladder::exec::reference {

namespace {

// Folds one element per operand into accumulator element j: acc = body(acc, element).
// `element(k)` gives the tensor and offset of operand k's element.
template <typename Element>
void fold(Region& body, std::vector<Tensor>& acc, int64_t j, Element element) {
  const int count = static_cast<int>(acc.size());
  for (int k = 0; k < count; ++k) {
    copy_element(acc[k], j, body.param(k), 0);
    auto [tensor, offset] = element(k);
    copy_element(*tensor, offset, body.param(count + k), 0);
  }
  body.run();
  for (int k = 0; k < count; ++k) copy_element(body.result(k), 0, acc[k], j);
}

// Result tensors filled with the init values (operands count..2*count-1).
std::vector<Tensor> init_results(const ir::Node& n, Operands inits) {
  std::vector<Tensor> out;
  for (size_t k = 0; k < inits.size(); ++k) out.push_back(splat(n.results[k], *inits[k]));
  return out;
}

}  // namespace

std::vector<Tensor> eval_reduce(const ir::Node& n, Operands in) {
  const size_t count = in.size() / 2;  // operands: inputs..., inits...
  const Operands inputs = in.first(count), inits = in.subspan(count);
  const auto& dims = n.get<ir::ReduceAttr>().dims;
  std::vector<Tensor> acc = init_results(n, inits);
  Region body(n, 0);

  // Input dim d goes to result dim kept[d], or is reduced (-1).
  const Shape& shape = inputs[0]->shape();
  std::vector<int64_t> kept(shape.size());
  for (size_t d = 0, r = 0; d < shape.size(); ++d)
    kept[d] = std::find(dims.begin(), dims.end(), d) != dims.end() ? -1 : static_cast<int64_t>(r++);
  const auto strides = row_major_strides(acc[0].shape());

  for_each_index(shape, [&](const Index& index, int64_t i) {
    int64_t j = 0;
    for (size_t d = 0; d < index.size(); ++d)
      if (kept[d] >= 0) j += index[d] * strides[kept[d]];
    fold(body, acc, j, [&](int k) { return std::pair{inputs[k], i}; });
  });
  return acc;
}

std::vector<Tensor> eval_reduce_window(const ir::Node& n, Operands in) {
  const size_t count = in.size() / 2;  // operands: inputs..., inits...
  const Operands inputs = in.first(count), inits = in.subspan(count);
  const auto& a = n.get<ir::ReduceWindowAttr>();
  const Shape& shape = inputs[0]->shape();
  const size_t rank = shape.size();
  const auto steps = or_default(a.window_strides, rank, 1);
  const auto base_dilation = or_default(a.base_dilations, rank, 1);
  const auto window_dilation = or_default(a.window_dilations, rank, 1);
  const ir::Padding padding = a.padding.empty() ? ir::Padding(rank) : a.padding;
  const auto strides = row_major_strides(shape);
  std::vector<Tensor> acc = init_results(n, inits);
  Region body(n, 0);

  // The spec pads the base-dilated inputs with the init values, so the holes and the
  // padding are folded in as init values too.
  for_each_index(acc[0].shape(), [&](const Index& o, int64_t j) {
    for_each_index(a.window_dimensions, [&](const Index& w, int64_t) {
      int64_t i = 0;
      for (size_t d = 0; d < rank && i >= 0; ++d) {
        const int64_t p = o[d] * steps[d] + w[d] * window_dilation[d] - padding[d].first;
        if (p < 0 || p % base_dilation[d] != 0 || p / base_dilation[d] >= shape[d])
          i = -1;
        else
          i += p / base_dilation[d] * strides[d];
      }
      fold(body, acc, j, [&](int k) {
        return i >= 0 ? std::pair{inputs[k], i} : std::pair{inits[k], int64_t{0}};
      });
    });
  });
  return acc;
}

Tensor eval_select_and_scatter(const ir::Node& n, Operands in) {
  const Tensor &operand = *in[0], &source = *in[1];
  const auto& a = n.get<ir::SelectAndScatterAttr>();
  const size_t rank = operand.rank();
  const auto steps = or_default(a.window_strides, rank, 1);
  const ir::Padding padding = a.padding.empty() ? ir::Padding(rank) : a.padding;
  const auto strides = row_major_strides(operand.shape());
  std::vector<Tensor> result = init_results(n, in.subspan(2));
  Region select(n, 0), scatter(n, 1);

  // For each window (one per source element) select one operand element, then scatter the
  // source element onto it. Padding positions are never selected.
  for_each_index(source.shape(), [&](const Index& s, int64_t si) {
    int64_t selected = -1;
    for_each_index(a.window_dimensions, [&](const Index& w, int64_t) {
      int64_t i = 0;
      for (size_t d = 0; d < rank && i >= 0; ++d) {
        const int64_t p = s[d] * steps[d] + w[d] - padding[d].first;
        i = p < 0 || p >= operand.shape()[d] ? -1 : i + p * strides[d];
      }
      if (i < 0) return;
      if (selected >= 0) {
        // select(current, candidate) true keeps the current choice.
        copy_element(operand, selected, select.param(0), 0);
        copy_element(operand, i, select.param(1), 0);
        select.run();
        if (select.result(0).get_int(0)) return;
      }
      selected = i;
    });
    if (selected >= 0) fold(scatter, result, selected, [&](int) { return std::pair{&source, si}; });
  });
  return std::move(result[0]);
}

// Collectives (their groups: exec/collective.h). Each member's operands are gathered, then
// folded with the body one element at a time in group order, operand by operand (the body
// takes one scalar pair): any body the spec allows, not only the reducers communicators run
// natively.
namespace {
// This process's group in collective `n`, which must hold it.
std::vector<int64_t> own_group(const ir::Node& n, Communicator* comm, const Grid& grid) {
  std::vector<int64_t> group = process_group(n.kind, n.get<ir::CollectiveAttr>(), grid, process_of(comm));
  LADDER_CHECK(!group.empty(), "[", ir::op_short_name(n.kind), "] process ", process_of(comm),
               " is in none of its replica_groups");
  return group;
}
}  // namespace

std::vector<Tensor> eval_all_reduce(const ir::Node& n, Operands in, Communicator* comm, const Grid& grid) {
  const std::vector<int64_t> group = own_group(n, comm, grid);
  std::vector<Tensor> acc;
  for (const Tensor* x : in) acc.push_back(*x);
  if (group.size() == 1) return acc;
  Region body(n, 0);
  for (size_t k = 0; k < in.size(); ++k) {
    const int64_t bytes = static_cast<int64_t>(in[k]->byte_size());
    std::vector<uint8_t> all(static_cast<size_t>(bytes) * group.size());
    comm->all_gather(in[k]->bytes(), all.data(), bytes, group);
    std::vector<Tensor> one(1, Tensor(in[k]->type()));
    std::copy_n(all.data(), bytes, one[0].bytes());
    Tensor member(in[k]->type());
    for (size_t m = 1; m < group.size(); ++m) {
      std::copy_n(all.data() + m * static_cast<size_t>(bytes), bytes, member.bytes());
      for (int64_t j = 0; j < member.num_elements(); ++j)
        fold(body, one, j, [&](int) { return std::pair<const Tensor*, int64_t>(&member, j); });
    }
    acc[k] = std::move(one[0]);
  }
  return acc;
}

// The group's operands concatenated along the dimension, in group order, operand by operand.
std::vector<Tensor> eval_all_gather(const ir::Node& n, Operands in, Communicator* comm, const Grid& grid) {
  const auto& attr = n.get<ir::CollectiveAttr>();
  const std::vector<int64_t> group = own_group(n, comm, grid);
  std::vector<Tensor> out;
  for (size_t k = 0; k < in.size(); ++k) {
    out.emplace_back(n.results[k]);
    if (group.size() == 1)
      std::copy_n(in[k]->bytes(), in[k]->byte_size(), out[k].bytes());
    else
      gather_along(*comm, in[k]->bytes(), out[k].bytes(), in[k]->shape(), attr.dimension, dtype_size(in[k]->dtype()),
                   group);
  }
  return out;
}

// The all_reduce of the whole operand (any body, as eval_all_reduce folds it), then this
// process's slice of it along the dimension.
Tensor eval_reduce_scatter(const ir::Node& n, Operands in, Communicator* comm, const Grid& grid) {
  const auto& attr = n.get<ir::CollectiveAttr>();
  const std::vector<int64_t> group = process_group(n.kind, attr, grid, process_of(comm));
  const Tensor whole = eval_all_reduce(n, in, comm, grid)[0];
  const int64_t k = std::find(group.begin(), group.end(), process_of(comm)) - group.begin();
  Tensor out(n.results[0]);
  slice_along(whole.bytes(), out.bytes(), whole.shape(), attr.dimension, dtype_size(whole.dtype()), k,
              static_cast<int64_t>(group.size()));
  return out;
}

std::vector<Tensor> eval_all_to_all(const ir::Node& n, Operands in, Communicator* comm, const Grid& grid) {
  const auto& attr = n.get<ir::CollectiveAttr>();
  const std::vector<int64_t> group = own_group(n, comm, grid);
  std::vector<Tensor> out;
  for (size_t k = 0; k < in.size(); ++k) {
    out.emplace_back(n.results[k]);
    all_to_all(comm, in[k]->bytes(), out[k].bytes(), in[k]->shape(), attr.dimension, attr.concat_dimension,
               dtype_size(in[k]->dtype()), group);
  }
  return out;
}

// Result k's root: the group's first member, or (has_dynamic_root) element k of the last operand.
int64_t root_of(const ir::CollectiveAttr& attr, Operands in, size_t k) {
  return attr.has_dynamic_root ? in.back()->get_int(static_cast<int64_t>(k)) : 0;
}

// Every member of a group gets its root's operands; a process in no group gets zeros.
std::vector<Tensor> eval_collective_broadcast(const ir::Node& n, Operands in, Communicator* comm, const Grid& grid) {
  const auto& attr = n.get<ir::CollectiveAttr>();
  const std::vector<int64_t> group = process_group(n.kind, attr, grid, process_of(comm));
  std::vector<Tensor> out;
  for (size_t k = 0; k < n.results.size(); ++k) {
    out.emplace_back(n.results[k]);
    broadcast_in_group(comm, in[k]->bytes(), out[k].bytes(), static_cast<int64_t>(in[k]->byte_size()), group,
                       root_of(attr, in, k));
  }
  return out;
}

// The group's reduction (as all_reduce folds it) on each result's root; zeros elsewhere.
std::vector<Tensor> eval_collective_reduce(const ir::Node& n, Operands in, Communicator* comm, const Grid& grid) {
  const auto& attr = n.get<ir::CollectiveAttr>();
  const std::vector<int64_t> group = process_group(n.kind, attr, grid, process_of(comm));
  const Operands data = attr.has_dynamic_root ? in.first(in.size() - 1) : in;
  std::vector<Tensor> out;
  if (group.empty()) {
    for (const auto& t : n.results) out.emplace_back(t);
    return out;
  }
  out = eval_all_reduce(n, data, comm, grid);
  for (size_t k = 0; k < out.size(); ++k) {
    const int64_t root = root_of(attr, in, k);
    LADDER_CHECK(root >= 0 && root < static_cast<int64_t>(group.size()), "[collective_reduce] root ", root,
                 " is not an index into its group of ", group.size());
    if (group[size_t(root)] != process_of(comm)) out[k] = Tensor(n.results[k]);
  }
  return out;
}

// As the spec says it, without the communicators' point-to-point path (which the cpu lowerer
// takes): every process's operand gathered, then the one whose pair targets this process, or
// zeros.
Tensor eval_collective_permute(const ir::Node& n, Operands in, Communicator* comm, const Grid& grid) {
  const int64_t me = process_of(comm), processes = comm ? comm->size() : 1;
  const int64_t bytes = static_cast<int64_t>(in[0]->byte_size());
  std::vector<uint8_t> all(static_cast<size_t>(bytes * processes));
  if (comm == nullptr)
    std::copy_n(in[0]->bytes(), bytes, all.data());
  else
    comm->all_gather(in[0]->bytes(), all.data(), bytes, {});
  Tensor out(n.results[0]);  // zeros
  for (const auto& [source, target] : permute_pairs(n.get<ir::CollectiveAttr>(), grid))
    if (target == me) std::copy_n(all.data() + source * bytes, bytes, out.bytes());
  return out;
}

}  // namespace ladder::exec::reference
