#!/usr/bin/env python3
# Runs every program of the real-world corpus (Tests/RealWorld/<name>/) with `asyncplay preview` and writes the
# report: per program, whether it compiled unchanged, ran to its first screen and held its expectation (with the
# first compile error and the API it names when it fails), then how many programs each missing API blocks, and a
# frequency table of the SwiftUI, Foundation, Combine and Observation identifiers the corpus uses, marked against
# what Sources/SwiftUI declares. The report holds no date, time or path of this machine, so two runs on the same
# tree print the same bytes. Usage: report.py ASYNCPLAY [--out FILE] [--json FILE] [--only NAME ...]
import json, os, re, subprocess, sys
from concurrent.futures import ThreadPoolExecutor

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))


def usage(msg):
    """One line on standard error, exit status 2."""
    sys.stderr.write(f"report.sh: {msg}\n")
    sys.exit(2)


# ---------------------------------------------------------------------------------------------------------------
# The corpus

def programs():
    names = []
    for entry in sorted(os.listdir(HERE)):
        if os.path.isdir(os.path.join(HERE, entry)) and not entry.startswith(".") and entry not in RESERVED:
            names.append(entry)
    return names


# Folders of Tests/RealWorld that are not programs.
RESERVED = ("catalogue",)


def swift_files(folder):
    # The program is the files SOURCE.md lists (the app target's Sources phase): a Swift file a restore of an older
    # list left in the folder is not part of it.
    listed = listed_files(os.path.join(folder, "SOURCE.md"))
    found = []
    for dirpath, dirnames, filenames in os.walk(folder):
        dirnames.sort()
        for f in sorted(filenames):
            path = os.path.relpath(os.path.join(dirpath, f), folder)
            if f.endswith(".swift") and (listed is None or path in listed):
                found.append(path)
    return sorted(found)


def listed_files(source_md):
    """The files SOURCE.md names under `- Files:`, or None when there is no SOURCE.md or it names none."""
    if not os.path.exists(source_md):
        return None
    files, in_files = set(), False
    for line in open(source_md, encoding="utf-8"):
        line = line.rstrip("\n")
        if line.startswith("- Files:"):
            in_files = True
        elif in_files and line.startswith("  - "):
            files.add(line[4:])
        elif line.startswith("- "):
            in_files = False
    return files or None


class Expectation:
    """The `expect` file: `root TYPE`, `do ACTIONS`, `screen TIME contains TEXT`, `screen first contains TEXT`,
    `compiles no` (the program is known not to compile against any simulator: UIKit, MapKit …), `#` comments."""

    def __init__(self, path):
        self.root = None
        self.actions = None
        self.checks = []          # (time_ms or None for the first screen, text, line)
        self.errors = []
        if not os.path.exists(path):
            self.errors.append("no expect file")
            return
        with open(path, encoding="utf-8") as f:
            for number, raw in enumerate(f, 1):
                line = raw.strip()
                if not line or line.startswith("#"):
                    continue
                word, _, rest = line.partition(" ")
                rest = rest.strip()
                if word == "root" and rest:
                    self.root = rest
                elif word == "do" and rest:
                    self.actions = rest
                elif word == "screen":
                    m = re.match(r"^(first|\d+(?:ms|s)?)\s+contains\s+(.+)$", rest)
                    if not m:
                        self.errors.append(f"expect:{number}: screen needs 'first|TIME contains TEXT'")
                        continue
                    when = None if m.group(1) == "first" else duration_ms(m.group(1))
                    self.checks.append((when, m.group(2), number))
                else:
                    self.errors.append(f"expect:{number}: unknown line '{word}' (accepted: root, do, screen, #)")
        if not self.checks and not self.errors:
            self.errors.append("expect names no screen check")


def duration_ms(text):
    if text.endswith("ms"):
        return int(text[:-2])
    if text.endswith("s"):
        return int(float(text[:-1]) * 1000)
    return int(text)


# ---------------------------------------------------------------------------------------------------------------
# Running one program

