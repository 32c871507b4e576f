// Writes the templates the browser's engine leaves out as catalogue files
// (the WASM build runs it under node, for the files beside the engine):
// every Chinese template, and the English of the second part.
//
//   write_catalogue ZH_OUT REST_EN_OUT
#include <cstdio>
#include <fstream>
#include <string>

#include "sg/catalogue_file.hpp"

namespace {

bool write(const char* path, const std::string& text) {
  std::ofstream out(path, std::ios::binary);
  out << text;
  out.close();
  if (out) return true;
  std::fprintf(stderr, "write_catalogue: could not write %s\n", path);
  return false;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 3) {
    std::fputs("usage: write_catalogue ZH_OUT REST_EN_OUT\n", stderr);
    return 2;
  }
  if (!sg::has_chinese_templates()) {
    std::fputs("write_catalogue: this build has no Chinese templates\n", stderr);
    return 1;
  }
  return write(argv[1], sg::catalogue_file(sg::Lang::zh)) && write(argv[2], sg::catalogue_file_rest_en()) ? 0 : 1;
}
