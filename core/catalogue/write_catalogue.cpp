// Writes the built-in Chinese templates as a catalogue file (the WASM build
// runs it under node for sg_core.zh.txt, next to the engine).
//
//   write_catalogue OUT
#include <cstdio>
#include <fstream>

#include "sg/catalogue_file.hpp"

int main(int argc, char** argv) {
  if (argc != 2) {
    std::fputs("usage: write_catalogue OUT\n", stderr);
    return 2;
  }
  if (!sg::has_chinese_templates()) {
    std::fputs("write_catalogue: this build has no Chinese templates\n", stderr);
    return 1;
  }
  std::ofstream out(argv[1], std::ios::binary);
  out << sg::catalogue_file(sg::Lang::zh);
  out.close();
  if (!out) {
    std::fprintf(stderr, "write_catalogue: could not write %s\n", argv[1]);
    return 1;
  }
  return 0;
}
