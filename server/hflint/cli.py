"""The command line: check / explain / catalog / server, thin commands over the core."""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence

from hflint import __version__

EXIT_CLEAN = 0
EXIT_FINDINGS = 1
EXIT_USAGE = 2


def _catalog_or_die():
    # (imported here: a check run starts its helpers before it needs the catalog)
    from hflint.catalog import CatalogError, default_catalog

    try:
        return default_catalog()
    except CatalogError as err:
        print(f"hflint: broken catalog: {err}", file=sys.stderr)
        raise SystemExit(EXIT_USAGE) from None


def cmd_explain(args: argparse.Namespace) -> int:
    import json

    from hflint.catalog import entry_to_json, render_markdown, render_text

    catalog = _catalog_or_die()
    entry = catalog.get(args.code)
    if entry is None:
        print(f"hflint: unknown code {args.code!r}; known codes: {', '.join(catalog.codes)}", file=sys.stderr)
        return EXIT_USAGE
    if args.format == "markdown":
        sys.stdout.write(render_markdown(entry))
    elif args.format == "json":
        json.dump(entry_to_json(entry), sys.stdout, indent=2)
        sys.stdout.write("\n")
    else:
        sys.stdout.write(render_text(entry))
    return EXIT_CLEAN


def cmd_catalog_list(args: argparse.Namespace) -> int:
    import json

    catalog = _catalog_or_die()
    if args.format == "json":
        rows = [{"code": e.code, "slug": e.slug, "title": e.title} for e in catalog]
        json.dump(rows, sys.stdout, indent=2)
        sys.stdout.write("\n")
    elif args.format == "markdown":
        sys.stdout.write("| code | slug | title |\n|---|---|---|\n")
        for e in catalog:
            sys.stdout.write(f"| {e.code} | {e.slug} | {e.title} |\n")
    else:
        width = max(len(e.slug) for e in catalog)
        for e in catalog:
            sys.stdout.write(f"{e.code}  {e.slug:<{width}}  {e.title}\n")
    return EXIT_CLEAN


def _codes_arg(text: str | None) -> list[str] | None:
    if text is None:
        return None
    return [c.strip().upper() for c in text.split(",") if c.strip()]


def _validate_codes(codes: list[str], known: list[str], what: str) -> str | None:
    for code in codes:
        if code == "ALL" or code == "HF000":
            continue
        if not any(k.startswith(code) for k in known) or not code.startswith("HF"):
            return f"{what}: unknown code {code!r}; known codes: {', '.join(known)}"
    return None


