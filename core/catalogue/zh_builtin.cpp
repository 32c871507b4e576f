// The Chinese templates built in (native builds, the test suites, the
// catalogue writer); the browser's engine links zh_absent.cpp instead and
// loads them from sg_core.zh.txt.
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

}  // namespace

std::string_view builtin_zh(std::uint32_t index) { return index < std::size(kZh) ? kZh[index] : std::string_view{}; }

}  // namespace sg
