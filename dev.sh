#!/usr/bin/env bash
# Developer entry point for naval_widgets.
#
#   ./dev.sh lab  [--fresh LESSON]... [jupyter lab args...]
#                                         set up .venv, copy notebooks/ into my-lessons/ (kept
#                                         out of git; a student's copies are never overwritten,
#                                         --fresh LESSON or --fresh all copies afresh) and open
#                                         JupyterLab on my-lessons/00-start-here.ipynb (the
#                                         address it prints opens that notebook)
#   ./dev.sh play [GAME] [voila args...]  set up .venv and serve the play page (no code on it:
#                                         a board, New game, menus for the bot and variant)
#                                         with Voila; prints its address (GAME: open on it)
#   ./dev.sh catalogs                     extract the messages of the code into the language
#                                         catalogs (naval_widgets/locale/), merge them into
#                                         each language's .po and compile the .mo files
#                                         (docs/i18n.md says how to translate)
#   ./dev.sh test [pytest args...]        set up .venv and run every check (what CI runs);
#                                         pytest runs on 2 workers (pytest-xdist; -n N sets
#                                         another number, -n 0 runs in this one process)
#   ./dev.sh test --quick [pytest args...]  ruff and the fast tests only: no slow, browser or
#                                         end-to-end test, no notebook, 5 conformance games
#   ./dev.sh site [--force]               build the offline JupyterLite site into _site/ (every
#                                         lesson, Python in the browser; tools in .venv-site/);
#                                         needs npm (installed with apt-get when run as root)
#
# Needs python3 >= 3.10 (or $PYTHON). Node/npm are optional except for `site`: without
# them the front-end checks are skipped with a message.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
cd "$ROOT"

PYTHON="${PYTHON:-python3}"
VENV="$ROOT/.venv"
VPY="$VENV/bin/python"
CHROMIUM="${CHROMIUM:-/usr/bin/chromium}"
# Students work in copies of notebooks/, so running a lesson changes nothing in git.
LESSONS="my-lessons"
START_NOTEBOOK="$LESSONS/00-start-here.ipynb"
# Marks which pyproject.toml the venv was installed from, so reruns skip pip.
STAMP="$VENV/.naval-widgets-installed"

say() { printf '\n==> %s\n' "$*"; }
warn() { printf 'dev.sh: %s\n' "$*" >&2; }
die() { warn "$*"; exit 1; }
is_root() { [[ "$(id -u)" == 0 ]]; }
in_ci() {
    case "${CI:-}" in
        "" | 0 | false | False | FALSE | no) return 1 ;;
        *) return 0 ;;
    esac
}

check_python() {
    command -v "$PYTHON" >/dev/null || die "$PYTHON not found; install Python >= 3.10 or set PYTHON."
    "$PYTHON" -c 'import sys; sys.exit(sys.version_info < (3, 10))' \
        || die "$("$PYTHON" -V 2>&1) is too old; naval_widgets needs Python >= 3.10 (set PYTHON)."
}

create_venv() {
    [[ -x "$VPY" ]] && "$VPY" -c '' 2>/dev/null && return 0
    say "Creating $VENV"
    rm -rf "$VENV"
    if ! "$PYTHON" -m venv "$VENV"; then
        rm -rf "$VENV"
        # Debian/Ubuntu ship the venv module separately.
        if is_root && command -v apt-get >/dev/null; then
            apt-get update -qq
            DEBIAN_FRONTEND=noninteractive apt-get install -y -qq python3-venv
            "$PYTHON" -m venv "$VENV"
        else
            die "'$PYTHON -m venv' failed; install your system's venv package (e.g. python3-venv)."
        fi
    fi
}

install_package() {
    local want
    want="$("$VPY" -c 'import hashlib; print(hashlib.sha256(open("pyproject.toml", "rb").read()).hexdigest())')"
    if [[ -f "$STAMP" && "$(cat "$STAMP")" == "$want" ]] && "$VPY" -m pip show -q naval-widgets 2>/dev/null; then
        return 0
    fi
    say "Installing naval-widgets[dev] into .venv"
    "$VPY" -m pip install -q --disable-pip-version-check -e ".[dev]"
    echo "$want" >"$STAMP"
}