def run(asyncplay, name):
    folder = os.path.join(HERE, name)
    files = swift_files(folder)
    expect = Expectation(os.path.join(folder, "expect"))
    result = {"name": name, "files": len(files), "compiled": False, "ran": False, "held": False,
              "first_error": None, "first_api": None, "apis": [], "failure": None, "checks": []}
    if expect.errors:
        result["failure"] = "; ".join(expect.errors)
    command = [asyncplay, "preview", *files, "--json", "--lang", "en"]
    if os.path.exists(os.path.join(folder, "routes")):
        command += ["--routes", "routes"]
    if expect.root:
        command += ["--root", expect.root]
    if expect.actions:
        command += ["--do", expect.actions]
    # For a study only (what would stop the programs in another compile mode); the report itself passes nothing.
    command += os.environ.get("REPORT_EXTRA_OPTIONS", "").split()
    # The compile limit is wall-clock time: on a loaded machine a slow type-check would otherwise be stopped on one
    # run and not on the next, and the report would change with the load.
    env = dict(os.environ, COLUMNS="200")
    env.setdefault("ASYNCPLAY_COMPILE_LIMIT", "10m")
    try:
        done = subprocess.run(command, cwd=folder, capture_output=True, text=True, timeout=600, env=env)
    except subprocess.TimeoutExpired:
        result["failure"] = "no answer from asyncplay in 600 s"
        return result
    out, err = done.stdout, done.stderr
    events = []
    for line in out.splitlines():
        try:
            events.append(json.loads(line))
        except ValueError:
            pass
    diagnostics = [{"file": e.get("file", "?"), "line": str(e.get("line", 0)), "col": str(e.get("column", 0)),
                    "msg": e.get("message", "")}
                   for e in events if e.get("kind") == "diagnostic" and e.get("severity") == "error"]
    events = [e for e in events if e.get("kind") != "diagnostic"]
    if diagnostics:
        result["failure"] = result["failure"] or "does not compile"
        names = []
        examples = {}
        for d in diagnostics:
            api = api_named(folder, d)
            if api not in names:
                names.append(api)
                line = source_line(folder, d)
                examples[api] = (line or "").strip()
        # An error about the program's own names (a `$binding` of a wrapper that failed, a setter of a refused
        # @FocusState) follows from another one: the table names the API, not its echoes.
        own = declared_names(folder)
        names = [n for n in names if re.sub(r"^[@.$\\]+", "", n) not in own and n not in ("-", "some", "nil")]
        result["examples"] = {n: examples[n] for n in names}
        first = diagnostics[0]
        result["first_error"] = f"{first['file']}:{first['line']}: {first['msg']}"
        result["first_api"] = api_named(folder, first)
        result["apis"] = names
        return result
    # Warnings go to standard error, not to --json; so does what stopped a run that compiled (a trap, a budget).
    # Progress notes (a slow compile, the first compile's module cache) are not failures.
    said = [l.strip() for l in err.splitlines() if l.startswith("asyncplay: ")
            and "still compiling" not in l and "first compile" not in l]
    result["compiled"] = not any("compil" in l for l in said)
    if not events:
        trap = [l.strip() for l in err.splitlines() if "Fatal error" in l or "Precondition failed" in l]
        what = trap[0] if trap else (said[-1] if said else f"asyncplay exited with status {done.returncode}")
        stage = "ran but stopped before its first screen: " if result["compiled"] else ""
        result["failure"] = result["failure"] or stage + what
        return result
    screens = [(e["t_ms"], e.get("text", "")) for e in events if e.get("kind") == "screen"]
    if not screens:
        ends = [e for e in events if e.get("kind") == "done"]
        result["failure"] = result["failure"] or ("no screen" + (f" (run {ends[-1].get('outcome')})" if ends else ""))
        return result
    result["ran"] = True
    held = not expect.errors
    for when, text, number in expect.checks:
        if when is None:
            shown = screens[0][1]
            label = "first screen"
        else:
            before = [s for s in screens if s[0] <= when]
            shown = before[-1][1] if before else ""
            label = f"screen at {when} ms"
        ok = text in shown
        held = held and ok
        result["checks"].append({"line": number, "what": f"{label} contains {text!r}", "ok": ok})
    result["held"] = held
    if not held and not result["failure"]:
        failed = [c["what"] for c in result["checks"] if not c["ok"]]
        result["failure"] = "expectation not held: " + failed[0]
    return result


QUOTED = re.compile(r"'([^']+)'")


