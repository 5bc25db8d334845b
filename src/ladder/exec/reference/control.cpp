// Control flow: while, if, case. Regions run through evaluate() in a scope whose outer scope is
// the enclosing block's, so they read the values they capture from there.
#include "ladder/exec/reference/interpreter.h"

namespace ladder::exec::reference {

namespace {

std::vector<Tensor> copies(Operands in) {
  std::vector<Tensor> out;
  for (const Tensor* x : in) out.push_back(*x);
  return out;
}

}  // namespace

// Runs cond on the carried values; while it yields true, body replaces them (spec: while).
std::vector<Tensor> eval_while(const ir::Module& module, const ir::Node& n, Operands in,
                               Communicator* comm, const Scope& scope) {
  std::vector<Tensor> carried = copies(in);
  while (evaluate(module, *n.regions[0], carried, comm, &scope).at(0).get_int(0) != 0)
    carried = evaluate(module, *n.regions[1], std::move(carried), comm, &scope);
  return carried;
}

// if runs its first branch when pred is true, else its second; case runs branch `index`, and
// the last branch for an index out of [0, branches) (spec: case).
std::vector<Tensor> eval_if_or_case(const ir::Module& module, const ir::Node& n, Operands in,
                                    Communicator* comm, const Scope& scope) {
  const int64_t branches = static_cast<int64_t>(n.regions.size());
  const int64_t selector = in[0]->get_int(0);
  int64_t branch = 0;
  if (n.kind == ir::OpKind::If)
    branch = selector != 0 ? 0 : 1;
  else
    branch = selector >= 0 && selector < branches ? selector : branches - 1;
  return evaluate(module, *n.regions[static_cast<size_t>(branch)], {}, comm, &scope);
}

}  // namespace ladder::exec::reference
