#!/usr/bin/env bash
# Installs whatever this project needs and the machine lacks; quick and
# silent when everything is already there. Usage: ensure-deps.sh [build|test]
#   build: compilers, CMake and Emscripten (enough to build and serve)
#   test:  also Catch2, Chromium and clang's fuzzer runtime
set -euo pipefail
cd "$(dirname "$0")/.."

want=(cmake make g++ emscripten binaryen python3)
if [[ "${1:-build}" == test ]]; then
  # A CJK font: the Chinese page is screenshotted and looked at.
  want+=(catch2 chromium clang libclang-rt-14-dev fonts-wqy-microhei)
  # The LaTeX exports are compiled: English with pdflatex, Chinese
  # (ctexart) with xelatex.
  want+=(texlive-latex-base texlive-latex-recommended texlive-xetex texlive-lang-chinese)
fi

missing=()
for pkg in "${want[@]}"; do
  dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
done
if ((${#missing[@]})); then
  echo "== installing: ${missing[*]}"
  sudo=""
  [[ $(id -u) -ne 0 ]] && sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

if ! command -v node >/dev/null || ! command -v npm >/dev/null; then
  echo "== installing node and npm"
  DEBIAN_FRONTEND=noninteractive ${sudo:-} apt-get install -y -qq nodejs npm >/dev/null
fi

# npm packages pinned by package-lock.json; reinstalled only when it changed.
stamp=node_modules/.sg-lock-stamp
if ! cmp -s package-lock.json "$stamp" 2>/dev/null; then
  echo "== npm ci"
  npm ci --no-audit --no-fund --loglevel=error
  cp package-lock.json "$stamp"
fi
