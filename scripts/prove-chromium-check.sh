#!/usr/bin/env bash
# Proves scripts/ensure-chromium.sh without installing anything: Chromium is hidden (CHROMIUM_PATH points
# nowhere, PATH holds only shims) and apt-get / id are fakes that record what they were asked to do.
# Prints one line per case and exits non-zero if any case behaves otherwise.
set -uo pipefail

check="$(cd "$(dirname "$0")" && pwd)/ensure-chromium.sh"
bash_bin=$(command -v bash)
chmod_bin=$(command -v chmod)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failures=0

# A PATH of shims only: no chromium on it, `id` answers the given uid, apt-get is the given fake (or none).
make_path() { # <case> <uid> <apt-get mode: ok | needs-update | fails | none>
  local bin="$work/$1/bin"
  mkdir -p "$bin" "$work/$1/hidden"
  printf '#!%s\necho %s\n' "$bash_bin" "$2" >"$bin/id"
  if [ "$3" != none ]; then
    cat >"$bin/apt-get" <<EOF
#!$bash_bin
# Fake apt-get: records the call; 'install' places a stub browser at CHROMIUM_PATH when the mode allows.
echo "apt-get \$*" >>"$work/$1/apt.log"
case "\$1" in
  update) : >"$work/$1/lists"; exit 0 ;;
  install)
    if [ "$3" = fails ] || { [ "$3" = needs-update ] && [ ! -e "$work/$1/lists" ]; }; then
      echo "E: Unable to locate package chromium" >&2; exit 100
    fi
    printf '#!$bash_bin\n' >"\$CHROMIUM_PATH"; $chmod_bin +x "\$CHROMIUM_PATH"; exit 0 ;;
esac
EOF
  fi
  chmod +x "$bin"/*
  echo "$bin"
}

run_case() { # <case> <uid> <apt-get mode> <expected exit: 0 | nonzero> <expected apt-get calls, ';'-joined> <expected text>
  local name=$1 bin status output calls
  bin=$(make_path "$name" "$2" "$3")
  output=$(env -i PATH="$bin" CHROMIUM_PATH="$work/$name/hidden/chromium" "$bash_bin" "$check" 2>&1)
  status=$?
  calls=$(paste -sd ';' "$work/$name/apt.log" 2>/dev/null)
  local ok=yes
  if [ "$4" = 0 ] && [ "$status" -ne 0 ]; then ok=no; fi
  if [ "$4" = nonzero ] && [ "$status" -eq 0 ]; then ok=no; fi
  if [ "$calls" != "$5" ]; then ok=no; fi
  if ! grep -qF -- "$6" <<<"$output"; then ok=no; fi
  # Without an install attempt, a refusal is one line.
  if [ "$4" = nonzero ] && [ -z "$5" ] && [ "$(wc -l <<<"$output")" -ne 1 ]; then ok=no; fi
  if [ "$ok" = no ]; then
    failures=$((failures + 1))
  fi
  echo "$([ "$ok" = yes ] && echo PASS || echo FAIL) $name: exit $status, apt-get calls [${calls}], said: $(tail -n 1 <<<"$output")"
}

run_case root-installs 0 ok 0 'apt-get install -y chromium' 'installing Debian'
run_case root-reads-lists-first 0 needs-update 0 \
  'apt-get install -y chromium;apt-get update;apt-get install -y chromium' 'installing Debian'
run_case root-install-fails 0 fails nonzero \
  'apt-get install -y chromium;apt-get update;apt-get install -y chromium' "still no Chromium"
run_case not-root 1000 ok nonzero '' "run 'sudo apt-get install -y chromium'"
run_case no-apt-get 0 none nonzero '' 'no apt-get here'

# Chromium present: nothing is installed.
present_bin=$(make_path present 0 ok)
mkdir -p "$work/present/browser" && printf '#!%s\n' "$bash_bin" >"$work/present/browser/chromium"
chmod +x "$work/present/browser/chromium"
env -i PATH="$present_bin" CHROMIUM_PATH="$work/present/browser/chromium" "$bash_bin" "$check"
present_status=$?
if [ "$present_status" -eq 0 ] && [ ! -e "$work/present/apt.log" ]; then
  echo "PASS present: exit 0, apt-get not called"
else
  failures=$((failures + 1))
  echo "FAIL present: exit $present_status"
fi

if [ "$failures" -ne 0 ]; then
  echo "prove-chromium-check: $failures case(s) failed"
  exit 1
fi
echo "prove-chromium-check: all cases passed"