setup() {
    check_python
    create_venv
    install_package
    export PATH="$VENV/bin:$PATH"
}

# --- ./dev.sh lab -----------------------------------------------------------

cmd_lab() {
    local copy=(copy --source notebooks --target "$LESSONS") rest=()
    while [[ $# -gt 0 ]]; do
        case "$1" in
            --fresh)
                [[ $# -ge 2 ]] || die "--fresh needs a lesson, e.g. --fresh battleship/01-learn-to-play (or all)."
                copy+=(--fresh "$2"); shift 2 ;;
            --fresh=*) copy+=(--fresh "${1#--fresh=}"); shift ;;
            *) rest+=("$1"); shift ;;
        esac
    done
    setup
    say "Working copies of the lessons in $LESSONS/"
    "$VPY" -m naval_widgets.lessons "${copy[@]}"
    # Serve the whole repository (not just the notebook's folder), as Binder does, so
    # links from the copies to docs/ work.
    local extra=(--ServerApp.root_dir="$ROOT")
    is_root && extra+=(--allow-root)
    if [[ -f "$START_NOTEBOOK" ]]; then
        # The start notebook is the server's default page, so the address JupyterLab
        # prints (with its token) opens it, also where no browser is started here.
        extra+=(--LabApp.default_url="/lab/tree/$START_NOTEBOOK")
        say "Starting JupyterLab on $START_NOTEBOOK (open the address ending in ...$START_NOTEBOOK?token=...)"
    else
        warn "$START_NOTEBOOK not found; starting JupyterLab on the repository."
    fi
    exec "$VPY" -m jupyterlab ${extra[@]+"${extra[@]}"} ${rest[@]+"${rest[@]}"}
}

# --- ./dev.sh play ----------------------------------------------------------

PLAY_NOTEBOOK="$ROOT/play/play.ipynb"

cmd_play() {
    local game="" query="" address
    if [[ $# -gt 0 && "$1" != -* ]]; then
        game="$1"; shift
    fi
    setup
    if [[ -n "$game" ]]; then
        # The page itself names the games there are; refuse a wrong name before serving.
        # A name is taken in any case (Nautilus, nautic-miles): the address gets its own.
        local name
        name="$("$VPY" -c 'import sys; from naval_widgets.core import get; print(get(sys.argv[1]).name)' \
            "$game" 2>/dev/null)" || die "no game called '$game'; the games are: $("$VPY" -c \
            'from naval_widgets.core import games; print(", ".join(games()))')."
        query="game=$name&"
    fi
    local port="${PLAY_PORT:-8866}"
    address="http://localhost:$port/"
    say "Serving the play page with Voila: open $address${query:+?${query%&}}"
    printf '    So that a whole class plays the same deal, give it a game number:\n'
    printf '    %s?%sseed=42\n' "$address" "$query"
    printf '    (the page shows the address of the game on its board, to share; Ctrl-C stops)\n'
    # Voila reads play/voila.json from the folder it starts in: the front-end extensions
    # the page loads (only the widgets'), so that its console stays clean.
    cd "$ROOT/play"
    exec "$VPY" -m voila "$PLAY_NOTEBOOK" --no-browser --port="$port" --Voila.port_retries=0 "$@"
}

# --- ./dev.sh test ----------------------------------------------------------

ensure_chromium() {
    [[ -x "$CHROMIUM" ]] && return 0
    if is_root && [[ "$CHROMIUM" == /usr/bin/chromium ]] && command -v apt-get >/dev/null; then
        say "Installing Debian's chromium for the browser tests"
        apt-get update -qq
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium
    else
        warn "Chromium not found at $CHROMIUM (set CHROMIUM, or install Debian's 'chromium')."
        if in_ci; then
            warn "CI is set: browser tests will fail."
        else
            warn "Browser tests will be skipped."
        fi
    fi
}

drop_slow_imports() {
    # rfc3987-syntax (an optional jsonschema format checker) adds ~3.5 s to every process
    # that loads nbformat or jupyter_server. Nothing requires it; keep it only if pip disagrees.
    "$VPY" -m pip show -q rfc3987-syntax 2>/dev/null || return 0
    local version
    version="$("$VPY" -m pip show rfc3987-syntax | sed -n 's/^Version: //p')"
    "$VPY" -m pip uninstall -q -y rfc3987-syntax
    if ! "$VPY" -m pip check >/dev/null; then
        warn "pip check needs rfc3987-syntax; reinstalling it."
        "$VPY" -m pip install -q --disable-pip-version-check "rfc3987-syntax==$version"
    fi
}

check_bundles() {
    if ! command -v npm >/dev/null || ! command -v node >/dev/null; then
        warn "node/npm not found: skipping the front-end bundle check and JS unit tests."
        return 0
    fi
    if [[ ! -f js/package.json ]]; then
        warn "js/package.json missing: skipping the front-end checks."
        return 0
    fi
    say "npm ci (js/)"
    (cd js && npm ci --silent --no-audit --no-fund)
    if [[ ! -f js/build.mjs ]]; then
        warn "js/build.mjs missing: skipping the bundle check."
        return 0
    fi
    say "Committed bundles in naval_widgets/static/ match a fresh build"
    node js/build.mjs --check
}

check_catalogs() {
    say "Message catalogs: every message translated, the .mo files match the .po files"
    "$VPY" -m tools.catalogs check
}

cmd_catalogs() {
    setup
    say "Updating and compiling the message catalogs (naval_widgets/locale/)"
    "$VPY" -m tools.catalogs update
    "$VPY" -m tools.catalogs check || warn "translate the entries named above, then run ./dev.sh catalogs again."
}

js_unit_tests() {
    command -v node >/dev/null || return 0
    [[ -d js/tests ]] || return 0
    say "JS unit tests (node --test js/tests/)"
    node --test js/tests/
}

lint() {
    say "ruff check"
    "$VENV/bin/ruff" check .
}

# Sets PATHS to the default folders given, or to none when the pytest arguments in ARGS
# name paths of their own (tests/e2e, notebooks/x.ipynb::Cell 3): those replace them.
ARGS=()
PATHS=()
choose_paths() {
    local arg
    PATHS=()
    for arg in ${ARGS[@]+"${ARGS[@]}"}; do
        [[ "$arg" != -* && -e "${arg%%::*}" ]] && return 0
    done
    for arg in "$@"; do
        [[ -d "$arg" ]] && PATHS+=("$arg")
    done
    return 0
}

# Sets WORKERS to pytest-xdist's options: $TEST_WORKERS workers (2 unless set), or none
# when the pytest arguments in ARGS choose their own (-n 0 runs in one process, to debug).
# conftest.py groups the tests that share a server, a notebook's kernel or a costly fixture.
WORKERS=()
choose_workers() {
    local arg
    WORKERS=(--dist loadgroup)
    for arg in ${ARGS[@]+"${ARGS[@]}"}; do
        case "$arg" in
            -n | -n* | --numprocesses | --numprocesses=*) return 0 ;;
        esac
    done
    WORKERS+=(-n "${TEST_WORKERS:-2}")
}

run_pytest() {
    # Tests and notebooks in one run, so the JupyterLab server fixture is shared.
    ARGS=("$@")
    choose_paths tests notebooks
    choose_workers
    say "pytest --nbval ${WORKERS[*]} ${PATHS[*]:-} $*"
    "$VPY" -m pytest -p no:cacheprovider --nbval --nbval-current-env "${WORKERS[@]}" \
        ${PATHS[@]+"${PATHS[@]}"} "$@"
}

QUICK_TIER="not slow and not browser and not e2e"

run_quick_pytest() {
    # The fast tier: the tests marked slow, browser or e2e are left out, and the
    # conformance suite plays fewer games (unless NAVAL_CONFORMANCE_GAMES says).
    export NAVAL_CONFORMANCE_GAMES="${NAVAL_CONFORMANCE_GAMES:-5}" NAVAL_TIER=quick
    ARGS=("$@")
    choose_paths tests
    choose_workers
    say "pytest -m '$QUICK_TIER' ${WORKERS[*]} ${PATHS[*]:-} $* (NAVAL_CONFORMANCE_GAMES=$NAVAL_CONFORMANCE_GAMES)"
    "$VPY" -m pytest -p no:cacheprovider -m "$QUICK_TIER" "${WORKERS[@]}" \
        ${PATHS[@]+"${PATHS[@]}"} "$@"
}

# Runs one check in a subshell that stops at its first failing command; a failed check is
# remembered and the next one still runs, so one `./dev.sh test` reports everything.
FAILED=()
step() {
    local status
    set +e
    (
        set -e
        "$@"
    )
    status=$?
    set -e
    [[ $status == 0 ]] || FAILED+=("$1 (exit $status)")
}

cmd_test() {
    local quick=0 args=() arg
    for arg in "$@"; do
        if [[ "$arg" == --quick ]]; then quick=1; else args+=("$arg"); fi
    done
    set -- ${args[@]+"${args[@]}"}
    if in_ci; then
        export CI   # tests/conftest.py turns a missing Chromium into a failure
    fi
    if [[ $quick == 1 ]]; then
        setup
        step lint
        step run_quick_pytest "$@"
    else
        # The front-end checks need Node alone: they run while Python's environment is
        # made, and say what they found once it is.
        local front_end_log front_end
        front_end_log="$(mktemp)"
        ( step check_bundles; step js_unit_tests; [[ ${#FAILED[@]} == 0 ]] ) \
            >"$front_end_log" 2>&1 &
        front_end=$!
        setup
        ensure_chromium
        drop_slow_imports
        wait "$front_end" || FAILED+=("front-end checks (exit $?)")
        cat "$front_end_log"
        rm -f "$front_end_log"
        step check_catalogs
        step lint
        step run_pytest "$@"
    fi
    if [[ ${#FAILED[@]} -gt 0 ]]; then
        printf '\ndev.sh test: FAILED: %s\n' "${FAILED[*]}" >&2
        exit 1
    fi
    printf '\ndev.sh test: all checks passed\n'
}

# --- ./dev.sh site ----------------------------------------------------------

ensure_npm() {
    command -v npm >/dev/null && return 0
    if is_root && command -v apt-get >/dev/null; then
        say "Installing Debian's npm for the site (it takes Pyodide from npm's 'pyodide' package)"
        apt-get update -qq
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq npm
    else
        die "npm not found: the site takes Pyodide from npm's 'pyodide' package; install Node.js and npm (Debian: apt-get install npm)."
    fi
}

cmd_site() {
    check_python
    ensure_npm
    "$PYTHON" -m tools.site.build "$@"
}

usage() {
    # The comment at the top of this file, up to its first line of code.
    awk 'NR == 1 { next } !/^#/ { exit } { sub(/^# ?/, ""); print }' "$0"
}

main() {
    local cmd="${1:-}"
    [[ $# -gt 0 ]] && shift
    case "$cmd" in
        lab) cmd_lab "$@" ;;
        play) cmd_play "$@" ;;
        test) cmd_test "$@" ;;
        site) cmd_site "$@" ;;
        catalogs) cmd_catalogs "$@" ;;
        -h | --help | help) usage ;;
        "") usage >&2; exit 2 ;;
        # One line, as the command line's refusals are: what is wrong and where to look.
        *) warn "unknown command '$cmd'; the commands are lab, play, test, site, catalogs (./dev.sh --help says what each does)."; exit 2 ;;
    esac
}

main "$@"
