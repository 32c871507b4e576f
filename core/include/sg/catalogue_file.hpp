#pragma once
// The catalogue's templates of one language as a file, so that a build can
// leave the Chinese ones out and load them when they are wanted (the
// browser's engine: the first view is in English or waits for them).
//
//   SGMC 1 zh\n                  header: magic, version, what it holds
//                                (zh: every Chinese template; rest-en: the
//                                English of the second part's entries)
//   <code>\t<template>\n         one line per entry, in catalogue order
//
// Templates never hold a tab or a line break (the catalogue tests check).

#include <cstdint>
#include <string>
#include <string_view>

#include "sg/result.hpp"
#include "sg/text.hpp"

namespace sg {

// The templates this build has for `lang`, as a file (empty templates when
// the build has no Chinese built in and none was loaded).
std::string catalogue_file(Lang lang);
// The English of the second part's entries (SG_MSG_REST in messages.def),
// under the header "SGMC 1 rest-en".
std::string catalogue_file_rest_en();

// Takes the templates of a file either of the above wrote: the Chinese of
// every entry of this engine, or the second part's English. On an error
// nothing changes. Returns how many entries it holds.
Result<std::uint32_t> load_catalogue(std::string_view file);

// Whether Chinese templates are at hand: built in, or loaded.
bool has_chinese_templates();

}  // namespace sg