def api_named(folder, diagnostic):
    """The API a compile error is about, in the words a reader searches the module for."""
    msg = diagnostic["msg"]
    if re.search(r"concurrency-safe|Sendable|data race|actor-isolated|main actor|MainActor", msg):
        return "Swift 6 concurrency checking"
    m = re.match(r"no such module '([^']+)'", msg)
    if m:
        return "import " + m.group(1)
    m = re.match(r"'([^']+)' is unavailable: (.+?) is not simulated", msg)
    if m:
        return m.group(2) if re.match(r"^[@.\w]", m.group(2)) else m.group(1)
    m = re.match(r"(?:setter for )?'([^']+)' is unavailable", msg)
    if m:
        return m.group(1)
    m = re.match(r"cannot find (?:type )?'([^']+)' in scope", msg)
    if m:
        return m.group(1)
    m = re.match(r"value of type '([^']+)' has no member '([^']+)'", msg)
    if m:
        return "." + m.group(2)
    m = re.match(r"type '([^']+)' has no member '([^']+)'", msg)
    if m:
        return f"{m.group(1)}.{m.group(2)}"
    m = re.match(r"module '([^']+)' has no member named '([^']+)'", msg)
    if m:
        return f"{m.group(1)}.{m.group(2)}"
    m = re.match(r"type '[^']+' does not conform to protocol '([^']+)'", msg)
    if m:
        return m.group(1)
    m = re.search(r"requires that 'Binding<", msg)
    if m:
        call = call_at(folder, diagnostic)
        return f"{call or 'ForEach'}($binding)"
    m = re.match(r"incorrect argument labels? in call \(have '([^']*)'", msg)
    if m:
        call = call_at(folder, diagnostic)
        if call:
            return f"{call}({m.group(1)})"
    if re.match(r"cannot find type 'Configuration' in scope", msg):
        return "Configuration (a style's makeBody)"
    if re.match(r"(missing argument|extra argument|argument '|cannot convert value|generic parameter|no exact matches"
                r"|cannot infer contextual base|referencing|instance method)", msg):
        wrapper = token_at(folder, diagnostic)
        if wrapper and wrapper.startswith("@"):
            return wrapper
        call = call_at(folder, diagnostic)
        if call:
            return call
    token = token_at(folder, diagnostic)
    if token:
        return token
    q = QUOTED.search(msg)
    return q.group(1) if q else msg.split(":")[0][:60]


def source_line(folder, diagnostic):
    try:
        with open(os.path.join(folder, diagnostic["file"]), encoding="utf-8") as f:
            return f.read().split("\n")[int(diagnostic["line"]) - 1]
    except (OSError, IndexError, UnicodeDecodeError, ValueError):
        return None


def call_at(folder, diagnostic):
    """The name of the call a column is in: the word before the innermost '(' still open at the column, or the
    word at the column when a '(' follows it; a property wrapper keeps its '@', a modifier its '.'."""
    text = source_line(folder, diagnostic)
    if text is None:
        return None
    col = int(diagnostic["col"]) - 1
    word = re.compile(r"[@.]?[A-Za-z_][A-Za-z0-9_]*(?=\s*\()").match(text, col)
    if word:
        return word.group(0)
    depth = 0
    for i in range(min(col, len(text)) - 1, -1, -1):
        if text[i] == ")":
            depth += 1
        elif text[i] == "(":
            if depth == 0:
                m = re.search(r"[@.]?[A-Za-z_][A-Za-z0-9_]*\s*$", text[:i])
                return m.group(0).strip() if m else None
            depth -= 1
    return None


def token_at(folder, diagnostic):
    path = os.path.join(folder, diagnostic["file"])
    try:
        with open(path, encoding="utf-8") as f:
            lines = f.read().split("\n")
        text = lines[int(diagnostic["line"]) - 1]
    except (OSError, IndexError, UnicodeDecodeError):
        return None
    col = int(diagnostic["col"]) - 1
    m = re.compile(r"\\?[@.]?[A-Za-z_][A-Za-z0-9_]*").match(text, col)
    if not m:
        return None
    word = m.group(0)
    if col > 0 and text[col - 1] == "." and not word.startswith((".", "\\")):
        word = "." + word
    if col > 0 and text[col - 1] == "@":
        word = "@" + word
    # A property wrapper is named with its key path or type: @Environment(\.dismiss) is one API, @Environment another.
    arg = re.compile(r"\((\\\.[A-Za-z_][A-Za-z0-9_.]*|[A-Z][A-Za-z0-9_.]*\.self)").match(text, m.end())
    if word.lstrip("@") in ("Environment", "EnvironmentObject", "FocusState", "FetchRequest", "Query") and arg:
        return "@" + word.lstrip("@") + "(" + arg.group(1) + ")"
    return word


