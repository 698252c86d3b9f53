#!/usr/bin/env python3
# Copyright 2026 the boost_gpu_paths authors.
# Distributed under the Boost Software License, Version 1.0.
# (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
"""BGL conformance suite driver (see renames.txt for the list it reads).

  conformance.py generate --list renames.txt --bgl DIR --out DIR
      Applies every section's substitutions to BGL's verbatim source and writes the
      renamed program (and, where a substitution changes the input, the edited BGL
      original) under --out, with programs.cmake naming them for CMake. Exits 1, naming
      the file, line, expected and actual text, when a line does not hold the text the
      list expects.

  conformance.py run --list renames.txt --bgl DIR --section S --original EXE --renamed EXE --work DIR
      Runs both programs in fresh working directories with the section's arguments,
      standard input and data files, and compares exit status, standard output and every
      file left in the working directory, standard error too (or what `expect` / `compare`
      ask for instead).

  conformance.py compile --list renames.txt --section S --source F -- COMPILER ARGS...
      For sections that must not compile: `expect = refused-compile TEXT` (a documented
      refusal) or an `xfail` mark (a known defect). Passes when the compilation fails with
      the expected text; an xfail program that compiles is reported as fixed and fails.
"""

import argparse
import difflib
import filecmp
import os
import shutil
import subprocess
import sys

SETTINGS = {"source", "include", "like", "expect", "compare", "args", "stdin", "data", "mkdir", "note",
            "xfail", "xfail_error", "needs"}
RUN_TIMEOUT = 600


class ListError(Exception):
    pass


# --- the list -------------------------------------------------------------------------------

def parse_list(path):
    """Sections in file order: name -> {settings..., 'subs': [(line, old, new, both)]}."""
    sections = {}
    current = None
    pending = None  # (line number in the list, target line, old, both) awaiting its "=>"
    with open(path, encoding="utf-8") as f:
        for number, raw in enumerate(f, 1):
            text = raw.rstrip("\n")
            stripped = text.strip()
            where = f"{path}:{number}"
            if pending is not None:
                if not stripped.startswith("=>"):
                    raise ListError(f"{where}: expected '=> replacement' after line {pending[0]}")
                new = stripped[2:].strip()
                current["subs"].append((pending[1], pending[2], new, pending[3]))
                pending = None
                continue
            if not stripped or stripped.startswith("#"):
                continue
            if stripped.startswith("[") and stripped.endswith("]"):
                name = stripped[1:-1].strip()
                if name in sections:
                    raise ListError(f"{where}: section [{name}] appears twice")
                current = {"name": name, "subs": [], "where": where}
                sections[name] = current
                continue
            if current is None:
                raise ListError(f"{where}: text before the first [section]")
            head, colon, rest = stripped.partition(":")
            words = head.split()
            if colon and words and words[-1].isdigit() and (len(words) == 1 or words == ["both", words[-1]]):
                old = rest.strip()
                if not old:
                    raise ListError(f"{where}: empty original text")
                pending = (number, int(words[-1]), old, words[0] == "both")
                continue
            key, equals, value = stripped.partition("=")
            key = key.strip()
            if not equals or key not in SETTINGS:
                raise ListError(f"{where}: not a setting, substitution or section: {stripped}")
            if key in current:
                raise ListError(f"{where}: {key} set twice in [{current['name']}]")
            current[key] = value.strip()
    if pending is not None:
        raise ListError(f"{path}: the list ends before the '=>' of line {pending[0]}")
    for name in list(sections):
        sections[name] = resolve(sections, name, [])
    return sections


def resolve(sections, name, chain):
    section = sections[name]
    base_name = section.get("like")
    if not base_name:
        return section
    if base_name not in sections or base_name in chain:
        raise ListError(f"{section['where']}: like = {base_name}: no such section (or a cycle)")
    base = resolve(sections, base_name, chain + [name])
    merged = {k: v for k, v in base.items() if k not in ("note", "xfail", "xfail_error", "expect", "compare")}
    merged.update({k: v for k, v in section.items() if k not in ("subs", "like")})
    merged["subs"] = base["subs"] + section["subs"]
    return merged


def section_setting(section, key, default=""):
    return section.get(key, default)


