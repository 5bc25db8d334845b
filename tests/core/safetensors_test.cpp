#include "temp_dir.h"
#include "ladder/core/safetensors.h"

#include <gtest/gtest.h>

#include <cstring>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>

#include "ladder/core/error.h"

namespace ladder {
namespace {

namespace fs = std::filesystem;

// A fresh folder per test, removed afterwards.
class SafeTensorsFile : public ::testing::Test {
 protected:
  ladder::testing::TempDir temp_{"ladder_safetensors"};
  const std::filesystem::path dir_ = temp_.path();
};

// A file laid out by hand from the format's description: u64 little-endian header length,
// the JSON header, then the data section.
std::string raw_file(const std::string& header, const std::string& data) {
  uint64_t n = header.size();
  std::string out(reinterpret_cast<const char*>(&n), 8);
  return out + header + data;
}

SafeTensors parse(const std::string& bytes, const std::string& name = "test.safetensors") {
  return parse_safetensors(reinterpret_cast<const uint8_t*>(bytes.data()), bytes.size(), name);
}

// Expects parse() to fail with a message that names the file and contains `needle`.
void expect_error(const std::string& bytes, const std::string& needle) {
  try {
    parse(bytes, "bad.safetensors");
    ADD_FAILURE() << "accepted a malformed file; expected an error containing: " << needle;
  } catch (const Error& e) {
    std::string message = e.what();
    EXPECT_EQ(message.rfind("bad.safetensors: ", 0), 0u) << message;
    EXPECT_NE(message.find(needle), std::string::npos) << message;
    EXPECT_EQ(message.find('\n'), std::string::npos) << message;
  }
}

std::string one_tensor(const std::string& dtype, const std::string& shape,
                       const std::string& offsets) {
  return R"({"w":{"dtype":")" + dtype + R"(","shape":)" + shape + R"(,"data_offsets":)" +
         offsets + "}}";
}

TEST(SafeTensors, ReadsAHandWrittenFile) {
  float values[2] = {1.5f, -2.0f};
  std::string data(reinterpret_cast<const char*>(values), sizeof values);
  data += std::string("\x01\x00\x01", 3);
  std::string header = R"({"__metadata__":{"net":"mlp"},)"
                       R"("w":{"dtype":"F32","shape":[2],"data_offsets":[0,8]},)"
                       R"("mask":{"shape":[3],"dtype":"BOOL","data_offsets":[8,11]}}   )";
  SafeTensors st = parse(raw_file(header, data));
  ASSERT_EQ(st.tensors.size(), 2u);
  EXPECT_EQ(st.tensors[0].first, "w");
  EXPECT_EQ(st.tensors[1].first, "mask");
  EXPECT_EQ(st.find("w")->to_doubles(), (std::vector<double>{1.5, -2.0}));
  EXPECT_EQ(st.find("mask")->type(), (TensorType{DType::i1, {3}}));
  EXPECT_EQ(st.find("mask")->to_doubles(), (std::vector<double>{1, 0, 1}));
  EXPECT_EQ(st.find("nope"), nullptr);
  EXPECT_EQ(st.metadata, (std::map<std::string, std::string>{{"net", "mlp"}}));
}

TEST(SafeTensors, TensorsComeInDataOrder) {
  std::string header = R"({"b":{"dtype":"U8","shape":[1],"data_offsets":[1,2]},)"
                       R"("a":{"dtype":"U8","shape":[1],"data_offsets":[0,1]}})";
  SafeTensors st = parse(raw_file(header, "\x07\x09"));
  EXPECT_EQ(st.tensors[0].first, "a");
  EXPECT_EQ(st.tensors[0].second.get_int(0), 7);
  EXPECT_EQ(st.tensors[1].first, "b");
}

TEST(SafeTensors, SerializedLayoutFollowsTheFormat) {
  SafeTensors st;
  st.tensors.emplace_back("x", Tensor::from_doubles(DType::i64, {2}, std::vector<double>{3, -4}));
  st.metadata["step"] = "12";
  std::string bytes = serialize_safetensors(st);
  uint64_t n = 0;
  std::memcpy(&n, bytes.data(), 8);
  EXPECT_EQ((8 + n) % 8, 0u);  // data section aligned
  ASSERT_EQ(bytes.size(), 8 + n + 16);
  auto header = nlohmann::json::parse(bytes.substr(8, n));
  EXPECT_EQ(header["__metadata__"]["step"], "12");
  EXPECT_EQ(header["x"]["dtype"], "I64");
  EXPECT_EQ(header["x"]["shape"], nlohmann::json::array({2}));
  EXPECT_EQ(header["x"]["data_offsets"], nlohmann::json::array({0, 16}));
  int64_t second = 0;
  std::memcpy(&second, bytes.data() + 8 + n + 8, 8);
  EXPECT_EQ(second, -4);
}

TEST_F(SafeTensorsFile, EveryDTypeRoundTrips) {
  SafeTensors st;
  std::vector<double> values = {0, 1, -2.5, 3, 100, -0.125};
  for (int i = 0; i < kNumDTypes; ++i) {
    auto dtype = static_cast<DType>(i);
    if (dtype == DType::f8E4M3FNUZ || dtype == DType::f8E5M2FNUZ) continue;  // no safetensors name
    if (is_integer(dtype) && dtype_bits(dtype) < 8) continue;                 // nor for i2 ... ui4
    if (dtype == DType::c128) continue;                                       // nor complex<f64>
    if (is_fp8(dtype) && dtype != DType::f8E4M3FN && dtype != DType::f8E5M2 && dtype != DType::f8E8M0FNU)
      continue;                                                               // nor the newer small floats
    std::vector<double> v = values;
    if (dtype == DType::i1) v = {0, 1, 1, 0, 1, 0};
    if (dtype == DType::ui8) v = {0, 1, 255, 3, 100, 7};
    if (dtype == DType::ui32) v = {0, 1, 4294967295.0, 3, 100, 7};
    if (dtype == DType::ui16) v = {0, 1, 65535, 3, 100, 7};
    if (dtype == DType::ui64) v = {0, 1, 18446744073709549568.0, 3, 100, 7};  // past 2^63
    if (dtype == DType::i8) v = {0, 1, -128, 127, 100, -2};
    if (dtype == DType::f8E8M0FNU) v = {1, 2, 0.5, 4, 0.25, 0x1p-127};  // powers of two only
    if (dtype == DType::i16) v = {0, 1, -32768, 32767, 100, -2};
    st.tensors.emplace_back(std::string(dtype_name(dtype)), Tensor::from_doubles(dtype, {2, 3}, v));
  }
  st.tensors.emplace_back("scalar", Tensor::scalar(DType::f64, 0.1));
  st.tensors.emplace_back("empty", Tensor(DType::f32, {0, 4}));
  st.tensors.emplace_back("also empty", Tensor(DType::i32, {3, 0}));
  st.metadata = {{"net", "mnist-mlp"}, {"epoch", "3"}, {"note", "ünïcode \"quoted\""}};

  std::string path = (dir_ / "all.safetensors").string();
  write_safetensors(path, st);
  SafeTensors back = read_safetensors(path);
  ASSERT_EQ(back.tensors.size(), st.tensors.size());
  for (size_t i = 0; i < st.tensors.size(); ++i) {
    EXPECT_EQ(back.tensors[i].first, st.tensors[i].first);
    EXPECT_EQ(back.tensors[i].second, st.tensors[i].second) << st.tensors[i].first;
  }
  EXPECT_EQ(back.metadata, st.metadata);
  EXPECT_EQ(back.find("scalar")->get(0), 0.1);
  EXPECT_EQ(back.find("f8E4M3FN")->get(2), -2.5);
  EXPECT_EQ(back.find("f8E5M2")->get(4), 96);  // 100 rounds to E5M2's 96 (step 16 in [64, 128))
  EXPECT_EQ(back.find("ui32")->get_int(2), 4294967295);
  EXPECT_EQ(static_cast<uint64_t>(back.find("ui64")->get_int(2)), 18446744073709549568ULL);
  EXPECT_EQ(back.find("i8")->get_int(2), -128);
  EXPECT_EQ(back.find("i16")->get_int(2), -32768);
  EXPECT_EQ(back.find("ui16")->get_int(2), 65535);
}

// The format's names for the integer types (its spec: I8 I16 I32 I64 U8 U16 U32 U64), read
// from a hand-written header, little-endian data.
TEST(SafeTensors, IntegerTypesByTheirFormatNames) {
  struct Case { const char* name; DType dtype; std::vector<uint8_t> bytes; int64_t first; };
  const Case cases[] = {
      {"I8", DType::i8, {0xFF, 0x01}, -1},
      {"I16", DType::i16, {0x00, 0x80, 0x01, 0x00}, -32768},
      {"U16", DType::ui16, {0xFF, 0xFF, 0x01, 0x00}, 65535},
      {"U64", DType::ui64, {0, 0, 0, 0, 0, 0, 0, 0x80, 1, 0, 0, 0, 0, 0, 0, 0},
       std::numeric_limits<int64_t>::min()},  // 2^63's bits
  };
  for (const Case& c : cases) {
    const std::string header = one_tensor(c.name, "[2]", "[0," + std::to_string(c.bytes.size()) + "]");
    SafeTensors st = parse(raw_file(header, std::string(c.bytes.begin(), c.bytes.end())));
    const Tensor* w = st.find("w");
    ASSERT_NE(w, nullptr) << c.name;
    EXPECT_EQ(w->dtype(), c.dtype) << c.name;
    EXPECT_EQ(w->get_int(0), c.first) << c.name;
    EXPECT_EQ(w->get_int(1), 1) << c.name;
    // ... and written back under the same name.
    std::string bytes = serialize_safetensors(st);
    uint64_t n = 0;
    std::memcpy(&n, bytes.data(), 8);
    EXPECT_EQ(nlohmann::json::parse(bytes.substr(8, n))["w"]["dtype"], c.name);
  }
}

TEST_F(SafeTensorsFile, Fp8TypesWithoutASafetensorsNameAreRefusedByName) {
  SafeTensors st;
  st.tensors.emplace_back("w", Tensor(DType::f8E4M3FNUZ, {2}));
  try {
    write_safetensors((dir_ / "fnuz.safetensors").string(), st);
    ADD_FAILURE() << "an f8E4M3FNUZ tensor was written";
  } catch (const Error& e) {
    EXPECT_NE(std::string(e.what()).find("no element type for f8E4M3FNUZ"), std::string::npos) << e.what();
  }
  EXPECT_FALSE(std::filesystem::exists(dir_ / "fnuz.safetensors"));
}

// complex<f32> is the format's C64 (real, then imaginary part, each an F32); complex<f64> has no
// name there and is refused by name.
TEST_F(SafeTensorsFile, Complex64IsC64AndComplex128IsRefused) {
  SafeTensors st;
  Tensor c(DType::c64, {2});
  c.set_complex(0, {1.5, -2.0});
  c.set_complex(1, {0.0, 3.25});
  st.tensors.emplace_back("c", c);
  const std::string bytes = serialize_safetensors(st);
  uint64_t n = 0;
  std::memcpy(&n, bytes.data(), 8);
  EXPECT_EQ(nlohmann::json::parse(bytes.substr(8, n))["c"]["dtype"], "C64");
  const float parts[4] = {1.5f, -2.0f, 0.0f, 3.25f};
  EXPECT_EQ(bytes.substr(8 + n), std::string(reinterpret_cast<const char*>(parts), sizeof parts));
  SafeTensors back = parse(bytes);
  ASSERT_NE(back.find("c"), nullptr);
  EXPECT_EQ(*back.find("c"), c);
  EXPECT_EQ(back.find("c")->get_complex(1), std::complex<double>(0.0, 3.25));

  SafeTensors wide;
  wide.tensors.emplace_back("w", Tensor(DType::c128, {2}));
  try {
    write_safetensors((dir_ / "c128.safetensors").string(), wide);
    ADD_FAILURE() << "a complex<f64> tensor was written";
  } catch (const Error& e) {
    EXPECT_NE(std::string(e.what()).find("no element type for complex<f64>"), std::string::npos) << e.what();
  }
}

TEST_F(SafeTensorsFile, SubByteIntegersAreRefusedByName) {
  for (DType t : {DType::i2, DType::i4, DType::ui2, DType::ui4}) {
    SafeTensors st;
    st.tensors.emplace_back("w", Tensor(t, {2}));
    try {
      write_safetensors((dir_ / "narrow.safetensors").string(), st);
      ADD_FAILURE() << "a " << dtype_name(t) << " tensor was written";
    } catch (const Error& e) {
      EXPECT_NE(std::string(e.what()).find(cat("no element type for ", dtype_name(t), " (it names no integer narrower than 8 bits")),
                std::string::npos) << e.what();
    }
    EXPECT_FALSE(std::filesystem::exists(dir_ / "narrow.safetensors"));
  }
}

TEST_F(SafeTensorsFile, WriteReplacesAtomicallyAndLeavesNoTemporaryFile) {
  std::string path = (dir_ / "ckpt.safetensors").string();
  SafeTensors first, second;
  first.tensors.emplace_back("w", Tensor::scalar(DType::f32, 1));
  second.tensors.emplace_back("w", Tensor::scalar(DType::f32, 2));
  write_safetensors(path, first);
  write_safetensors(path, second);
  EXPECT_EQ(read_safetensors(path).find("w")->get(0), 2.0);
  EXPECT_EQ(std::distance(fs::directory_iterator(dir_), fs::directory_iterator()), 1);
}

TEST_F(SafeTensorsFile, FileErrorsNameThePath) {
  std::string missing = (dir_ / "missing.safetensors").string();
  try {
    read_safetensors(missing);
    FAIL() << "read a missing file";
  } catch (const Error& e) {
    EXPECT_NE(std::string(e.what()).find(missing), std::string::npos) << e.what();
  }
  std::string unwritable = (dir_ / "no-such-folder" / "x.safetensors").string();
  try {
    write_safetensors(unwritable, SafeTensors{});
    FAIL() << "wrote into a missing folder";
  } catch (const Error& e) {
    EXPECT_NE(std::string(e.what()).find(unwritable), std::string::npos) << e.what();
  }
}

TEST_F(SafeTensorsFile, TruncatedFileOnDisk) {
  SafeTensors st;
  st.tensors.emplace_back("w", Tensor(DType::f32, {16}));
  std::string path = (dir_ / "cut.safetensors").string();
  write_safetensors(path, st);
  fs::resize_file(path, fs::file_size(path) - 5);
  try {
    read_safetensors(path);
    FAIL() << "read a truncated file";
  } catch (const Error& e) {
    std::string message = e.what();
    EXPECT_EQ(message.rfind(path + ": tensor 'w'", 0), 0u) << message;
    EXPECT_NE(message.find("past the end of the data section"), std::string::npos) << message;
  }
}

TEST(SafeTensors, Truncated) {
  expect_error("", "truncated");
  expect_error(std::string("\x10\x00\x00", 3), "truncated");
  expect_error(raw_file("{}", "").substr(0, 9), "truncated");  // header cut short
}

TEST(SafeTensors, HeaderTooLong) {
  std::string bytes(16, '\0');
  uint64_t n = 100'000'001;
  std::memcpy(bytes.data(), &n, 8);
  expect_error(bytes, "exceeds the limit");
  n = ~uint64_t{0};  // must not wrap around in the size arithmetic
  std::memcpy(bytes.data(), &n, 8);
  expect_error(bytes, "exceeds the limit");
}

TEST(SafeTensors, BadJson) {
  expect_error(raw_file(R"({"w":{"dtype":"F32",)", ""), "not valid JSON");
  expect_error(raw_file("[1,2]", ""), "must be a JSON object");
  expect_error(raw_file(R"({"w":3})", ""), "tensor 'w': expected an object");
  expect_error(raw_file(R"({"w":{"dtype":"F32","shape":[0]}})", ""), "missing \"data_offsets\"");
  expect_error(raw_file(R"({"__metadata__":{"a":1}})", ""), "metadata 'a' must be a string");
  expect_error(raw_file(R"({"__metadata__":[]})", ""), "\"__metadata__\" must be an object");
  std::string twice = R"({"w":{"dtype":"U8","shape":[0],"data_offsets":[0,0]},)"
                      R"("w":{"dtype":"U8","shape":[0],"data_offsets":[0,0]}})";
  expect_error(raw_file(twice, ""), "names 'w' twice");
}

TEST(SafeTensors, DeepNestingIsRefusedWithoutRecursing) {
  std::string deep = std::string(200000, '[') + std::string(200000, ']');
  expect_error(raw_file(R"({"__metadata__":{"a":)" + deep + "}}", ""),
               "metadata 'a' must be a string, found a nested array");
  expect_error(raw_file(one_tensor("F32", "[" + deep + "]", "[0,0]"), ""),
               "tensor 'w': bad dimension a nested array");
}

TEST(SafeTensors, BadDTypeOrShape) {
  expect_error(raw_file(one_tensor("C128", "[1]", "[0,16]"), "0123456789abcdef"), "tensor 'w': unsupported dtype \"C128\"");
  expect_error(raw_file(one_tensor("F32", "[-1]", "[0,0]"), ""), "tensor 'w': bad dimension -1");
  expect_error(raw_file(one_tensor("F32", "[1.5]", "[0,0]"), ""), "bad dimension 1.5");
  expect_error(raw_file(one_tensor("F32", "3", "[0,12]"), ""), "\"shape\" must be an array");
  expect_error(raw_file(one_tensor("F32", "[18446744073709551615]", "[0,0]"), ""),
               "bad dimension 18446744073709551615");
}

TEST(SafeTensors, OverflowingShape) {
  // 2^62 * 4 elements: the element count alone overflows int64.
  expect_error(raw_file(one_tensor("F32", "[4611686018427387904,4]", "[0,0]"), ""),
               "tensor 'w': shape 4611686018427387904x4 has too many elements");
  // 2^61 elements of 8 bytes: the count fits, its byte size does not.
  expect_error(raw_file(one_tensor("F64", "[2305843009213693952]", "[0,0]"), ""),
               "too many elements");
}

TEST(SafeTensors, OffsetsOutOfRange) {
  expect_error(raw_file(one_tensor("U8", "[4]", "[0,4]"), "abc"),
               "tensor 'w': data_offsets [0,4] run past the end of the data section (3 bytes)");
  expect_error(raw_file(one_tensor("U8", "[4]", "[18446744073709551612,0]"), ""), "data_offsets");
  expect_error(raw_file(one_tensor("U8", "[1]", "[2,1]"), "ab"), "0 <= begin <= end");
  expect_error(raw_file(one_tensor("U8", "[1]", "[0]"), "ab"), "[begin, end]");
}

TEST(SafeTensors, SizeMismatch) {
  expect_error(raw_file(one_tensor("F32", "[2,2]", "[0,12]"), std::string(12, '\0')),
               "tensor 'w': data_offsets [0,12] span 12 bytes but tensor<2x2xf32> needs 16");
}

TEST(SafeTensors, OverlapsHolesAndTrailingBytes) {
  std::string overlap = R"({"a":{"dtype":"U8","shape":[2],"data_offsets":[0,2]},)"
                        R"("b":{"dtype":"U8","shape":[2],"data_offsets":[1,3]}})";
  expect_error(raw_file(overlap, "abc"), "tensor 'b' [1, 3) overlaps tensor 'a'");
  std::string hole = R"({"a":{"dtype":"U8","shape":[1],"data_offsets":[0,1]},)"
                     R"("b":{"dtype":"U8","shape":[1],"data_offsets":[2,3]}})";
  expect_error(raw_file(hole, "abc"), "leaving a hole after byte 1");
  expect_error(raw_file(one_tensor("U8", "[1]", "[0,1]"), "ab"),
               "1 bytes after the last tensor are not described by the header");
}

TEST(SafeTensors, BooleansMustBeZeroOrOne) {
  expect_error(raw_file(one_tensor("BOOL", "[2]", "[0,2]"), std::string("\x01\x02", 2)),
               "tensor 'w': BOOL element 1 is 2");
}

TEST(SafeTensors, SerializeRefusesAmbiguousNames) {
  SafeTensors st;
  st.tensors.emplace_back("w", Tensor::scalar(DType::f32, 1));
  st.tensors.emplace_back("w", Tensor::scalar(DType::f32, 2));
  EXPECT_THROW(serialize_safetensors(st), Error);
  SafeTensors reserved;
  reserved.tensors.emplace_back("__metadata__", Tensor::scalar(DType::f32, 1));
  EXPECT_THROW(serialize_safetensors(reserved), Error);
  SafeTensors not_utf8;
  not_utf8.tensors.emplace_back("\xff", Tensor::scalar(DType::f32, 1));
  EXPECT_THROW(serialize_safetensors(not_utf8), Error);
}

}  // namespace
}  // namespace ladder
