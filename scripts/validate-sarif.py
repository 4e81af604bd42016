#!/usr/bin/env python3
"""Validate SARIF logs against the official SARIF 2.1.0 JSON schema.

Usage: python3 scripts/validate-sarif.py LOG.sarif...

The schema is Tests/Fixtures/Lint/sarif-schema-2.1.0.json (OASIS, errata 01, draft-04).
Besides the schema's structure, the "uri" and "uri-reference" formats are checked (RFC 3986
characters only; "uri" must have a scheme), which jsonschema leaves unchecked by default.

Prints "ok LOG" or every error with its JSON path; exits 1 if a log is invalid. When
jsonschema is missing it is installed with pip (scripts/jsonschema_support.py);
exits 3 with a message saying so if that is impossible.
"""

import json
import os
import re
import sys

import jsonschema_support

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SCHEMA_PATH = os.path.join(ROOT, "Tests", "Fixtures", "Lint", "sarif-schema-2.1.0.json")

# RFC 3986: unreserved, reserved and percent-encoded characters only.
URI_CHARACTERS = re.compile(r"^(?:[A-Za-z0-9\-._~:/?#\[\]@!$&'()*+,;=]|%[0-9A-Fa-f]{2})*$")
SCHEME = re.compile(r"^[A-Za-z][A-Za-z0-9+.\-]*:")


def import_jsonschema():
    return jsonschema_support.import_jsonschema(3)


def error_path(error):
    parts = ""
    for part in error.absolute_path:
        parts += f"[{part}]" if isinstance(part, int) else (f".{part}" if parts else str(part))
    return parts or "(top level)"


def main(paths):
    if not paths:
        print(__doc__.strip().splitlines()[2], file=sys.stderr)
        return 2
    jsonschema = import_jsonschema()
    with open(SCHEMA_PATH, "rb") as handle:
        schema = json.load(handle)
    validator_class = jsonschema.validators.validator_for(schema)
    validator_class.check_schema(schema)
    checker = jsonschema.FormatChecker()

    @checker.checks("uri")
    def is_uri(value):
        return not isinstance(value, str) or (URI_CHARACTERS.match(value) is not None and SCHEME.match(value) is not None)

    @checker.checks("uri-reference")
    def is_uri_reference(value):
        return not isinstance(value, str) or URI_CHARACTERS.match(value) is not None

    validator = validator_class(schema, format_checker=checker)
    failed = 0
    for path in paths:
        try:
            with open(path, "rb") as handle:
                log = json.loads(handle.read().decode("utf-8"))
        except (OSError, ValueError) as error:
            print(f"FAIL {path}: not readable JSON: {error}")
            failed += 1
            continue
        errors = sorted(validator.iter_errors(log), key=lambda e: list(e.absolute_path))
        if errors:
            failed += 1
            for error in errors:
                print(f"FAIL {path}: {error_path(error)}: {error.message}")
        else:
            print(f"ok {path}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