def expectation(section):
    """('pass' | 'compile', None) | ('refused-compile' | 'refused-run' | 'xfail', text)."""
    if section.get("xfail"):
        if not section.get("xfail_error"):
            raise ListError(f"{section['where']}: xfail needs xfail_error (text the compiler's errors contain)")
        return "xfail", section["xfail_error"]
    expect = section.get("expect", "pass")
    kind, _, text = expect.partition(" ")
    if kind in ("pass", "compile") and not text:
        return kind, None
    if kind in ("refused-compile", "refused-run") and text.strip():
        return kind, text.strip()
    raise ListError(f"{section['where']}: expect = {expect}: not pass, compile, refused-compile TEXT or refused-run TEXT")


# --- generate --------------------------------------------------------------------------------

def apply(section, lines, renamed, where):
    """The program's lines with the substitutions applied (all, or only the 'both' ones)."""
    out = list(lines)
    errors = []
    for line, old, new, both in section["subs"]:
        if not (renamed or both):
            continue
        if line < 1 or line > len(out):
            errors.append(f"{where}:{line}: no such line (the file has {len(out)})")
            continue
        original = lines[line - 1]
        count = out[line - 1].count(old)
        if count != 1:
            errors.append(f"{where}:{line}: expected the text\n    {old}\n  exactly once on the line, found it "
                          f"{count} times in\n    {original.rstrip()}")
            continue
        out[line - 1] = out[line - 1].replace(old, new)
    if errors:
        raise ListError(f"[{section['name']}]: the BGL source does not match the list:\n  " + "\n  ".join(errors))
    return out


def add_includes(lines, headers, where):
    last = None
    for index, line in enumerate(lines):
        if line.lstrip().startswith("#include"):
            last = index
    if last is None:
        raise ListError(f"{where}: no #include line to add the library's headers after")
    added = [f"#include <{h}>\n" for h in headers] + [f"#line {last + 2}\n"]
    return lines[: last + 1] + added + lines[last + 1:]


def write_if_changed(path, text):
    try:
        with open(path, encoding="utf-8") as f:
            if f.read() == text:
                return
    except OSError:
        pass
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)


