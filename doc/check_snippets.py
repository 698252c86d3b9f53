#!/usr/bin/env python3
# Copyright 2026 the boost_gpu_paths authors.
# Distributed under the Boost Software License, Version 1.0.
# (See accompanying file LICENSE_1_0.txt or copy at https://www.boost.org/LICENSE_1_0.txt)
"""Every C++ snippet in the docs must be code that compiles.

The snippets are not compiled on their own: each ```cpp block in README.md and doc/*.md
must appear, line for line (leading and trailing spaces aside), inside one of the
programs in example/, which CI builds and runs. A snippet that drifts from the examples
fails this check. Blocks fenced as ```text, ```sh etc. are not checked.

usage: check_snippets.py [REPOSITORY_ROOT]
"""
import pathlib
import re
import sys


def blocks(markdown):
    # Fences indented under a list item count too.
    for match in re.finditer(r"^[ \t]*```cpp\n(.*?)^[ \t]*```", markdown, re.S | re.M):
        yield [line.strip() for line in match.group(1).splitlines() if line.strip()]


def contains(haystack, needle):
    return any(haystack[i:i + len(needle)] == needle for i in range(len(haystack) - len(needle) + 1))


def main():
    root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else pathlib.Path(__file__).resolve().parent.parent)
    sources = [[line.strip() for line in path.read_text().splitlines() if line.strip()]
               for path in sorted((root / "example").glob("*.cpp"))]
    documents = [root / "README.md"] + sorted((root / "doc").glob("*.md"))
    checked, failures = 0, []
    for document in documents:
        if not document.exists():
            continue
        for block in blocks(document.read_text()):
            checked += 1
            if not any(contains(source, block) for source in sources):
                failures.append(f"{document.relative_to(root)}: snippet not found in example/: {block[0]!r}")
    for failure in failures:
        print(failure)
    print(f"{checked - len(failures)} passed, {len(failures)} failed")
    return 1 if failures or checked == 0 else 0


if __name__ == "__main__":
    sys.exit(main())
