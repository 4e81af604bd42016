#!/usr/bin/env python3
"""Check StyleBooks/stylebook.schema.json against the example style books.

* The schema itself must be a valid JSON Schema (draft 2020-12).
* Every StyleBooks/*.json style book must validate.
* Every StyleBooks/*.plist style book must validate too, and when a JSON
  book of the same base name exists (signup.plist, signup-binary.plist ->
  signup.json) it must hold the same content, minus "$schema", with integers
  still integers (regenerate with Tools/json_to_plist.py).
* Every Tests/Fixtures/SchemaInvalid/*.json file must be REJECTED, so the
  schema is known to catch typos.

Prints one line per file and a summary line
"stylebook schema: N passed, M failed"; exits 1 if anything failed.
Usage: python3 scripts/validate-stylebooks.py   (from anywhere)
"""

import glob
import json
import os
import plistlib
import sys

import jsonschema_support

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BOOKS = os.path.join(ROOT, "StyleBooks")
SCHEMA_PATH = os.path.join(BOOKS, "stylebook.schema.json")
INVALID = os.path.join(ROOT, "Tests", "Fixtures", "SchemaInvalid")


def import_jsonschema():
    return jsonschema_support.import_jsonschema(1)


def rel(path):
    return os.path.relpath(path, ROOT)


def reject_constant(name):
    raise ValueError(f"{name} is not valid JSON")


def load_json(path):
    with open(path, "rb") as handle:
        return json.loads(handle.read().decode("utf-8"), parse_constant=reject_constant)


def typed(value):
    """A comparable form that tells integers, reals and booleans apart."""
    if isinstance(value, dict):
        return {key: typed(item) for key, item in value.items()}
    if isinstance(value, list):
        return [typed(item) for item in value]
    return (type(value).__name__, value)


def error_path(error):
    parts = ""
    for part in error.absolute_path:
        parts += f"[{part}]" if isinstance(part, int) else (f".{part}" if parts else str(part))
    return parts or "(top level)"


def describe(errors):
    """The most specific error message, jsonschema's best_match heuristic."""
    from jsonschema.exceptions import best_match

    error = best_match(errors)
    return f"{error_path(error)}: {error.message}"


def main():
    jsonschema = import_jsonschema()
    validator_class = jsonschema.Draft202012Validator

    passed = 0
    failed = 0

    def report(ok, path, detail):
        nonlocal passed, failed
        if ok:
            passed += 1
        else:
            failed += 1
        print(f"{'ok  ' if ok else 'FAIL'} {rel(path)}: {detail}")

    try:
        schema = load_json(SCHEMA_PATH)
        validator_class.check_schema(schema)
    except (OSError, ValueError, jsonschema.exceptions.SchemaError) as error:
        report(False, SCHEMA_PATH, f"not a valid draft 2020-12 schema: {error}")
        print(f"stylebook schema: {passed} passed, {failed} failed")
        return 1
    report(True, SCHEMA_PATH, "valid draft 2020-12 schema")
    validator = validator_class(schema)

    # Valid books: JSON.
    json_books = {}
    for path in sorted(glob.glob(os.path.join(BOOKS, "*.json"))):
        if os.path.abspath(path) == SCHEMA_PATH:
            continue
        try:
            book = load_json(path)
        except (OSError, ValueError) as error:
            report(False, path, f"cannot read: {error}")
            continue
        json_books[os.path.splitext(os.path.basename(path))[0]] = book
        errors = list(validator.iter_errors(book))
        if errors:
            report(False, path, describe(errors))
        elif book.get("$schema") != "./stylebook.schema.json":
            report(False, path, 'valid, but "$schema" should be "./stylebook.schema.json"')
        else:
            report(True, path, "valid")

    # Valid books: property lists (XML and binary).
    for path in sorted(glob.glob(os.path.join(BOOKS, "*.plist"))):
        try:
            with open(path, "rb") as handle:
                book = plistlib.load(handle)
        except (OSError, plistlib.InvalidFileException, ValueError) as error:
            report(False, path, f"cannot read: {error}")
            continue
        errors = list(validator.iter_errors(book))
        if errors:
            report(False, path, describe(errors))
            continue
        base = os.path.splitext(os.path.basename(path))[0]
        twin = base if base in json_books else base.rsplit("-", 1)[0]
        if twin in json_books:
            expected = {k: v for k, v in json_books[twin].items() if k != "$schema"}
            if typed(book) != typed(expected):
                report(False, path, f"valid, but differs from {twin}.json "
                                    f"(regenerate with Tools/json_to_plist.py)")
                continue
            report(True, path, f"valid, same content as {twin}.json")
        else:
            report(True, path, "valid")

    # Invalid fixtures: each must be rejected.
    fixtures = sorted(glob.glob(os.path.join(INVALID, "*.json")))
    if not fixtures:
        report(False, INVALID, "no invalid fixtures found")
    for path in fixtures:
        try:
            document = load_json(path)
        except (OSError, ValueError) as error:
            report(False, path, f"cannot read (fixtures must be well-formed JSON): {error}")
            continue
        errors = list(validator.iter_errors(document))
        if errors:
            report(True, path, f"rejected as expected: {describe(errors)}")
        else:
            report(False, path, "accepted, but the schema should reject it")

    print(f"stylebook schema: {passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