# ---------------------------------------------------------------------------------------------------------------
# Identifier frequency

FRAMEWORKS = ("SwiftUI", "Foundation", "Combine", "Observation")


def strip_comments_and_strings(source):
    out, i, n = [], 0, len(source)
    while i < n:
        if source.startswith("//", i):
            j = source.find("\n", i)
            i = n if j < 0 else j
        elif source.startswith("/*", i):
            depth, i = 1, i + 2
            while i < n and depth:
                if source.startswith("/*", i):
                    depth, i = depth + 1, i + 2
                elif source.startswith("*/", i):
                    depth, i = depth - 1, i + 2
                else:
                    i += 1
        elif source.startswith('"""', i):
            j = source.find('"""', i + 3)
            i = n if j < 0 else j + 3
            out.append('""')
        elif source[i] == '"':
            j = i + 1
            while j < n and source[j] not in '"\n':
                if source[j] == "\\" and j + 1 < n and source[j + 1] == "(":
                    # keep interpolated code: it uses API too
                    depth, k = 1, j + 2
                    while k < n and depth:
                        depth += {"(": 1, ")": -1}.get(source[k], 0)
                        k += 1
                    out.append(" " + source[j + 2:k - 1] + " ")
                    j = k
                    continue
                j += 2 if source[j] == "\\" else 1
            i = j + 1
            out.append('""')
        else:
            out.append(source[i])
            i += 1
    return "".join(out)


IDENT = re.compile(r"(@|\.|\\\.)?([A-Za-z_][A-Za-z0-9_]*)")
DECLARED_HERE = re.compile(r"\b(?:struct|class|enum|protocol|actor|typealias|func|var|let|case|associatedtype)\s+"
                           r"([A-Za-z_][A-Za-z0-9_]*)")


def declared_names(folder):
    names = set()
    for f in swift_files(folder):
        with open(os.path.join(folder, f), encoding="utf-8", errors="replace") as h:
            names.update(DECLARED_HERE.findall(strip_comments_and_strings(h.read())))
    return names


def identifiers(folder):
    """Type names (capitalised), members after a dot, property wrappers and key paths the program uses, less the
    names it declares itself."""
    used, declared = set(), set()
    for f in swift_files(folder):
        with open(os.path.join(folder, f), encoding="utf-8", errors="replace") as h:
            code = strip_comments_and_strings(h.read())
        declared.update(DECLARED_HERE.findall(code))
        for m in re.finditer(r"\bcase\s+([^:\n=]+)", code):
            declared.update(re.findall(r"[A-Za-z_][A-Za-z0-9_]*", m.group(1)))
        for prefix, name in IDENT.findall(code):
            if prefix == "@":
                used.add("@" + name)
            elif prefix in (".", "\\."):
                used.add("." + name)
            elif name[0].isupper():
                used.add(name)
    return {u for u in used if u.lstrip("@.") not in declared and u.lstrip("@.") not in LANGUAGE}


# Words of the language that the identifier scan would otherwise count as API.
LANGUAGE = {"self", "Self", "init", "Type", "Protocol", "some", "any", "Any", "AnyObject", "super", "main", "escaping",
            "MainActor", "Sendable", "unknown", "available", "discardableResult", "objc", "preconcurrency",
            "autoclosure", "frozen", "inlinable", "dynamicMemberLookup", "resultBuilder", "propertyWrapper",
            "globalActor", "unchecked", "testable", "usableFromInline", "concurrent", "nonobjc", "dynamicCallable"}


def load_catalogue():
    """Names each framework declares: Tests/RealWorld/catalogue/<Framework>.txt, one identifier a line (types
    capitalised, members as .name, property wrappers as @Name), from Apple's documentation; and what
    Sources/SwiftUI declares, read from its sources."""
    catalogue = {}
    folder = os.path.join(HERE, "catalogue")
    for fw in FRAMEWORKS:
        path = os.path.join(folder, fw + ".txt")
        if os.path.exists(path):
            with open(path, encoding="utf-8") as f:
                for line in f:
                    word = line.split("#")[0].strip()
                    if word:
                        catalogue.setdefault(word, fw)
    return catalogue


