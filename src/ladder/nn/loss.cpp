#include "ladder/nn/loss.h"

#include "ladder/core/error.h"
#include "ladder/ir/ops.h"
#include "ladder/nn/layers.h"

namespace ladder::nn {

ir::Value softmax_cross_entropy(ir::Value logits, ir::Value labels) {
  LADDER_CHECK(logits.rank() == 2 && labels.type() == logits.type(),
               "[softmax_cross_entropy] expected logits and labels of one [N, K] type, got ",
               type_string(logits.type()), " and ", type_string(labels.type()));
  ir::Value picked = ir::multiply(labels, log_softmax(logits, 1));
  ir::Value total = ir::reduce_sum(picked, {0, 1});
  return scale(total, -1.0 / static_cast<double>(logits.shape()[0]));
}

Tensor one_hot(std::span<const int64_t> labels, int64_t classes, double smoothing) {
  LADDER_CHECK(classes > 0 && smoothing >= 0 && smoothing < 1, "one_hot: need classes > 0 and ",
               "smoothing in [0, 1), got ", classes, " and ", smoothing);
  const int64_t n = static_cast<int64_t>(labels.size());
  Tensor rows(DType::f32, {n, classes});
  const double off = smoothing / static_cast<double>(classes);
  for (int64_t i = 0; i < n; ++i) {
    LADDER_CHECK(labels[i] >= 0 && labels[i] < classes, "one_hot: label ", labels[i],
                 " at position ", i, " is outside [0, ", classes, ")");
    for (int64_t k = 0; k < classes; ++k)
      rows.set(i * classes + k, k == labels[i] ? 1 - smoothing + off : off);
  }
  return rows;
}

}  // namespace ladder::nn
