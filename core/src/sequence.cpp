#include "sg/sequence.hpp"

#include "families/octal/octal_rule.hpp"
#include "sg/limits.hpp"
#include "notation/text_scan.hpp"

namespace sg {

Result<Sequence> grundy_sequence(std::string_view rule, std::uint64_t n, const Progress& progress,
                                 const SequenceOptions& options) {
  if (n > limits::max_sequence_length)
    return Error{"sequence length " + std::to_string(n) + " is above the limit of " +
                 std::to_string(limits::max_sequence_length) + " values"};
  SG_TRY(syn, split_component(rule, 1));
  if (!syn.args.empty())
    return error_at(syn.args[0].column,
                    "a sequence rule takes no heap sizes, found " + quote_excerpt(syn.args[0].text));
  const std::string name = lower_ascii(syn.family.text);
  const Family* family = find_family(name);
  if (!family) return error_at(syn.family.column, "unknown family \"" + std::string(syn.family.text.substr(0, 24)) + "\"");
  if (!family->sequence)
    return error_at(syn.family.column, "\"" + name + "\" has no Grundy sequence of heap sizes" +
                                           (family->has_table ? ": its values form a table (sg.table)" : ""));
  if (options.prove_to > n) {
    if (name != "octal" && name != "kayles" && name != "dawson" && name != "grundy")
      return Error{"a longer period proof (proveTo) applies to octal codes (octal, kayles, dawson, grundy); \"" +
                   name + "\" proves its period within its own stated caps"};
    return octal_family_sequence(syn, name, n, options.prove_to, progress);
  }
  return family->sequence(syn, n, progress);
}

}  // namespace sg
