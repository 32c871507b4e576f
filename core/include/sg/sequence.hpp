#pragma once
// Grundy sequences of heap rules: `sequence("octal(0.77)", 300)`.

#include <cstdint>
#include <string_view>

#include "sg/family.hpp"
#include "sg/result.hpp"

namespace sg {

// `rule` is a component without arguments: "nim", "sub(1,3,4)", "coins(mock)".
Result<Sequence> grundy_sequence(std::string_view rule, std::uint64_t n,
                                 const Progress& progress = {});

}  // namespace sg
