# The project's commands (README.md):
#   make mnist   train the first rung        make test    build and run every test
#   make deps    install missing Debian packages of the build tier (scripts/deps.txt), or print
#                the command when not root; make deps-test adds the test tier
#   make build   configure and build build/ladder (the CLI alone)
#   make xla-plugin  fetch XLA's CPU PJRT plugin into build/pjrt (make test does)
#   make fuzz    build the libFuzzer targets with clang and run each for FUZZ_SECONDS
BUILD ?= build
FUZZ_BUILD ?= build-fuzz
FUZZ_SECONDS ?= 60
FUZZERS := $(patsubst fuzz/%_fuzz.cpp,%,$(wildcard fuzz/*_fuzz.cpp))
# Seed inputs per fuzzer (the fuzzer's own corpus grows under $(FUZZ_BUILD)/corpus/NAME).
SEEDS_parser := fuzz/seeds/parser examples tests/stablehlo/interpret
SEEDS_safetensors := fuzz/seeds/safetensors
DICT_parser := -dict=fuzz/parser.dict

.PHONY: deps deps-test configure build xla-plugin test mnist fuzz fuzz-build clean

deps:
	@scripts/install-deps build

deps-test:
	@scripts/install-deps build test

configure: deps
	cmake -S . -B $(BUILD) -G Ninja

# `make mnist` needs the CLI only; `make test` builds everything, tests and benchmarks included.
build: configure
	ninja -C $(BUILD) ladder

# XLA's CPU PJRT plugin, pinned, for the tests that compare against real XLA (never needed to
# build or train; without network the script says why and those tests skip).
xla-plugin:
	@scripts/fetch-xla-plugin $(BUILD)

test: deps-test
	cmake -S . -B $(BUILD) -G Ninja -DLADDER_REQUIRE_TEST_DEPS=ON
	ninja -C $(BUILD)
	@scripts/fetch-xla-plugin $(BUILD)
	@scripts/fetch-test-pylib $(BUILD)
	cd $(BUILD) && ctest --output-on-failure --no-tests=error -j2

mnist: build
	$(BUILD)/ladder mnist

fuzz-build: deps-test
	cmake -S . -B $(FUZZ_BUILD) -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
	  -DCMAKE_CXX_COMPILER=clang++-14 -DLADDER_FUZZ=ON -DLADDER_TESTS=OFF -DLADDER_BENCH=OFF \
	  -DLADDER_CPU_KERNELS=OFF -DLADDER_PJRT=OFF
	ninja -C $(FUZZ_BUILD) fuzzers

fuzz: $(addprefix fuzz-run-,$(FUZZERS))

fuzz-run-%: fuzz-build
	mkdir -p $(FUZZ_BUILD)/corpus/$*
	$(FUZZ_BUILD)/fuzz/$*_fuzz -max_total_time=$(FUZZ_SECONDS) -print_final_stats=1 \
	  $(DICT_$*) $(FUZZ_BUILD)/corpus/$* $(SEEDS_$*)

clean:
	rm -rf $(BUILD) $(FUZZ_BUILD)
