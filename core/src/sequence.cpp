#include "sg/sequence.hpp"

#include "families/heaps/octal/octal_rule.hpp"
#include "sg/limits.hpp"
#include "notation/text_scan.hpp"

namespace sg {

Result<Sequence> grundy_sequence(std::string_view rule, std::uint64_t n, const Progress& progress,
                                 const SequenceOptions& options) {
  if (n > limits::max_sequence_length)
    return error_of(Text{Msg::sequence_too_long, {{"length", n}, {"limit", limits::max_sequence_length}}});
  SG_TRY(syn, split_component(rule, 1));
  if (!syn.args.empty())
    return error_at(syn.args[0].column,
                    Text{Msg::sequence_no_heaps, {{"found", excerpt(syn.args[0].text)}}});
  const std::string name = lower_ascii(syn.family.text);
  const Family* family = find_family(name);
  if (!family) return error_at(syn.family.column, Text{Msg::notation_unknown_family, {{"family", excerpt(syn.family.text)}}});
  if (!family->sequence)
    return error_at(syn.family.column, family->has_table ? Text{Msg::sequence_none_table, {{"family", name}}}
                                                         : Text{Msg::sequence_none, {{"family", name}}});
  if (options.prove_to > n) {
    if (name != "octal" && name != "kayles" && name != "dawson" && name != "grundy")
      return error_of(Text{Msg::sequence_prove_to, {{"family", name}}});
    return octal_family_sequence(syn, name, n, options.prove_to, progress);
  }
  return family->sequence(syn, n, progress);
}

}  // namespace sg
