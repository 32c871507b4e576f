// No Chinese built in: the browser's engine loads the templates from
// sg_core.zh.txt (load_catalogue) when a caller asks for Chinese, which
// keeps them out of the first view's download.
#include <cstdint>
#include <string_view>

namespace sg {

std::string_view builtin_zh(std::uint32_t) { return {}; }

}  // namespace sg
