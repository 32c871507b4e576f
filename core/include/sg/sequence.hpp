#pragma once
// Grundy sequences of heap rules: `sequence("octal(0.77)", 300)`.

#include <cstdint>
#include <string_view>

#include "sg/family.hpp"
#include "sg/result.hpp"

namespace sg {

// Beyond the values asked for, a sequence does at most a stated amount of
// work to prove its period (octal codes: limits "octalSequenceProofHorizon";
// subtraction games: "maxSubtractionWork"); where that does not prove it,
// the period is reported as observed. `prove_to` asks an octal code (octal,
// kayles, dawson) to compute up to that many values for the proof, at most
// limits "octalProofHorizon"; `progress` reports on it and may cancel.
struct SequenceOptions {
  std::uint64_t prove_to = 0;
};

// `rule` is a component without arguments: "nim", "sub(1,3,4)", "coins(mock)".
Result<Sequence> grundy_sequence(std::string_view rule, std::uint64_t n,
                                 const Progress& progress = {}, const SequenceOptions& options = {});

}  // namespace sg
