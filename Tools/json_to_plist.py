#!/usr/bin/env python3
"""Convert a JSON style book to a property list (XML or binary).

The property-list style books in StyleBooks/ are generated from their JSON
twins with this script, so the two always hold the same styles:

    python3 Tools/json_to_plist.py StyleBooks/signup.json StyleBooks/signup.plist
    python3 Tools/json_to_plist.py --binary StyleBooks/signup.json StyleBooks/signup-binary.plist

Rules (Python 3 standard library only):

* The top-level "$schema" setting is dropped: it only helps JSON editors find
  stylebook.schema.json and means nothing in a property list. Other settings
  ("$version", "$linkSchemes") are kept.
* JSON integers become <integer>, JSON numbers with a fraction or exponent
  become <real>, true/false become <true/>/<false/>; key order is kept.
* JSON null has no property-list counterpart, so it is an error, as are
  integers outside the signed 64-bit range.
* Output is written to a temporary file beside the target, then renamed, so
  an interrupted run never leaves half a file.
"""

import argparse
import json
import os
import plistlib
import sys
import tempfile

INT64_MIN = -(2 ** 63)
INT64_MAX = 2 ** 63 - 1


class ConversionError(Exception):
    pass


def check(value, path):
    """Reject values a property list cannot hold, naming where they are."""
    if value is None:
        raise ConversionError(f"{path}: null has no property-list equivalent")
    if isinstance(value, bool):
        return
    if isinstance(value, int):
        if not INT64_MIN <= value <= INT64_MAX:
            raise ConversionError(f"{path}: integer {value} does not fit in 64 bits")
        return
    if isinstance(value, float):
        if value != value or value in (float("inf"), float("-inf")):
            raise ConversionError(f"{path}: {value} is not a finite number")
        return
    if isinstance(value, str):
        return
    if isinstance(value, list):
        for index, item in enumerate(value):
            check(item, f"{path}[{index}]")
        return
    if isinstance(value, dict):
        for key, item in value.items():
            check(item, f"{path}.{key}" if path else key)
        return
    raise ConversionError(f"{path}: unsupported value {value!r}")


def reject_constant(name):
    raise ValueError(f"{name} is not valid JSON")


def load_book(path):
    with open(path, "rb") as handle:
        book = json.loads(
            handle.read().decode("utf-8"),
            parse_constant=reject_constant,  # NaN, Infinity
        )
    if not isinstance(book, dict):
        raise ConversionError("the top level of a style book must be an object")
    book.pop("$schema", None)
    check(book, "")
    return book


def write_atomically(data, target):
    directory = os.path.dirname(os.path.abspath(target))
    fd, temporary = tempfile.mkstemp(prefix=".json_to_plist.", dir=directory)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
        os.chmod(temporary, 0o644)
        os.replace(temporary, target)
    except BaseException:
        try:
            os.unlink(temporary)
        except FileNotFoundError:
            pass
        raise


def main(argv=None):
    parser = argparse.ArgumentParser(description="Convert a JSON style book to a property list.")
    parser.add_argument("input", help="JSON style book")
    parser.add_argument("output", help="property list to write")
    parser.add_argument("--binary", action="store_true", help="write a binary plist (bplist00) instead of XML")
    args = parser.parse_args(argv)

    try:
        book = load_book(args.input)
    except (OSError, ValueError, ConversionError) as error:
        print(f"{args.input}: error: {error}", file=sys.stderr)
        return 1

    fmt = plistlib.FMT_BINARY if args.binary else plistlib.FMT_XML
    data = plistlib.dumps(book, fmt=fmt, sort_keys=False)

    # Round-trip check: the property list must read back as exactly the same
    # values, with integers still integers and reals still reals.
    def typed(value):
        if isinstance(value, dict):
            return {key: typed(item) for key, item in value.items()}
        if isinstance(value, list):
            return [typed(item) for item in value]
        return (type(value).__name__, value)

    if typed(plistlib.loads(data)) != typed(book):
        print(f"{args.output}: error: property list does not read back unchanged", file=sys.stderr)
        return 1

    try:
        write_atomically(data, args.output)
    except OSError as error:
        print(f"{args.output}: error: {error}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