def cmd_check(args: argparse.Namespace) -> int:
    import contextlib
    from pathlib import Path

    from hflint.files import ConfigError, discover, load_project_config, workspace_root

    paths = args.paths or ["."]
    config_error: ConfigError | None = None
    try:
        project = load_project_config(Path(paths[0]))
    except ConfigError as err:
        config_error = err
    found = None
    if config_error is None:
        found = discover(paths, tuple(project.exclude) + tuple(args.exclude or ()))
        if not found.names and not found.missing:
            return _nothing_to_check(args, project, paths)
    from hflint.checkrun import CheckOptions, started_check
    from hflint.core.settings import Settings

    with contextlib.ExitStack() as stack:
        run = None
        if config_error is None:
            assert found is not None
            workspace = str(workspace_root(paths, project.path))
            if found.names and not found.missing:
                # The screen starts now, in helper processes, while this one loads the catalog
                # and settles the release (everything below until the run finishes is only
                # what the screen does not need).
                run = stack.enter_context(started_check(found.names, Settings(workspace=workspace), args.jobs))
        catalog = _catalog_or_die()
        if config_error is not None:
            print(f"hflint: {config_error}", file=sys.stderr)
            return EXIT_USAGE
        assert found is not None
        from hflint.report import render_json, render_sarif
        from hflint.versions import VersionError, release_for_check

        select = _codes_arg(args.select)
        ignore = _codes_arg(args.ignore)
        if select is None and project.select is not None:
            select = [c.upper() for c in project.select]
        ignore_all = list(project.ignore) + (ignore or [])
        for codes, what in ((select or [], "--select"), (ignore_all, "--ignore")):
            problem = _validate_codes(codes, catalog.codes, what)
            if problem:
                print(f"hflint: {problem}", file=sys.stderr)
                return EXIT_USAGE
        try:
            release = release_for_check(catalog, args.transformers_version, project.transformers_version,
                                        project.path, args.python, paths)
        except VersionError as err:
            print(f"hflint: {err}", file=sys.stderr)
            return EXIT_USAGE
        if args.python:
            for note in release.notes:
                print(f"hflint: note: {note}", file=sys.stderr)
        select_set = None if select is None or "ALL" in select else frozenset(select)
        settings = Settings(select=select_set, ignore=frozenset(c.upper() for c in ignore_all),
                            transformers_version=release.version, version_source=release.source,
                            workspace=workspace)
        if found.missing:
            print(f"hflint: no such file or folder: {', '.join(found.missing)}", file=sys.stderr)
            return EXIT_USAGE
        assert run is not None
        cache = None
        if not args.no_cache and not (args.fix or args.diff):
            from hflint.catalog import default_root
            from hflint.resultcache import ResultCache

            cache = ResultCache.for_run(workspace, args.cache_dir, default_root())
        opts = CheckOptions(settings=settings, release=release, fix=args.fix, diff=args.diff, cache=cache)
        outcomes = run.finish(opts)
    from hflint.report import render_github
    from hflint.report import render_text as render_findings

    reports = [o.report for o in outcomes]
    internal = [(o.report.path, e) for o in outcomes for e in o.internal_errors]

    if args.format in ("json", "github"):
        # The rows are findings only (as ruff's): say on stderr what could not be looked at.
        for r in reports:
            if r.error:
                print(f"hflint: skipped {r.path}: {r.error}", file=sys.stderr)
    if args.diff:
        for o in outcomes:
            sys.stdout.write(o.diff)
    if args.format == "json":
        sys.stdout.write(render_json(reports))
    elif args.format == "sarif":
        sys.stdout.write(render_sarif(reports, catalog))
    elif args.format == "github":
        sys.stdout.write(render_github(reports))
    elif not args.diff:
        sys.stdout.write(render_findings(reports, color=sys.stdout.isatty() and not args.no_color))
    fixed = sum(o.fixed for o in outcomes)
    if args.fix and fixed:
        print(f"Fixed {fixed} problem{'s' if fixed != 1 else ''}.", file=sys.stderr)
    for path, problem in internal:
        print(f"hflint: internal error in {path}: {problem}", file=sys.stderr)
    if internal:
        return EXIT_USAGE
    if args.diff:
        return EXIT_FINDINGS if any(o.diff for o in outcomes) else EXIT_CLEAN
    return EXIT_FINDINGS if any(r.findings for r in reports) else EXIT_CLEAN


