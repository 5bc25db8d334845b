// The generators behind stablehlo.rng_bit_generator without XLA: the raw blocks against the
// Random123 known-answer vectors (kat_vectors of the Random123 distribution), and how the
// state words become keys and counters and advance (XLA's layout, worked out by hand from one
// block each). tests/exec/pjrt/pjrt_test.cpp (RngXla) holds whole outputs against XLA's CPU plugin.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <array>
#include <cstdint>
#include <stdexcept>
#include <vector>

#include "ladder/core/error.h"
#include "ladder/exec/rng_bit_generator.h"
#include "ladder/stablehlo/parser.h"
#include "ladder/stablehlo/printer.h"

namespace ladder::exec {
namespace {

TEST(RngBitGenerator, Threefry2x32KnownAnswers) {
  EXPECT_EQ(threefry2x32_20({0, 0}, {0, 0}), (std::array<uint32_t, 2>{0x6b200159u, 0x99ba4efeu}));
  EXPECT_EQ(threefry2x32_20({0xffffffffu, 0xffffffffu}, {0xffffffffu, 0xffffffffu}),
            (std::array<uint32_t, 2>{0x1cb996fcu, 0xbb002be7u}));
  EXPECT_EQ(threefry2x32_20({0x13198a2eu, 0x03707344u}, {0x243f6a88u, 0x85a308d3u}),
            (std::array<uint32_t, 2>{0xc4923a9cu, 0x483df7a0u}));
}

TEST(RngBitGenerator, Philox4x32KnownAnswers) {
  EXPECT_EQ(philox4x32_10({0, 0, 0, 0}, {0, 0}),
            (std::array<uint32_t, 4>{0x6627e8d5u, 0xe169c58du, 0xbc57ac4cu, 0x9b00dbd8u}));
  EXPECT_EQ(philox4x32_10({0xffffffffu, 0xffffffffu, 0xffffffffu, 0xffffffffu}, {0xffffffffu, 0xffffffffu}),
            (std::array<uint32_t, 4>{0x408f276du, 0x41c83b0eu, 0xa20bc7c6u, 0x6d5451fdu}));
  EXPECT_EQ(philox4x32_10({0x243f6a88u, 0x85a308d3u, 0x13198a2eu, 0x03707344u}, {0xa4093822u, 0x299f31d0u}),
            (std::array<uint32_t, 4>{0xd16cfe09u, 0x94fdccebu, 0x5001e420u, 0x24126ea1u}));
}

uint64_t join(uint32_t lo, uint32_t hi) { return uint64_t{lo} | (uint64_t{hi} << 32); }

TEST(RngBitGenerator, ThreefryLayout) {
  // state [key, counter]; 64-bit element e is block (counter + e), low word first.
  const uint64_t key = 0x0370734413198a2eull, ctr = 0x85a308d3243f6a88ull;
  std::vector<uint64_t> out(1);
  const int64_t one[] = {1};
  auto next = rng_bit_generator(ir::RngAlgorithm::THREEFRY, std::vector<uint64_t>{key, ctr}, one, 64, out);
  EXPECT_EQ(out[0], join(0xc4923a9cu, 0x483df7a0u));
  EXPECT_EQ(next, (std::vector<uint64_t>{key, ctr + 1}));
  // 32-bit elements come in pairs from one block along the first even dimension: a 3x2 output
  // takes blocks 0, 1, 2, each filling one row; the counter advances by 3.
  std::vector<uint64_t> pairs(6);
  const int64_t shape[] = {3, 2};
  next = rng_bit_generator(ir::RngAlgorithm::THREEFRY, std::vector<uint64_t>{0, 0}, shape, 32, pairs);
  EXPECT_EQ(pairs[0], 0x6b200159u);
  EXPECT_EQ(pairs[1], 0x99ba4efeu);
  EXPECT_EQ(next, (std::vector<uint64_t>{0, 3}));
  const auto row1 = threefry2x32_20({0, 0}, {1, 0});
  EXPECT_EQ(pairs[2], row1[0]);
  EXPECT_EQ(pairs[3], row1[1]);
}

TEST(RngBitGenerator, PhiloxLayout) {
  // 3 words: key, counter low, counter high; 32-bit elements take a block's 4 words in turn.
  std::vector<uint64_t> out(5);
  const int64_t five[] = {5};
  auto next = rng_bit_generator(ir::RngAlgorithm::PHILOX, std::vector<uint64_t>{0, 0, 0}, five, 32, out);
  EXPECT_EQ(std::vector<uint64_t>(out.begin(), out.begin() + 4),
            (std::vector<uint64_t>{0x6627e8d5u, 0xe169c58du, 0xbc57ac4cu, 0x9b00dbd8u}));
  EXPECT_EQ(out[4], philox4x32_10({1, 0, 0, 0}, {0, 0})[0]);
  EXPECT_EQ(next, (std::vector<uint64_t>{0, 2, 0}));
  // The 128-bit counter carries into its high word.
  const int64_t two[] = {2};
  std::vector<uint64_t> wide(2);
  next = rng_bit_generator(ir::RngAlgorithm::PHILOX, std::vector<uint64_t>{7, ~0ull, 5}, two, 64, wide);
  EXPECT_EQ(next, (std::vector<uint64_t>{7, 0, 6}));
  const auto b = philox4x32_10({0xffffffffu, 0xffffffffu, 5, 0}, {7, 0});
  EXPECT_EQ(wide, (std::vector<uint64_t>{join(b[0], b[1]), join(b[2], b[3])}));
  // 2 words: the key doubles as the counter's high word; only the low word is returned.
  const uint64_t key = 0x299f31d0a4093822ull;
  std::vector<uint64_t> four(4);
  const int64_t shape[] = {4};
  next = rng_bit_generator(ir::RngAlgorithm::PHILOX, std::vector<uint64_t>{key, 0x85a308d3243f6a88ull}, shape, 32, four);
  EXPECT_EQ(four[0], philox4x32_10({0x243f6a88u, 0x85a308d3u, 0xa4093822u, 0x299f31d0u}, {0xa4093822u, 0x299f31d0u})[0]);
  EXPECT_EQ(next, (std::vector<uint64_t>{key, 0x85a308d3243f6a89ull}));
}

TEST(RngBitGenerator, RejectsStateSize) {
  std::vector<uint64_t> out(1);
  const int64_t one[] = {1};
  EXPECT_THAT([&] { rng_bit_generator(ir::RngAlgorithm::THREEFRY, std::vector<uint64_t>{1, 2, 3}, one, 32, out); },
              testing::ThrowsMessage<Error>(testing::HasSubstr("THREE_FRY needs a state of 2 words, got 3")));
  EXPECT_THAT([&] { rng_bit_generator(ir::RngAlgorithm::PHILOX, std::vector<uint64_t>{1}, one, 32, out); },
              testing::ThrowsMessage<Error>(testing::HasSubstr("PHILOX needs a state of 2 or 3 words, got 1")));
  std::vector<uint64_t> two(2);
  EXPECT_THAT([&] { rng_bit_generator(ir::RngAlgorithm::PHILOX, std::vector<uint64_t>{1, 2}, one, 32, two); },
              testing::ThrowsMessage<Error>(testing::HasSubstr("an output buffer of 2 elements")));
}

// The op's text: the pretty form prints MLIR's THREE_FRY, the generic form parses to the same
// module, and the spec's spelling THREEFRY is read too.
TEST(RngBitGenerator, PrettyAndGenericFormsAgree) {
  const std::string pretty =
      "func.func @main(%s: tensor<2xui64>) -> (tensor<2xui64>, tensor<3x5xi16>) {\n"
      "  %0:2 = stablehlo.rng_bit_generator %s, algorithm = THREEFRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<3x5xi16>)\n"
      "  return %0#0, %0#1 : tensor<2xui64>, tensor<3x5xi16>\n}\n";
  const std::string generic =
      "func.func @main(%s: tensor<2xui64>) -> (tensor<2xui64>, tensor<3x5xi16>) {\n"
      "  %0:2 = \"stablehlo.rng_bit_generator\"(%s) {rng_algorithm = #stablehlo<rng_algorithm THREE_FRY>} : "
      "(tensor<2xui64>) -> (tensor<2xui64>, tensor<3x5xi16>)\n"
      "  return %0#0, %0#1 : tensor<2xui64>, tensor<3x5xi16>\n}\n";
  const std::string printed = stablehlo::print(stablehlo::parse(pretty));
  EXPECT_NE(printed.find("%0:2 = stablehlo.rng_bit_generator %s, algorithm = THREE_FRY : (tensor<2xui64>) -> "
                         "(tensor<2xui64>, tensor<3x5xi16>)"),
            std::string::npos)
      << printed;
  EXPECT_EQ(stablehlo::print(stablehlo::parse(generic)), printed);
  EXPECT_EQ(stablehlo::print(stablehlo::parse(printed)), printed);
}

std::string parse_error(const std::string& state, const std::string& algorithm, const std::string& output) {
  const std::string text = "func.func @main(%s: " + state + ") -> (" + state + ", " + output + ") {\n"
                           "  %0:2 = stablehlo.rng_bit_generator %s, algorithm = " + algorithm + " : (" + state +
                           ") -> (" + state + ", " + output + ")\n  return %0#0, %0#1 : " + state + ", " + output +
                           "\n}\n";
  try {
    stablehlo::parse(text);
  } catch (const Error& e) {
    return e.what();
  }
  return "parsed";
}

TEST(RngBitGenerator, BadInputIsRefusedByName) {
  struct Bad {
    std::string state, algorithm, output, message;
  };
  const Bad cases[] = {
      {"tensor<3xui64>", "THREE_FRY", "tensor<4xui32>", "[rng_bit_generator] THREE_FRY needs an initial_state of 2 words, got 3"},
      {"tensor<4xui64>", "PHILOX", "tensor<4xui32>", "[rng_bit_generator] PHILOX needs an initial_state of 2 or 3 words, got 4"},
      {"tensor<1xui64>", "DEFAULT", "tensor<4xui32>", "DEFAULT (PHILOX) needs an initial_state of 2 or 3 words, got 1"},
      {"tensor<2xi64>", "PHILOX", "tensor<4xui32>", "initial_state must be a 1-d tensor of ui64, got tensor<2xi64>"},
      {"tensor<2xui64>", "DEFAULT", "tensor<4xi1>", "output must hold integers or floats of 8 to 64 bits, got tensor<4xi1>"},
      {"tensor<2xui64>", "MERSENNE", "tensor<4xui32>", "expected an rng algorithm (DEFAULT, THREE_FRY, PHILOX), found 'MERSENNE'"},
  };
  for (const Bad& c : cases) {
    const std::string error = parse_error(c.state, c.algorithm, c.output);
    EXPECT_NE(error.find(c.message), std::string::npos) << error;
  }
}

}  // namespace
}  // namespace ladder::exec