# The package's SDK modules whose declarations the table is marked against (those that exist in the tree).
SDK_MODULES = ("SwiftUI", "Combine")
DECLARATION = re.compile(r"\b(struct|class|enum|protocol|actor|typealias|macro|func|var|let|case|subscript|init)\b\s*"
                         r"([A-Za-z_][A-Za-z0-9_]*)?")


def module_declarations():
    """The names Sources/SwiftUI declares: types as they are, members as .name, property wrappers also as @Name;
    a name whose every declaration is marked @available(*, unavailable) is unavailable."""
    available, unavailable = set(), set()
    for dirpath, dirnames, filenames in sorted(walk for module in SDK_MODULES
                                               for walk in os.walk(os.path.join(ROOT, "Sources", module))):
        dirnames.sort()
        for f in sorted(filenames):
            if not f.endswith(".swift"):
                continue
            with open(os.path.join(dirpath, f), encoding="utf-8") as h:
                code = strip_comments_and_strings(h.read())
            refused = wrapper = False
            for line in code.split("\n"):
                if "@available(*, unavailable" in line or re.search(r"@available\(\*,\s*unavailable", line):
                    refused = True
                if "@propertyWrapper" in line:
                    wrapper = True
                m = DECLARATION.search(line)
                if not m or not m.group(2):
                    continue
                keyword, name = m.group(1), m.group(2)
                names = [name] if keyword in ("struct", "class", "enum", "protocol", "actor", "typealias", "macro") else ["." + name]
                if wrapper and keyword in ("struct", "class", "enum"):
                    names.append("@" + name)
                if keyword in ("var", "let", "func", "case") and re.match(r"^\s*(public\s+|@\w+\s+)*(static\s+)?(var|let|func|case)\b", line) is None:
                    pass
                for n in names:
                    (unavailable if refused else available).add(n)
                refused = wrapper = False
    return available, unavailable - available


# ---------------------------------------------------------------------------------------------------------------
# The report

def mark(ok):
    return "yes" if ok else "no"


def cell(text):
    return text.replace("|", "\\|").replace("\n", " ")


def write_report(results, usage_by_program, path):
    total = len(results)
    compiled = sum(r["compiled"] for r in results)
    ran = sum(r["ran"] for r in results)
    held = sum(r["held"] for r in results)
    lines = [
        "# The real-world corpus: what real SwiftUI code does in asyncplay",
        "",
        "<!-- Generated by Tests/RealWorld/report.sh; do not edit. -->",
        "",
        "Every program in `Tests/RealWorld/` is public SwiftUI code nobody here wrote (tutorial companion code, Apple's",
        "sample code, course apps, small open-source apps), run unchanged with `asyncplay preview` and its own routes",
        "and expectation (see `Tests/RealWorld/README.md`). Regenerate this page with",
        "`Tests/RealWorld/report.sh .build/debug/asyncplay`.",
        "",
        f"**{total} programs: {compiled} compile unchanged ({percent(compiled, total)}), {ran} run to their first screen, "
        f"{held} hold their expectation.**",
        "",
        "| program | files | compiles unchanged | first screen | expectation held | first error (the API it names) |",
        "|---|---|---|---|---|---|",
    ]
    for r in results:
        why = ""
        if r["first_error"] and r["first_api"]:
            why = f"`{cell(r['first_api'])}`: {cell(short(r['first_error']))}"
        elif r["first_error"]:
            why = cell(short(r["first_error"]))
        elif r["failure"]:
            why = cell(r["failure"])
        lines.append(f"| {r['name']} | {r['files']} | {mark(r['compiled'])} | {mark(r['ran'])} | {mark(r['held'])} | {why} |")
    blockers = {}
    firsts = {}
    for r in results:
        for api in r["apis"]:
            blockers.setdefault(api, []).append(r["name"])
        if r["first_api"]:
            firsts.setdefault(r["first_api"], []).append(r["name"])
    lines += ["", "## What stops programs compiling", "",
              "Every API a compile error names, with the programs whose errors name it (a program with several",
              "missing APIs counts under each; the compiler stops early at a missing module, so `import X` hides",
              "what the rest of that program would need).", "",
              "| API | programs blocked | first error in | programs |", "|---|---|---|---|"]
    for api, names in sorted(blockers.items(), key=lambda kv: (-len(kv[1]), kv[0])):
        lines.append(f"| `{cell(api)}` | {len(names)} | {len(firsts.get(api, []))} | {', '.join(names)} |")
    lines += identifier_table(usage_by_program)
    lines.append("")
    if os.path.dirname(path):
        os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(lines))


