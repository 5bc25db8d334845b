#include "ladder/core/safetensors.h"

#include <algorithm>
#include <bit>
#include <cerrno>
#include <cstring>
#include <fstream>
#include <limits>
#include <nlohmann/json.hpp>
#include <optional>
#include <set>

#include "ladder/core/atomic_file.h"
#include "ladder/core/error.h"

namespace ladder {

// Tensor bytes are copied as they are: the file is little-endian and so is every host ladder
// supports.
static_assert(std::endian::native == std::endian::little);

namespace {

// std::map-backed, so lookups stay logarithmic in headers with very many tensors.
using Json = nlohmann::json;

// The format's limit (the reference implementation refuses larger headers too).
constexpr uint64_t kMaxHeaderBytes = 100'000'000;

// The format's name of each element type; a switch, so that a new DType must say its name here.
std::optional<std::string_view> safetensors_name(DType t) {
  switch (t) {
    case DType::f32: return "F32";
    case DType::f64: return "F64";
    case DType::bf16: return "BF16";
    case DType::f16: return "F16";
    case DType::i1: return "BOOL";
    case DType::i32: return "I32";
    case DType::i64: return "I64";
    case DType::ui8: return "U8";
    case DType::ui32: return "U32";
    case DType::i8: return "I8";
    case DType::i16: return "I16";
    case DType::ui16: return "U16";
    case DType::ui64: return "U64";
    case DType::f8E4M3FN: return "F8_E4M3";
    case DType::f8E5M2: return "F8_E5M2";
    case DType::f8E8M0FNU: return "F8_E8M0";
    case DType::c64: return "C64";  // real then imaginary part, each an F32, as ladder stores them
    // The format's F4, F6_E2M3 and F6_E3M2 pack elements below a byte; ladder keeps one a byte.
    case DType::f4E2M1FN:
    case DType::f6E2M3FN:
    case DType::f6E3M2FN:
    case DType::f8E3M4:
    case DType::f8E4M3:
    case DType::f8E4M3B11FNUZ:
    case DType::f8E4M3FNUZ:
    case DType::f8E5M2FNUZ:
    case DType::i2:
    case DType::i4:
    case DType::ui2:
    case DType::ui4:
    case DType::c128: return std::nullopt;  // the format names no complex type of F64 parts
  }
  return std::nullopt;
}

std::string_view safetensors_dtype_name(DType t) {
  if (auto name = safetensors_name(t)) return *name;
  throw Error(cat("safetensors has no element type for ", dtype_name(t),
                  " (it names no integer narrower than 8 bits, F8_E4M3, F8_E5M2 and F8_E8M0 only among the types of 8 bits or fewer, "
                  "and C64 but no complex<f64>); "
                  "convert the tensor to a type it names first"));
}

std::optional<DType> dtype_from_safetensors_name(std::string_view name) {
  for (int i = 0; i < kNumDTypes; ++i)
    if (safetensors_name(static_cast<DType>(i)) == name) return static_cast<DType>(i);
  return std::nullopt;
}

// A JSON value for an error message, at most about 80 characters. Nested containers are
// named, not printed: they can be deep enough for the recursive printer to overflow the stack.
std::string describe(const Json& j) {
  bool flat = j.is_primitive() || (j.is_array() && std::all_of(j.begin(), j.end(), [](const Json& e) {
                                     return e.is_primitive();
                                   }));
  if (!flat) return j.is_array() ? "a nested array" : "an object";
  std::string text = j.dump();
  return text.size() <= 80 ? text : text.substr(0, 77) + "...";
}

// A header entry, validated but not yet read.
struct Entry {
  std::string name;
  TensorType type;
  uint64_t begin = 0, end = 0;  // in the data section
};

// Reads a non-negative JSON integer that fits in int64 (shapes and offsets both do).
std::optional<int64_t> non_negative_int(const Json& j) {
  if (!j.is_number_unsigned()) return std::nullopt;
  uint64_t v = j.get<uint64_t>();
  if (v > static_cast<uint64_t>(std::numeric_limits<int64_t>::max())) return std::nullopt;
  return static_cast<int64_t>(v);
}

Entry parse_entry(const std::string& name, const Json& j, uint64_t data_size,
                  const std::string& where) {
  auto fail = [&](const auto&... parts) {
    return Error(cat(where, ": tensor '", name, "': ", parts...));
  };
  if (!j.is_object()) throw fail("expected an object {dtype, shape, data_offsets}");
  for (const char* key : {"dtype", "shape", "data_offsets"})
    if (!j.contains(key)) throw fail("missing \"", key, "\"");

  Entry e{name, {}, 0, 0};
  const Json& dtype = j["dtype"];
  if (!dtype.is_string()) throw fail("\"dtype\" must be a string");
  auto dt = dtype_from_safetensors_name(dtype.get<std::string>());
  if (!dt)
    throw fail("unsupported dtype ", describe(dtype),
               " (supported: F32, F64, BF16, F16, BOOL, I8, I16, I32, I64, U8, U16, U32, U64, F8_E4M3, F8_E5M2, F8_E8M0)");
  e.type.dtype = *dt;

  const Json& shape = j["shape"];
  if (!shape.is_array()) throw fail("\"shape\" must be an array of non-negative integers");
  for (const Json& d : shape) {
    auto v = non_negative_int(d);
    if (!v) throw fail("bad dimension ", describe(d), " in shape ", describe(shape));
    e.type.shape.push_back(*v);
  }
  int64_t bytes = 0;
  try {
    bytes = e.type.byte_size();  // num_elements() refuses counts whose byte size overflows
  } catch (const Error& error) {
    throw fail(error.what());
  }

  const Json& offsets = j["data_offsets"];
  std::optional<int64_t> begin, end;
  if (offsets.is_array() && offsets.size() == 2) {
    begin = non_negative_int(offsets[0]);
    end = non_negative_int(offsets[1]);
  }
  if (!begin || !end || *begin > *end)
    throw fail("\"data_offsets\" must be [begin, end] with 0 <= begin <= end, found ",
               describe(offsets));
  e.begin = static_cast<uint64_t>(*begin);
  e.end = static_cast<uint64_t>(*end);
  if (e.end > data_size)
    throw fail("data_offsets ", describe(offsets), " run past the end of the data section (",
               data_size, " bytes)");
  if (e.end - e.begin != static_cast<uint64_t>(bytes))
    throw fail("data_offsets ", describe(offsets), " span ", e.end - e.begin, " bytes but ",
               type_string(e.type), " needs ", bytes);
  return e;
}

// The header's top-level keys in the order written. The DOM keeps neither that order nor
// duplicates (the last one silently wins), so a SAX pass over the text records them.
class TopLevelKeys : public nlohmann::json_sax<Json> {
 public:
  std::vector<std::string> keys;

