#!/usr/bin/env python3
"""Restores the corpus programs' own files from git snapshots of their repositories.

usage: Tests/RealWorld/restore.py MIRRORS [NAME ...]

MIRRORS holds one snapshot per repository as MIRRORS/<owner>+<name>/repo (a bare git directory, as the session's
fetch tool leaves them). Each program's SOURCE.md names the repository, the commit, the path and every file; this
copies them at that commit into the program's folder under the same relative paths, and the licence file SOURCE.md
names as LICENSE. A program whose repository or commit is missing is named and skipped; nothing is overwritten
with different bytes silently (a file already present and different is reported).
"""
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def parse(source_md):
    repo = commit = path = licence = None
    files = []
    in_files = False
    for line in open(source_md, encoding="utf-8"):
        line = line.rstrip("\n")
        if line.startswith("- Repository: "):
            repo = line.split("github.com/", 1)[1].strip().rstrip("/")
        elif line.startswith("- Commit: "):
            commit = line.split(": ", 1)[1].strip()
        elif line.startswith("- Path: "):
            path = line.split(": ", 1)[1].strip()
            path = "" if path.startswith("(repository root)") else path
        elif line.startswith("- Files:"):
            in_files = True
            continue
        elif line.startswith("- Licence: "):
            m = re.search(r"the repository's (\S+), copied as LICENSE", line)
            licence = m.group(1) if m else "LICENSE"
        if in_files:
            if line.startswith("  - "):
                files.append(line[4:])
            elif line.startswith("- "):
                in_files = False
    return repo, commit, path, files, licence


def show(git_dir, commit, path):
    result = subprocess.run(["git", "--git-dir", git_dir, "show", f"{commit}:{path}"], capture_output=True)
    return result.stdout if result.returncode == 0 else None


def main():
    if len(sys.argv) < 2:
        print("usage: Tests/RealWorld/restore.py MIRRORS [NAME ...]", file=sys.stderr)
        return 2
    mirrors, names = sys.argv[1], sys.argv[2:]
    if not names:
        names = sorted(n for n in os.listdir(HERE) if os.path.isfile(os.path.join(HERE, n, "SOURCE.md")))
    failed = 0
    for name in names:
        folder = os.path.join(HERE, name)
        repo, commit, path, files, licence = parse(os.path.join(folder, "SOURCE.md"))
        git_dir = os.path.join(mirrors, repo.replace("/", "+"), "repo")
        if not os.path.isdir(git_dir):
            print(f"{name}: no snapshot of {repo} in {mirrors}", file=sys.stderr)
            failed += 1
            continue
        wanted = [(f, path + f) for f in files] + [("LICENSE", licence)]
        for target, source in wanted:
            data = show(git_dir, commit, source)
            if data is None:
                print(f"{name}: {source} is not at {commit[:10]} in {repo}", file=sys.stderr)
                failed += 1
                continue
            out = os.path.join(folder, target)
            if os.path.exists(out) and open(out, "rb").read() != data:
                print(f"{name}: {target} differs from the repository's; left as it is", file=sys.stderr)
                failed += 1
                continue
            os.makedirs(os.path.dirname(out), exist_ok=True)
            with open(out, "wb") as handle:
                handle.write(data)
    print(f"restored {len(names)} programs" + (f", {failed} problems (above)" if failed else ""))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