def identifier_table(usage_by_program):
    catalogue = load_catalogue()
    declared, unavailable = module_declarations()
    counts = {}
    for name, used in usage_by_program.items():
        for u in used:
            counts.setdefault(u, set()).add(name)
    rows = []
    for ident, names in counts.items():
        fw = catalogue.get(ident)
        if fw is None:
            continue
        if ident in declared or (ident.startswith("@") and ident[1:] in declared):
            status = "declared"
        elif ident in unavailable or (ident.startswith("@") and ident[1:] in unavailable):
            status = "unavailable"
        elif fw in ("Foundation", "Observation"):
            status = "toolchain"
        else:
            status = "**missing**"
        rows.append((-len(names), fw, ident, status, len(names)))
    rows.sort()
    out = ["", "## Identifiers the corpus uses", "",
           "Each SwiftUI, Foundation, Combine and Observation identifier (a type, a member written after a dot, a",
           "property wrapper) the programs use, with how many programs use it, marked against the package's SDK",
           "modules (Sources/SwiftUI, and Sources/Combine where it exists): `declared` (offered, simulated or inert),",
           "`unavailable` (declared unavailable with a message), `toolchain` (Foundation or Observation as the",
           "toolchain ships it), **missing** (not declared). Names are matched by spelling: a member counts as",
           "declared when any type declares a member of that name. The names each framework has are listed in",
           "Tests/RealWorld/catalogue/.", "",
           "| identifier | framework | programs | in the module |", "|---|---|---|---|"]
    for _, fw, ident, status, n in rows:
        out.append(f"| `{cell(ident)}` | {fw} | {n} | {status} |")
    return out


def terminal_width():
    """What the terminal shows: COLUMNS when set, else 80 (the project's width for piped output)."""
    try:
        return max(20, int(os.environ.get("COLUMNS", "80")))
    except ValueError:
        return 80


def short(text, width=160):
    return text if len(text) <= width else text[:width - 1] + "…"


def percent(part, whole):
    return f"{(100 * part // whole) if whole else 0} %"


def main(argv):
    if not argv:
        usage("missing the asyncplay binary (usage: report.sh ASYNCPLAY [options])")
    asyncplay = os.path.abspath(argv[0])
    if not (os.path.isfile(asyncplay) and os.access(asyncplay, os.X_OK)):
        usage(f"'{short(argv[0], 40)}' is not an executable file (give the asyncplay binary)")
    out = None
    json_out = None
    only = []
    rest = argv[1:]
    while rest:
        word = rest.pop(0)
        if word in ("--out", "--json") and not rest:
            usage(f"{word} needs a FILE to write")
        elif word == "--out":
            out = rest.pop(0)
        elif word == "--json":
            json_out = rest.pop(0)
        elif word == "--only":
            only, rest = rest, []
        else:
            usage(f"unknown option '{short(word, 16)}' (accepted: --out, --json, --only)")
    names = programs()
    if out is None and not only:
        out = os.path.join(ROOT, "docs", "realworld-corpus.md")
    if only:
        unknown = [n for n in only if n not in names]
        if unknown:
            usage(short(f"no program named {', '.join(unknown)} in Tests/RealWorld", 78))
        names = only
    jobs = int(os.environ.get("REPORT_JOBS", "2"))
    with ThreadPoolExecutor(max_workers=jobs) as pool:
        results = list(pool.map(lambda n: run(asyncplay, n), names))
    width = terminal_width()
    for r in results:
        state = "held" if r["held"] else ("ran" if r["ran"] else ("compiled" if r["compiled"] else "failed"))
        line = f"{r['name']} {state}" + ("" if r["held"] else f": {r['failure'] or ''}")
        sys.stdout.write(short(line, width) + "\n")
    usage_by_program = {n: identifiers(os.path.join(HERE, n)) for n in names}
    if out:
        write_report(results, usage_by_program, out)
    if json_out:
        with open(json_out, "w", encoding="utf-8") as f:
            json.dump(results, f, indent=1, sort_keys=True)
    total = len(results)
    sys.stdout.write(f"{total} programs: {sum(r['compiled'] for r in results)} compiled unchanged,\n"
                     f"{sum(r['ran'] for r in results)} ran to their first screen, "
                     f"{sum(r['held'] for r in results)} held their expectation\n")


if __name__ == "__main__":
    main(sys.argv[1:])