def _nothing_to_check(args: argparse.Namespace, project, paths: list[str]) -> int:
    """`hflint check` where discovery found no file: what the options say is still checked
    (codes against the catalog, an explicit release, --python), nothing else is loaded. (An
    empty folder is the cost of a start: the catalog, the release detection and the analysis
    are 90 % of it, for nothing.)"""
    select, ignore = _codes_arg(args.select), _codes_arg(args.ignore)
    if select is None and project.select is not None:
        select = [c.upper() for c in project.select]
    codes = (select or []) + list(project.ignore) + (ignore or [])
    explicit_release = args.transformers_version or project.transformers_version or args.python
    catalog = _catalog_or_die() if codes or explicit_release or args.format == "sarif" else None
    if codes:
        assert catalog is not None
        for given, what in ((select or [], "--select"), (list(project.ignore) + (ignore or []), "--ignore")):
            problem = _validate_codes(given, catalog.codes, what)
            if problem:
                print(f"hflint: {problem}", file=sys.stderr)
                return EXIT_USAGE
    if explicit_release:
        assert catalog is not None
        from hflint.versions import VersionError, release_for_check

        try:
            release = release_for_check(catalog, args.transformers_version, project.transformers_version,
                                        project.path, args.python, paths)
        except VersionError as err:
            print(f"hflint: {err}", file=sys.stderr)
            return EXIT_USAGE
        if args.python:
            for note in release.notes:
                print(f"hflint: note: {note}", file=sys.stderr)
    # Like ruff: not an error, but never "All checks passed" when nothing was checked.
    print(f"hflint: warning: no Python files or notebooks to check in {', '.join(paths)} (folders "
          "ignored by .gitignore, virtual environments and tool caches are skipped)", file=sys.stderr)
    if args.format == "json":
        sys.stdout.write("[]\n")  # (render_json of no report)
    elif args.format == "sarif":
        from hflint.report import render_sarif

        assert catalog is not None
        sys.stdout.write(render_sarif([], catalog))
    return EXIT_CLEAN


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="hflint",
        description="Find the transformers generation and export errors your code will raise, before you run it.",
    )
    parser.add_argument("--version", action="version", version=f"hflint {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")

    explain = sub.add_parser("explain", help="show a catalog entry: what the error means and how to fix it")
    explain.add_argument("code", help="an error code such as HF101")
    explain.add_argument("--format", choices=["text", "markdown", "json"], default="text")
    explain.set_defaults(func=cmd_explain)

    cat = sub.add_parser("catalog", help="the error catalog")
    cat_sub = cat.add_subparsers(dest="catalog_command", metavar="SUBCOMMAND")
    cat_list = cat_sub.add_parser("list", help="list every code with its slug and title")
    cat_list.add_argument("--format", choices=["text", "markdown", "json"], default="text")
    cat_list.set_defaults(func=cmd_catalog_list)

    check = sub.add_parser("check", help="check files and folders (.py, .ipynb) for errors transformers will raise")
    check.add_argument("paths", nargs="*", metavar="PATH", help="files or folders (default: the current folder)")
    check.add_argument("--select", help="comma-separated codes or prefixes to report (e.g. HF1,HF203)")
    check.add_argument("--ignore", help="comma-separated codes or prefixes not to report")
    check.add_argument("--exclude", action="append", help="glob of paths to skip (repeatable)")
    check.add_argument("--format", choices=["text", "json", "sarif", "github"], default="text")
    check.add_argument("--fix", action="store_true", help="apply the safe fixes in place")
    check.add_argument("--diff", action="store_true", help="print the safe fixes as a diff; change nothing")
    check.add_argument("--transformers-version", metavar="X.Y.Z", help="the transformers release to assume")
    check.add_argument("--python", metavar="PATH",
                       help="an interpreter or environment whose installed transformers decides the release")
    check.add_argument("--jobs", type=int, default=None, help="processes, this one included (default: one per core)")
    check.add_argument("--no-cache", action="store_true",
                       help="neither read nor write the result cache (.hflint_cache in the workspace)")
    check.add_argument("--cache-dir", metavar="PATH",
                       help="where the result cache is kept (default: $HFLINT_CACHE_DIR, else .hflint_cache in "
                            "the workspace)")
    check.add_argument("--no-color", action="store_true")
    check.set_defaults(func=cmd_check)

    server = sub.add_parser("server", help="run the language server over stdio")
    server.set_defaults(func=_cmd_server)
    return parser


def _cmd_server(args: argparse.Namespace) -> int:
    # Before the import: importing the server module builds the server, which loads the catalog.
    _catalog_or_die()
    # The initialize reply goes out before pygls is imported, which takes most of the start.
    from hflint.lsp.early import answer_initialize

    early = answer_initialize(sys.stdin.buffer, sys.stdout.buffer)
    try:
        from hflint.lsp.server import main as server_main
    except ImportError as err:
        print(f"hflint: the language server is not available: {err}", file=sys.stderr)
        return EXIT_USAGE
    return server_main(early)


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    func = getattr(args, "func", None)
    if func is None:
        if args.command == "catalog":
            args.format = "text"
            return cmd_catalog_list(args)
        parser.print_help(sys.stderr)
        return EXIT_USAGE
    try:
        return int(func(args))
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return EXIT_CLEAN


def console_main() -> None:
    """The `hflint` command and `python -m hflint`: main(), then the process ends at once.

    A check run keeps the modules it walked until the end (they are shared by every file).
    Letting the interpreter free them one by one on the way out took about 0.5 s on the
    benchmark's tree, for nothing: the output is flushed here, every file written by --fix is
    closed, and the helper processes have been joined."""
    code = main()
    if "logging" in sys.modules:  # (the server logs; a check run never imports it)
        sys.modules["logging"].shutdown()
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except (OSError, ValueError):
            pass
    os._exit(code)
