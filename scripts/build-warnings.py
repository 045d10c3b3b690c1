#!/usr/bin/env python3
"""Prints every warning of the last compile of each source file of a SwiftPM debug build.

Usage: scripts/build-warnings.py BIN_PATH     (BIN_PATH: `swift build --show-bin-path`)

An incremental `swift build` prints the warnings of the files it compiles, not of the files it
left alone, so its output alone misses a warning in a file compiled by an earlier build. The
compiler also records each file's diagnostics in the file's serialized diagnostics (`.dia`, named
in its module's output-file-map.json) and leaves them until it compiles that file again: reading
them all reads the warnings of the whole build as it stands, with the flags `swift run` uses.

Checks every source file named in an output file map that still exists and was compiled in this
build folder (a dependency's module the package does not use is planned but never compiled: it is
counted apart, and checked by its own package's build). Prints each warning and error as the
compiler does (path:line:column: warning: message) and exits 1 when there is any; a compiled file
without a `.dia` (built whole-module), an unreadable `.dia`, or no compiled file at all is a
failure too. Otherwise prints "build-warnings: N files checked, no warning (M never compiled in
this build folder)" and exits 0. Needs a debug build (incremental, one `.dia` a file); remarks and
notes are not counted.
"""

import glob
import json
import os
import sys

LEVELS = {2: "warning", 3: "error", 4: "fatal error"}  # clang's serialized diagnostic levels
DIAG_BLOCK, RECORD_DIAG, RECORD_FILENAME = 9, 2, 6


class Bits:
    """Reads an LLVM bitstream: fields packed from each byte's lowest bit up."""

    def __init__(self, data):
        self.data, self.pos = data, 0

    def read(self, width):
        value = 0
        for i in range(width):
            byte = self.data[(self.pos + i) >> 3]
            value |= ((byte >> ((self.pos + i) & 7)) & 1) << i
        self.pos += width
        return value

    def vbr(self, width):
        value, shift, high = 0, 0, 1 << (width - 1)
        while True:
            chunk = self.read(width)
            value |= (chunk & (high - 1)) << shift
            shift += width - 1
            if not chunk & high:
                return value

    def align32(self):
        self.pos = (self.pos + 31) // 32 * 32

    def at_end(self):
        return self.pos + 32 > len(self.data) * 8


def define_abbrev(bits):
    """Reads a DEFINE_ABBREV: a list of (kind, value) operands."""
    ops = []
    count = bits.vbr(5)
    while len(ops) < count:
        if bits.read(1):
            ops.append(("literal", bits.vbr(8)))
            continue
        encoding = bits.read(3)
        if encoding in (1, 2):
            ops.append(("fixed" if encoding == 1 else "vbr", bits.vbr(5)))
        else:
            ops.append(({3: "array", 4: "char6", 5: "blob"}[encoding], None))
    return ops


def scalar(bits, kind, value):
    if kind == "literal":
        return value
    if kind == "fixed":
        return bits.read(value)
    if kind == "vbr":
        return bits.vbr(value)
    if kind == "char6":
        return bits.read(6)
    raise ValueError(f"operand kind {kind}")


def abbreviated_record(bits, ops):
    """Reads a record by its abbreviation: its fields and its blob (bytes or None)."""
    fields, blob, i = [], None, 0
    while i < len(ops):
        kind, value = ops[i]
        if kind == "array":
            element = ops[i + 1]
            fields += [scalar(bits, *element) for _ in range(bits.vbr(6))]
            i += 2
            continue
        if kind == "blob":
            length = bits.vbr(6)
            bits.align32()
            start = bits.pos >> 3
            blob = bits.data[start:start + length]
            bits.pos += length * 8
            bits.align32()
        else:
            fields.append(scalar(bits, kind, value))
        i += 1
    return fields, blob


def diagnostics(data):
    """Yields (level, file name, line, column, message) of each diagnostic in a .dia file."""
    if data[:4] != b"DIAG":
        raise ValueError("not a serialized diagnostics file")
    bits = Bits(data)
    bits.pos = 32
    shared = {}  # block id -> abbreviations from the BLOCKINFO block
    stack = [(None, 2, [])]  # (block id, abbreviation width, abbreviations)
    files, info_block = {}, None
    while not bits.at_end() or len(stack) > 1:
        block, width, abbrevs = stack[-1]
        code = bits.read(width)
        if code == 0:  # END_BLOCK
            bits.align32()
            stack.pop()
            if not stack:
                return
            continue
        if code == 1:  # ENTER_SUBBLOCK
            new_block, new_width = bits.vbr(8), bits.vbr(4)
            bits.align32()
            bits.read(32)  # the block's length in words
            stack.append((new_block, new_width, list(shared.get(new_block, []))))
            continue
        if code == 2:  # DEFINE_ABBREV
            ops = define_abbrev(bits)
            (shared.setdefault(info_block, []) if block == 0 else abbrevs).append(ops)
            continue
        if code == 3:  # UNABBREV_RECORD
            record = bits.vbr(6)
            fields, blob = [bits.vbr(6) for _ in range(bits.vbr(6))], None
        else:
            values, blob = abbreviated_record(bits, abbrevs[code - 4])
            record, fields = values[0], values[1:]
        if block == 0 and record == 1:  # SETBID
            info_block = fields[0]
        elif block == DIAG_BLOCK and record == RECORD_FILENAME:
            files[fields[0]] = (blob or b"").decode("utf-8", "replace")
        elif block == DIAG_BLOCK and record == RECORD_DIAG:
            level, file_id, line, column = fields[:4]
            yield level, files.get(file_id, "?"), line, column, (blob or b"").decode("utf-8", "replace")


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__.split("\n\n")[1])
    maps = sorted(glob.glob(os.path.join(sys.argv[1], "*.build", "output-file-map.json")))
    if not maps:
        sys.exit(f"build-warnings: no output file map under {sys.argv[1]}: build it first")
    checked, unbuilt, found, problems = 0, 0, 0, []
    for path in maps:
        with open(path, encoding="utf-8") as f:
            entries = json.load(f)
        for source, outputs in sorted(entries.items()):
            if not source or not os.path.exists(source):
                continue
            dia = outputs.get("diagnostics")
            if not any(os.path.exists(outputs.get(kind) or "") for kind in ("diagnostics", "object")):
                unbuilt += 1  # planned, never compiled here: a dependency's module this package does not use
                continue
            if dia is None:
                problems.append(f"no diagnostics file for {source} (a whole-module build?)")
                continue
            try:
                with open(dia, "rb") as f:
                    data = f.read()
                for level, name, line, column, message in diagnostics(data):
                    if level in LEVELS:
                        found += 1
                        print(f"{name}:{line}:{column}: {LEVELS[level]}: {message}")
            except (OSError, ValueError, IndexError, KeyError) as error:
                problems.append(f"cannot read {dia} ({source}): {error}")
            checked += 1
    if not checked:
        problems.append(f"no compiled source file under {sys.argv[1]}: build it first")
    for problem in problems:
        print(f"build-warnings: {problem}", file=sys.stderr)
    if found or problems:
        print(f"build-warnings: {found} warning(s) in the last compiles of {checked} files", file=sys.stderr)
        sys.exit(1)
    print(f"build-warnings: {checked} files checked, no warning "
          f"({unbuilt} never compiled in this build folder)")


if __name__ == "__main__":
    main()
