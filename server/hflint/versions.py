"""Which transformers release the analysis assumes, and why: the version model of DESIGN.md."""

from __future__ import annotations

from dataclasses import dataclass

from packaging.version import InvalidVersion, Version

from hflint.catalog import COVERED_HIGH, COVERED_LOW, Catalog


@dataclass(frozen=True, slots=True)
class AssumedRelease:
    """A release and the place it came from ("--transformers-version", ".venv", "requirements.txt:3")."""

    version: str
    source: str
    # False when the release lies outside what the catalog covers: facts then come
    # from the nearest covered range and messages say so.
    covered: bool = True

    @property
    def label(self) -> str:
        return f"transformers {self.version} ({self.source})"


class VersionError(ValueError):
    pass


def parse_release(text: str) -> Version:
    try:
        v = Version(text.strip())
    except InvalidVersion:
        raise VersionError(f"{text!r} is not a transformers release number (expected e.g. 5.23.0)") from None
    return v


def is_covered(version: Version) -> bool:
    release = Version(".".join(str(p) for p in version.release))
    return COVERED_LOW <= release < COVERED_HIGH


def assume_release(catalog: Catalog, explicit: str | None = None, explicit_source: str = "setting") -> AssumedRelease:
    """Decide the release: an explicit setting wins, else the newest release the catalog knows.

    Detection from the user's interpreter and workspace pins plugs in here (it comes
    before the default and after the explicit setting).
    """
    if explicit:
        v = parse_release(explicit)
        return AssumedRelease(str(v), explicit_source, is_covered(v))
    return AssumedRelease(catalog.newest_release(), "newest release the catalog knows")
