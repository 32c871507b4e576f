// The templates the browser's engine leaves out, built in here (native
// builds, the test suites, the catalogue writer): every Chinese template,
// and the English of the second part (SG_MSG_REST). The browser's engine
// links templates_absent.cpp instead and loads them from sg_core.zh.txt
// and sg_core.rest.en.txt.
#include <iterator>
#include <string_view>

#include "sg/text.hpp"

namespace sg {
namespace {

constexpr std::string_view kZh[] = {
    "",        // none
    "{text}",  // raw
#define SG_MSG(id, en, zh) zh,
#include "sg/messages.def"
#undef SG_MSG
};

constexpr std::string_view kEnRest[] = {
    "",  // none
    "",  // raw
#define SG_MSG(id, en, zh) SG_MSG_REST ? std::string_view{en} : std::string_view{},
#include "sg/messages.def"
#undef SG_MSG
};

}  // namespace

std::string_view builtin_zh(std::uint32_t index) { return index < std::size(kZh) ? kZh[index] : std::string_view{}; }
std::string_view builtin_en_rest(std::uint32_t index) {
  return index < std::size(kEnRest) ? kEnRest[index] : std::string_view{};
}

}  // namespace sg
