"""Shared by the validation scripts: import jsonschema, installing it with pip when missing."""

import importlib
import os
import site
import subprocess
import sys


def import_jsonschema(failure_status):
    """Returns the jsonschema module; installs it with pip first when it is missing.

    Exits with failure_status, after saying why, when it cannot be installed or imported.
    """
    try:
        return importlib.import_module("jsonschema")
    except ImportError:
        pass
    print("jsonschema is not installed; installing it with pip", file=sys.stderr)
    command = [sys.executable, "-m", "pip", "install", "--quiet", "jsonschema"]
    if subprocess.run(command).returncode != 0:
        # A Python that an outside package manager owns (Homebrew's on macOS, Debian's)
        # refuses installs into its own site-packages (PEP 668); the user's site is still
        # the user's to fill.
        command += ["--user", "--break-system-packages"]
        print("installing it for this user instead: " + " ".join(command[1:]), file=sys.stderr)
        if subprocess.run(command).returncode != 0:
            print("error: jsonschema is missing and could not be installed (" + " ".join(command) + ")", file=sys.stderr)
            sys.exit(failure_status)
    # A first --user install creates the user site directory after start-up.
    user_site = site.getusersitepackages()
    if os.path.isdir(user_site) and user_site not in sys.path:
        site.addsitedir(user_site)
    importlib.invalidate_caches()
    try:
        return importlib.import_module("jsonschema")
    except ImportError as error:
        print(f"error: jsonschema still cannot be imported after installing it: {error}", file=sys.stderr)
        sys.exit(failure_status)