  bool key(string_t& k) override {
    if (depth_ == 1) keys.push_back(k);
    return true;
  }
  bool start_object(std::size_t) override { return ++depth_, true; }
  bool end_object() override { return --depth_, true; }
  bool start_array(std::size_t) override { return ++depth_, true; }
  bool end_array() override { return --depth_, true; }
  bool null() override { return true; }
  bool boolean(bool) override { return true; }
  bool number_integer(number_integer_t) override { return true; }
  bool number_unsigned(number_unsigned_t) override { return true; }
  bool number_float(number_float_t, const string_t&) override { return true; }
  bool string(string_t&) override { return true; }
  bool binary(binary_t&) override { return true; }
  bool parse_error(std::size_t, const std::string&, const nlohmann::detail::exception&) override {
    return false;
  }

 private:
  int depth_ = 0;
};

struct Header {
  Json json;
  std::vector<std::string> keys;  // top-level, in the order written, each once
};

Header parse_header(const uint8_t* begin, const uint8_t* end, const std::string& where) {
  Header header;
  try {
    header.json = Json::parse(begin, end);
  } catch (const Json::exception& e) {
    throw Error(cat(where, ": the header is not valid JSON: ", e.what()));
  }
  if (!header.json.is_object()) throw Error(cat(where, ": the header must be a JSON object"));
  TopLevelKeys sax;
  Json::sax_parse(begin, end, &sax);  // cannot fail: the same text just parsed
  if (sax.keys.size() != header.json.size()) {
    std::set<std::string_view> seen;
    for (const std::string& key : sax.keys)
      if (!seen.insert(key).second) throw Error(cat(where, ": the header names '", key, "' twice"));
  }
  header.keys = std::move(sax.keys);
  return header;
}

std::string error_text(int err) { return std::strerror(err); }

}  // namespace

const Tensor* SafeTensors::find(const std::string& name) const {
  for (const auto& [n, t] : tensors)
    if (n == name) return &t;
  return nullptr;
}

SafeTensors parse_safetensors(const uint8_t* data, size_t size, const std::string& source_name) {
  const std::string& where = source_name;
  if (size < 8)
    throw Error(cat(where, ": truncated safetensors file (", size,
                    " bytes; the 8-byte header length alone needs 8)"));
  uint64_t header_len = 0;
  std::memcpy(&header_len, data, 8);
  if (header_len > kMaxHeaderBytes)
    throw Error(cat(where, ": header length ", header_len, " exceeds the limit of ",
                    kMaxHeaderBytes, " bytes (not a safetensors file?)"));
  if (header_len > size - 8)
    throw Error(cat(where, ": truncated safetensors file: the header needs ", header_len,
                    " bytes but only ", size - 8, " follow the length"));

  const uint8_t* header_begin = data + 8;
  Header header = parse_header(header_begin, header_begin + header_len, where);
  const uint8_t* section = header_begin + header_len;
  const uint64_t section_size = size - 8 - header_len;

  SafeTensors st;
  std::vector<Entry> entries;
  for (const std::string& key : header.keys) {
    const Json& value = header.json[key];
    if (key != "__metadata__") {
      entries.push_back(parse_entry(key, value, section_size, where));
      continue;
    }
    if (!value.is_object()) throw Error(cat(where, ": \"__metadata__\" must be an object"));
    for (const auto& [mkey, mvalue] : value.items()) {
      if (!mvalue.is_string())
        throw Error(cat(where, ": metadata '", mkey, "' must be a string, found ", describe(mvalue)));
      st.metadata[mkey] = mvalue.get<std::string>();
    }
  }

  // The format requires the tensors to tile the data section exactly: no overlap, no hole,
  // nothing after the last one. Empty tensors sharing an offset keep the header's order.
  std::stable_sort(entries.begin(), entries.end(),
                   [](const Entry& a, const Entry& b) { return a.begin < b.begin; });
  uint64_t covered = 0;
  for (size_t i = 0; i < entries.size(); ++i) {
    const Entry& e = entries[i];
    if (e.begin < covered)
      throw Error(cat(where, ": tensor '", e.name, "' [", e.begin, ", ", e.end,
                      ") overlaps tensor '", entries[i - 1].name, "'"));
    if (e.begin > covered)
      throw Error(cat(where, ": tensor '", e.name, "' starts at byte ", e.begin,
                      " of the data section, leaving a hole after byte ", covered));
    covered = e.end;
  }
  if (covered != section_size)
    throw Error(cat(where, ": ", section_size - covered,
                    " bytes after the last tensor are not described by the header"));

  st.tensors.reserve(entries.size());
  for (Entry& e : entries) {
    Tensor t(std::move(e.type));
    if (t.byte_size() > 0) std::memcpy(t.bytes(), section + e.begin, t.byte_size());
    if (t.dtype() == DType::i1)
      for (int64_t i = 0; i < t.byte_size(); ++i)
        if (t.bytes()[i] > 1)
          throw Error(cat(where, ": tensor '", e.name, "': BOOL element ", i, " is ",
                          int{t.bytes()[i]}, " (must be 0 or 1)"));
    st.tensors.emplace_back(std::move(e.name), std::move(t));
  }
  return st;
}

SafeTensors read_safetensors(const std::string& path) {
  std::ifstream in(path, std::ios::binary | std::ios::ate);
  if (!in) throw Error(cat(path, ": cannot open: ", error_text(errno)));
  std::streamoff size = in.tellg();
  if (size < 0) throw Error(cat(path, ": cannot read (not a regular file?)"));
  std::vector<uint8_t> bytes(static_cast<size_t>(size));
  in.seekg(0);
  if (!in.read(reinterpret_cast<char*>(bytes.data()), size))
    throw Error(cat(path, ": read failed: ", error_text(errno)));
  return parse_safetensors(bytes.data(), bytes.size(), path);
}

std::string serialize_safetensors(const SafeTensors& st) {
  // Written entry by entry (a JSON object keyed by name would reorder the entries); dump()
  // escapes each name and refuses one that is not valid UTF-8.
  std::string text = "{";
  auto add_entry = [&](const std::string& key, const Json& value) {
    if (text.size() > 1) text += ',';
    try {
      text += Json(key).dump() + ':' + value.dump();
    } catch (const Json::exception& e) {
      throw Error(cat("safetensors: cannot write '", key, "': ", e.what()));
    }
  };
  if (!st.metadata.empty()) add_entry("__metadata__", st.metadata);
  uint64_t offset = 0;
  std::set<std::string_view> names;
  for (const auto& [name, t] : st.tensors) {
    LADDER_CHECK(name != "__metadata__", "safetensors: a tensor cannot be named __metadata__");
    LADDER_CHECK(names.insert(name).second, "safetensors: two tensors are named '", name, "'");
    uint64_t end = offset + static_cast<uint64_t>(t.byte_size());
    add_entry(name, {{"dtype", safetensors_dtype_name(t.dtype())},
                     {"shape", t.shape()},
                     {"data_offsets", {offset, end}}});
    offset = end;
  }
  text += '}';
  // Pad with spaces so the data section starts 8-byte aligned, as other writers do.
  text.append((8 - text.size() % 8) % 8, ' ');

  std::string out;
  out.reserve(8 + text.size() + offset);
  uint64_t header_len = text.size();
  out.append(reinterpret_cast<const char*>(&header_len), 8);
  out += text;
  for (const auto& [name, t] : st.tensors)
    out.append(reinterpret_cast<const char*>(t.bytes()), static_cast<size_t>(t.byte_size()));
  return out;
}

void write_safetensors(const std::string& path, const SafeTensors& st) {
  write_file_atomic(path, serialize_safetensors(st));
}

}  // namespace ladder
