// The verifier: well-formed modules pass; each kind of malformed module (the kind a parser
// can produce from bad text) is rejected with a message naming the function, op and types.
#include "ladder/ir/verify.h"

#include "ir/ir_test_util.h"

namespace ladder::ir {
namespace {

using testing::expect_error;
using VerifyTest = testing::IrTest;
using DT = DType;

const TensorType kVec2{DT::f32, {2}};
const TensorType kScalar{DT::f32, {}};

TEST_F(VerifyTest, AcceptsWellFormedModule) {
  Function* helper = module_.add_function("helper", false);
  Value h = helper->body.add_parameter(kVec2);
  helper->body.results = {exp(h), reduce_sum(h, {0})};
  Value x = arg({2});
  std::vector<Value> r = call(body(), *helper, {&x, 1});
  Value pooled = max_pool(reshape(r[0], {1, 2}), {{1, 2}, {}, {}, {}, {}});
  body().results = {add(r[0], x), r[1], pooled};
  main_->result_names = {"y", "", ""};
  EXPECT_NO_THROW(verify(module_));
}

TEST_F(VerifyTest, RejectsDeclaredTypeThatDiffersFromInferred) {
  Value x = arg({2});
  Value y = add(x, x);
  y.node->results[0] = {DT::f64, {2}};
  body().results = {y};
  expect_error(
      [&] { verify(module_); },
      {"in @main", "[add]", "declared result types (tensor<2xf64>)", "inferred (tensor<2xf32>)"});
}

TEST_F(VerifyTest, RejectsInvalidOpFoundByInference) {
  Value x = arg({2}), y = arg({3});
  body().append(OpKind::Add, {x, y}, {kVec2});
  expect_error([&] { verify(module_); }, {"in @main", "[add]", "tensor<2xf32>, tensor<3xf32>"});
}

TEST_F(VerifyTest, ChecksOpsWhoseTypeIsDeclared) {
  Value x = arg({2, 3});
  body().append(OpKind::Reshape, {x}, {{DT::f32, {5}}});
  expect_error([&] { verify(module_); }, {"in @main", "[reshape]", "tensor<5xf32>"});
}

TEST_F(VerifyTest, ChecksConvertAndIotaTypes) {
  Value x = arg({2, 3});
  body().append(OpKind::Convert, {x}, {{DT::i32, {3, 2}}});
  expect_error([&] { verify(module_); }, {"in @main", "[convert]", "tensor<3x2xi32>"});
  body().nodes.pop_back();
  body().append(OpKind::Iota, {}, {{DT::i32, {2}}}, IotaAttr{1});
  expect_error([&] { verify(module_); }, {"in @main", "[iota]", "iota_dimension 1"});
}

TEST_F(VerifyTest, RejectsRegionResultFromEnclosingBlock) {
  Value x = arg({2}), outer = arg({});
  Value zero = constant(body(), 0, DT::f32);
  std::unique_ptr<Block> region = make_region({kScalar, kScalar});
  region->results = {outer};
  std::vector<std::unique_ptr<Block>> regions;
  regions.push_back(std::move(region));
  body().append(OpKind::Reduce, {x, zero}, {kScalar}, ReduceAttr{{0}}, std::move(regions));
  expect_error([&] { verify(module_); },
               {"in @main", "[reduce]", "region result 0", "enclosing block"});
}

TEST_F(VerifyTest, RejectsUseBeforeDefinition) {
  Value x = arg({2});
  Node* first = body().append(OpKind::Negate, {x}, {kVec2});
  Value later = negate(x);
  first->operands[0] = later;
  expect_error([&] { verify(module_); },
               {"in @main", "[negate]", "operand 0", "used before it is defined"});
}

TEST_F(VerifyTest, RejectsValueOfAnotherFunction) {
  Function* other = module_.add_function("other");
  Value foreign = other->body.add_parameter(kVec2);
  other->body.results = {foreign};
  body().append(OpKind::Negate, {foreign}, {kVec2});
  expect_error([&] { verify(module_); },
               {"in @main", "[negate]", "tensor<2xf32>", "not defined in this function's scope"});
}

TEST_F(VerifyTest, RejectsRegionUsingEnclosingValue) {
  Value x = arg({2}), outer = arg({});
  Value zero = constant(body(), 0, DT::f32);
  std::unique_ptr<Block> region = make_region({kScalar, kScalar});
  Value acc = region->parameters()[0];
  region->results = {region->append(OpKind::Add, {acc, outer}, {kScalar})->result()};
  std::vector<std::unique_ptr<Block>> regions;
  regions.push_back(std::move(region));
  body().append(OpKind::Reduce, {x, zero}, {kScalar}, ReduceAttr{{0}}, std::move(regions));
  expect_error([&] { verify(module_); }, {"in @main", "[add]", "operand 1", "enclosing block"});
}

TEST_F(VerifyTest, RejectsRegionOfWrongSignature) {
  Value x = arg({2});
  Value zero = constant(body(), 0, DT::f32);
  std::unique_ptr<Block> region = make_region({kScalar});
  region->results = {region->parameters()[0]};
  std::vector<std::unique_ptr<Block>> regions;
  regions.push_back(std::move(region));
  body().append(OpKind::Reduce, {x, zero}, {kScalar}, ReduceAttr{{0}}, std::move(regions));
  expect_error([&] { verify(module_); }, {"in @main", "[reduce]", "body region takes (tensor<f32>)",
                                          "must take (tensor<f32>, tensor<f32>)"});
}

TEST_F(VerifyTest, RejectsCallToUndefinedFunction) {
  body().append(OpKind::Call, {}, {}, CallAttr{"nope"});
  expect_error([&] { verify(module_); }, {"in @main", "[call]", "undefined function @nope"});
}

TEST_F(VerifyTest, RejectsCallWithWrongArgumentTypes) {
  Function* f = module_.add_function("f");
  f->body.results = {f->body.add_parameter(kVec2)};
  Value x = arg({3});
  body().append(OpKind::Call, {x}, {kVec2}, CallAttr{"f"});
  expect_error([&] { verify(module_); },
               {"in @main", "[call]", "@f", "tensor<3xf32>", "(tensor<2xf32>)"});
}

TEST_F(VerifyTest, RejectsRecursion) {
  Function* a = module_.add_function("a");
  Function* b = module_.add_function("b");
  Value pa = a->body.add_parameter(kVec2), pb = b->body.add_parameter(kVec2);
  a->body.results = call(a->body, *b, {&pa, 1});
  b->body.results = call(b->body, *a, {&pb, 1});
  expect_error([&] { verify(module_); }, {"recursive", "@a -> @b -> @a"});
}

TEST_F(VerifyTest, RejectsSelfRecursion) {
  Value x = arg({2});
  call(body(), *main_, {&x, 1});  // main returns nothing, so the call has no results
  expect_error([&] { verify(module_); }, {"recursive", "@main -> @main"});
}

TEST_F(VerifyTest, RejectsReturnOfForeignValue) {
  Function* other = module_.add_function("other");
  body().results = {other->body.add_parameter(kVec2)};
  expect_error([&] { verify(*main_); }, {"in @main", "return value 0"});
}

// An all_reduce of a fresh argument over `groups`, in a module of `replicas` replicas.
class ReplicaGroupsTest : public VerifyTest {
 protected:
  void all_reduce_over(int64_t replicas, std::vector<std::vector<int64_t>> groups) {
    body().results.clear();  // each call replaces what an earlier one built
    body().nodes.clear();
    module_.num_replicas = replicas;
    AllReduceAttr attr;
    attr.replica_groups = std::move(groups);
    body().results = {all_reduce(arg({2}), attr, sum_body())};
  }
};

TEST_F(ReplicaGroupsTest, AcceptsGroupsThatPartitionTheReplicas) {
  all_reduce_over(2, {{0, 1}});
  EXPECT_NO_THROW(verify(module_));
  all_reduce_over(2, {{1}, {0}});
  EXPECT_NO_THROW(verify(module_));
  all_reduce_over(4, {{0, 2}, {3, 1}});
  EXPECT_NO_THROW(verify(module_));
  all_reduce_over(3, {});  // no groups: one group of every replica
  EXPECT_NO_THROW(verify(module_));
}

TEST_F(ReplicaGroupsTest, RejectsIdOutOfRange) {
  all_reduce_over(2, {{0, 2}});
  expect_error([&] { verify(module_); },
               {"in @main", "[all_reduce]", "replica id 2 in replica group 0",
                "out of range for a module of 2 replicas"});
  all_reduce_over(2, {{-1, 0}});
  expect_error([&] { verify(module_); }, {"in @main", "[all_reduce]", "replica id -1"});
  all_reduce_over(1, {{0, 1}});  // the default count: one replica
  expect_error([&] { verify(module_); }, {"[all_reduce]", "replica id 1", "module of 1 replicas"});
}

TEST_F(ReplicaGroupsTest, RejectsIdTwice) {
  all_reduce_over(2, {{1}, {1}});
  expect_error([&] { verify(module_); },
               {"in @main", "[all_reduce]", "replica id 1 appears more than once"});
  all_reduce_over(3, {{0, 0, 1}});
  expect_error([&] { verify(module_); }, {"[all_reduce]", "replica id 0 appears more than once"});
}

TEST_F(ReplicaGroupsTest, AllReduceTakesRaggedGroupsAllGatherDoesNot) {
  all_reduce_over(3, {{0, 1}, {2}});  // the text pads them: dense<[[0, 1], [2, -1]]>
  EXPECT_NO_THROW(verify(module_));
  body().results.clear();
  body().nodes.clear();
  module_.num_replicas = 3;
  // all_gather's result shape is the group size: every group must have it.
  Node* gather = body().append(OpKind::AllGather, {arg({2})}, {TensorType{DType::f32, {4}}},
                               CollectiveAttr{.replica_groups = {{0, 1}, {2}}, .dimension = 0});
  body().results = {gather->result()};
  expect_error([&] { verify(module_); },
               {"in @main", "[all_gather]", "replica group 1 has 1 replicas and group 0 has 2", "the same size"});
}

TEST_F(ReplicaGroupsTest, RejectsReplicaInNoGroup) {
  all_reduce_over(4, {{0}, {3}});
  expect_error([&] { verify(module_); },
               {"in @main", "[all_reduce]", "replica 1 is in no replica group",
                "each of the module's 4 replicas once"});
  all_reduce_over(3, {{0, 1}});
  expect_error([&] { verify(module_); }, {"[all_reduce]", "replica 2 is in no replica group"});
}

TEST_F(ReplicaGroupsTest, ModesNameTheirIds) {
  // With a channel_handle and use_global_device_ids the ids are processes of the grid.
  all_reduce_over(2, {{0, 1, 2, 3}});
  module_.num_partitions = 2;
  auto& attr = std::get<CollectiveAttr>(body().results[0].node->attr);
  attr.channel_handle = 1;
  attr.use_global_device_ids = true;
  EXPECT_NO_THROW(verify(module_));
  attr.replica_groups = {{0, 1, 2, 4}};
  expect_error([&] { verify(module_); }, {"[all_reduce]", "process id 4", "a module of 4 processes"});
  attr.channel_handle = 0;  // flattened ids need a channel
  expect_error([&] { verify(module_); }, {"[all_reduce]", "use_global_device_ids needs a positive channel_handle"});
  module_.num_partitions = 1;
}

TEST_F(VerifyTest, RejectsModuleWithoutReplicas) {
  module_.num_replicas = 0;
  expect_error([&] { verify(module_); }, {"0 replicas (mhlo.num_replicas)", "at least 1"});
}

TEST_F(VerifyTest, RejectsDuplicateFunctionsAndBadNames) {
  module_.add_function("main");
  expect_error([&] { verify(module_); }, {"@main", "defined twice"});
  Module m;
  Function* f = m.add_function("f");
  f->body.add_parameter(kVec2);
  f->arg_names = {"a", "b"};
  expect_error([&] { verify(m); }, {"in @f", "2 argument names for 1 arguments"});
}

}  // namespace
}  // namespace ladder::ir
