// Octal rows drawn small: every value below 15 is computed at once.
#include "families/heaps/octal/octal_draws.hpp"

#include "families/draw_text.hpp"

namespace sg {

Result<Draw> draw_octal(SeededRng& rng, const DrawRequest& request) {
  // A fresh code: 0.d1d2 or 0.d1d2d3, the last digit non-zero.
  std::string code = "0.";
  const std::uint32_t digits = rng.between(2, 3);
  for (std::uint32_t i = 1; i < digits; ++i) code += static_cast<char>('0' + rng.below(8));
  code += static_cast<char>('0' + rng.between(1, 7));
  return Draw{draw::heaps(draw::head("octal", request, code), rng, draw::parts(request, 2), 1, 14)};
}

Result<Draw> draw_kayles(SeededRng& rng, const DrawRequest& request) {
  return Draw{draw::heaps("kayles", rng, draw::parts(request, 2), 1, 14)};
}

Result<Draw> draw_dawson(SeededRng& rng, const DrawRequest& request) {
  return Draw{draw::heaps("dawson", rng, draw::parts(request, 2), 1, 14)};
}

Result<Draw> draw_grundy(SeededRng& rng, const DrawRequest& request) {
  return Draw{draw::heaps("grundy", rng, draw::parts(request, 2), 1, 14)};
}

}  // namespace sg
