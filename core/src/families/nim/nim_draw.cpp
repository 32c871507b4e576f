// Nim heaps small enough to XOR by hand.
#include "families/nim/nim_draw.hpp"

#include "families/draw_text.hpp"

namespace sg {

Result<Draw> draw_nim(SeededRng& rng, const DrawRequest& request) {
  return Draw{draw::heaps("nim", rng, draw::parts(request, 3), 1, 9)};
}

}  // namespace sg