def cmake_quote(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"').replace("$", "\\$").replace(";", "\\;") + '"'


def generate(args):
    sections = parse_list(args.list)
    os.makedirs(args.out, exist_ok=True)
    errors = []
    entries = []
    for name, section in sections.items():
        try:
            source_rel = section.get("source")
            if not source_rel:
                raise ListError(f"{section['where']}: [{name}] has no source")
            kind, _ = expectation(section)
            source = os.path.join(args.bgl, source_rel)
            with open(source, encoding="utf-8") as f:
                lines = f.readlines()
            renamed = apply(section, lines, True, source_rel)
            headers = section.get("include", "").split()
            if not headers:
                raise ListError(f"{section['where']}: [{name}] has no include")
            renamed = add_includes(renamed, headers, source_rel)
            renamed_path = os.path.join(args.out, name + ".cpp")
            header = f"// {source_rel} from BGL with the substitutions of [{name}] in renames.txt (generated).\n"
            write_if_changed(renamed_path, header + f'#line 1 "{source_rel}"\n' + "".join(renamed))
            original_path = os.path.abspath(source)
            if any(both for _, _, _, both in section["subs"]):
                original_path = os.path.join(args.out, name + ".bgl.cpp")
                edited = apply(section, lines, False, source_rel)
                write_if_changed(original_path, header.replace("(generated)", "(the input edits only; generated)")
                                 + f'#line 1 "{source_rel}"\n' + "".join(edited))
            entries.append((name, kind, os.path.abspath(original_path), os.path.abspath(renamed_path),
                            section.get("needs", "")))
        except (ListError, OSError) as error:
            errors.append(str(error))
    if errors:
        print("conformance: renames.txt does not apply:\n" + "\n".join(errors), file=sys.stderr)
        return 1
    cmake = ["# Generated by conformance.py from renames.txt: name, expectation, BGL source, renamed source, "
             "compiled Boost libraries needed."]
    for name, kind, original, renamed, needs in entries:
        cmake.append(f"bgl_conformance_program({cmake_quote(name)} {kind} {cmake_quote(original)} {cmake_quote(renamed)} "
                     f"{cmake_quote(needs)})")
    write_if_changed(os.path.join(args.out, "programs.cmake"), "\n".join(cmake) + "\n")
    print(f"conformance: {len(entries)} programs from {args.list}")
    return 0


# --- run -------------------------------------------------------------------------------------

def prepare(work, section, bgl):
    if os.path.isdir(work):
        shutil.rmtree(work)
    os.makedirs(work)
    for folder in section.get("mkdir", "").split():
        os.makedirs(os.path.join(work, folder), exist_ok=True)
    for item in section.get("data", "").split():
        target = os.path.join(work, item)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        shutil.copyfile(os.path.join(bgl, "data", item), target)


def execute(program, work, section, bgl, backend=None):
    prepare(work, section, bgl)
    env = dict(os.environ)
    env.pop("BOOST_GPU_PATHS_BACKEND", None)
    if backend:
        env["BOOST_GPU_PATHS_BACKEND"] = backend
    stdin_name = section.get("stdin")
    stdin = open(os.path.join(bgl, "data", stdin_name), "rb") if stdin_name else subprocess.DEVNULL
    try:
        result = subprocess.run([os.path.abspath(program)] + section.get("args", "").split(), cwd=work,
                                stdin=stdin, stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=RUN_TIMEOUT,
                                env=env)
    except subprocess.TimeoutExpired as expired:
        result = subprocess.CompletedProcess(expired.cmd, -9, expired.stdout or b"",
                                             (expired.stderr or b"") + f"\n(timed out after {RUN_TIMEOUT} s)".encode())
    finally:
        if stdin_name:
            stdin.close()
    return result


def files_under(root):
    found = []
    for folder, _, names in os.walk(root):
        for name in names:
            found.append(os.path.relpath(os.path.join(folder, name), root))
    return sorted(found)


def show_diff(label, a, b, limit=60):
    diff = list(difflib.unified_diff(a.decode(errors="replace").splitlines(), b.decode(errors="replace").splitlines(),
                                     f"BGL {label}", f"gpu {label}", lineterm="", n=2))
    print("\n".join(diff[:limit]))
    if len(diff) > limit:
        print(f"... ({len(diff) - limit} more diff lines)")


def describe(status):
    return f"killed by signal {-status}" if status < 0 else f"exit status {status}"


def gpu_present():
    """True where an NVIDIA GPU answers (the device machine), so the CUDA backend is forced too."""
    smi = shutil.which("nvidia-smi")
    return bool(smi) and subprocess.run([smi, "-L"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode == 0


def backends_to_run():
    """Automatic calls take BGL's own sequential algorithm on graphs as small as these
    programs', so the renamed program also runs with each backend forced
    (BOOST_GPU_PATHS_BACKEND): the host backend always, the CUDA backend where a GPU is."""
    return [None, "host"] + (["cuda"] if gpu_present() else [])


def compare_run(section, kind, text, bgl, gpu, bgl_work, gpu_work):
    """The failures of one renamed run against the BGL original's."""
    if kind == "refused-run":
        if gpu.returncode == 0 or text.encode() not in gpu.stderr:
            return [f"the renamed program must be refused at run time with '{text}' in its error output"]
        print(f"refused as documented: '{text}' (the BGL original: {describe(bgl.returncode)})")
        return []
    failures = []
    if bgl.returncode != gpu.returncode:
        failures.append("exit status differs")
    if section.get("compare", "output") == "status":
        print("compared: exit status only")
        return failures
    for label, a, b in (("stdout", bgl.stdout, gpu.stdout), ("stderr", bgl.stderr, gpu.stderr)):
        if a != b:
            failures.append(f"{label} differs")
            show_diff(label, a, b)
    bgl_files, gpu_files = files_under(bgl_work), files_under(gpu_work)
    if bgl_files != gpu_files:
        failures.append(f"files written differ: BGL {bgl_files}, renamed {gpu_files}")
    for name in sorted(set(bgl_files) & set(gpu_files)):
        a, b = os.path.join(bgl_work, name), os.path.join(gpu_work, name)
        if not filecmp.cmp(a, b, shallow=False):
            failures.append(f"file {name} differs")
            with open(a, "rb") as fa, open(b, "rb") as fb:
                show_diff(name, fa.read(), fb.read())
    print(f"compared: exit status, stdout ({len(bgl.stdout)} bytes), stderr ({len(bgl.stderr)} bytes) "
          f"and files {bgl_files}")
    return failures


def run(args):
    section = parse_list(args.list)[args.section]
    kind, text = expectation(section)
    if section.get("note"):
        print(f"note: {section['note']}")
    bgl_work = os.path.join(args.work, "bgl")
    bgl = execute(args.original, bgl_work, section, args.bgl)
    failures = []
    for backend in backends_to_run() if kind != "refused-run" else [None]:
        label = f"backend {backend}" if backend else "automatic"
        gpu_work = os.path.join(args.work, "gpu-" + (backend or "automatic"))
        gpu = execute(args.renamed, gpu_work, section, args.bgl, backend)
        print(f"== {label}: BGL original {describe(bgl.returncode)}; renamed {describe(gpu.returncode)}")
        for name, result in (("BGL", bgl), ("renamed", gpu)):
            if result.stderr:
                print(f"--- {name} stderr (last lines):\n" +
                      "\n".join(result.stderr.decode(errors="replace").splitlines()[-8:]))
        failures += [f"{label}: {failure}" for failure in
                     compare_run(section, kind, text, bgl, gpu, bgl_work, gpu_work)]
    if failures:
        print("FAIL: " + "; ".join(failures))
        return 1
    print("PASS: the renamed program behaves as BGL's" + ("" if kind != "pass" else " on every backend run"))
    return 0


# --- compile ---------------------------------------------------------------------------------

def syntax_check(command, source):
    env = dict(os.environ, LC_ALL="C", LANG="C")
    result = subprocess.run(command + ["-fsyntax-only", source], stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                            env=env)
    output = result.stdout.decode(errors="replace")
    return result.returncode, output, [line for line in output.splitlines() if "error" in line]


def compile_check(args):
    section = parse_list(args.list)[args.section]
    kind, text = expectation(section)
    command = args.command[1:] if args.command and args.command[0] == "--" else args.command
    if kind == "compile":
        # A program BGL only compiles (its Jamfile's `compile` rule): both must compile.
        failed = False
        for label, source in (("BGL original", args.original), ("renamed program", args.source)):
            status, _, errors = syntax_check(command, source)
            print(f"{label}: " + ("compiles" if status == 0 else "FAILS to compile:\n" + "\n".join(errors[:10])))
            failed = failed or status != 0
        return 1 if failed else 0
    status, output, errors = syntax_check(command, args.source)
    if kind == "xfail":
        print(f"expected to fail: {section['xfail']}")
    if status == 0:
        if kind == "xfail":
            print(f"UNEXPECTED PASS: [{args.section}] compiles now. Remove its xfail and xfail_error lines "
                  "from test/conformance/renames.txt so that it is built, run and compared.")
        else:
            print(f"FAIL: [{args.section}] compiled; it must be refused with '{text}'")
        return 1
    if text not in output:
        print(f"FAIL: the compilation failed, but without '{text}'. First errors:")
        print("\n".join(errors[:10]))
        return 1
    first = next((line for line in errors if text in line), errors[0] if errors else "")
    print(("failed as expected: " if kind == "xfail" else "refused as documented: ") + first.strip())
    return 0


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="command_name", required=True)
    g = sub.add_parser("generate")
    g.add_argument("--list", required=True)
    g.add_argument("--bgl", required=True)
    g.add_argument("--out", required=True)
    r = sub.add_parser("run")
    for option in ("--list", "--bgl", "--section", "--original", "--renamed", "--work"):
        r.add_argument(option, required=True)
    c = sub.add_parser("compile")
    for option in ("--list", "--section", "--source"):
        c.add_argument(option, required=True)
    c.add_argument("--original")
    c.add_argument("command", nargs=argparse.REMAINDER)
    args = parser.parse_args()
    try:
        if args.command_name == "generate":
            return generate(args)
        if args.command_name == "run":
            return run(args)
        return compile_check(args)
    except ListError as error:
        print(f"conformance: {error}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())
