"""Finding, Evidence, Fix, TextEdit, Severity, Applicability: what the analysis reports, as plain data."""

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, TypeVar

if TYPE_CHECKING:
    from typing_extensions import dataclass_transform
else:

    def dataclass_transform(**_: Any):
        return lambda decorator: decorator


_T = TypeVar("_T")


@dataclass_transform(frozen_default=True, eq_default=True, field_specifiers=(field,))
def immutable(*, order: bool = False):
    """A frozen dataclass to the type checker, which keeps every write to one out of the code;
    at run time a slotted dataclass hashed by its fields, like a frozen one, but made three
    times faster (a frozen dataclass sets each field through object.__setattr__): the walk
    makes a span, an origin and a value for every literal it reads."""

    def wrap(cls: type[_T]) -> type[_T]:
        return dataclass(slots=True, unsafe_hash=True, order=order)(cls)

    return wrap


class Severity(enum.Enum):
    ERROR = "error"  # raises on every path the analysis sees
    WARNING = "warning"  # raises on some paths, or a silent fallback worth knowing
    INFO = "info"


class Applicability(enum.Enum):
    SAFE = "safe"  # keeps the intent; joins "fix all"
    UNSAFE = "unsafe"  # changes behaviour the user may rely on; offered, never automatic
    DISPLAY_ONLY = "display-only"  # shown as guidance, never applied


@immutable(order=True)
class Span:
    """A range in the file: 1-based lines, 0-based columns counted in code points."""

    line: int
    col: int
    end_line: int
    end_col: int

    def contains(self, line: int, col: int) -> bool:
        return (self.line, self.col) <= (line, col) <= (self.end_line, self.end_col)


@immutable()
class Flag:
    """A setting the person running a script chooses: a command-line option, or an environment
    variable. A value taken from one is its default, which that person can change."""

    name: str  # the option or variable: "--use-cache", "--cache-implementation", "CACHE_IMPLEMENTATION"
    kind: str  # "switch" (an option taking no value), "value" (an option taking one), "environment", "file",
    # "widget", "device" (what the machine has: core/flags.py's CUDA)
    default: str  # the default, as Python writes it: "False", "'static'"
    toggle: str = ""  # a switch: the option that changes the value ("--no-use-cache")


@immutable()
class Evidence:
    """A place that decided a setting ("use_cache is set to False here")."""

    span: Span
    note: str
    path: str | None = None  # None: the analysed file itself
    flag: Flag | None = None  # the value there is a command-line or environment default


@immutable()
class TextEdit:
    span: Span
    new_text: str


@immutable()
class Reach:
    """What a fix's edit changes besides its own call, so that its applicability can be
    decided against every call that reads the same thing (core/reach.py):

    - "literal": the value written at `span` (a `False` flipped to `True` where it is set);
    - "config": the GenerationConfig built at `span` (a keyword added to its construction);
    - "model": the model loaded at `span`, for the calls from line `after` on (a line that
      sets its generation config, inserted above a call)."""

    kind: str
    span: Span
    path: str | None = None
    after: int = 0
    # "model": the field the inserted line sets ("generation_config.use_cache", "config.use_cache");
    # a call whose value of it is written below that line is not changed by it.
    key: str = ""


@immutable()
class Fix:
    title: str
    edits: tuple[TextEdit, ...]
    applicability: Applicability
    # What else the edits change (empty: only the finding's own call).
    reach: tuple[Reach, ...] = ()
    # An ignore comment: it silences the finding rather than fixing it (--unsafe-fixes never
    # applies one).
    suppression: bool = False


@immutable()
class Raises:
    """The exception the assumed release is predicted to raise."""

    type: str
    message: str
    release: str
    file: str | None = None
    line: int | None = None
    upstream_url: str | None = None


@immutable()
class Finding:
    code: str
    severity: Severity
    message: str
    span: Span
    evidence: tuple[Evidence, ...] = ()
    fixes: tuple[Fix, ...] = ()
    raises: Raises | None = None
    release: str | None = None
    release_source: str | None = None
    # The code of the rule that found it; "HF000" marks a syntax finding.
    notes: tuple[str, ...] = field(default=())
    # When it holds: "unless --use-cache is passed" (the finding rests on command-line or
    # environment defaults, so it is a warning); None: on every run the analysis sees.
    condition: str | None = None
    # The message in two parts, for the command line (which names the release once per run):
    # `summary` what happens ("this call raises RuntimeError: Assisted decoding requires a
    # cache"), `detail` why ("use_cache is set to False at line 14"). Empty: `message` alone.
    summary: str = ""
    detail: str = ""

    @property
    def headline(self) -> str:
        """The finding's first line on the command line: what happens, without the release."""
        return self.summary or self.message

    @property
    def sort_key(self) -> tuple[int, int, str]:
        return (self.span.line, self.span.col, self.code)


@dataclass(frozen=True, slots=True)
class Cut:
    """A place where the walk gave up on part of the file (every output says so): `line`, and why."""

    line: int
    reason: str

    @property
    def message(self) -> str:
        if self.reason == CUT_BUDGET:
            return f"hflint stopped analysing this file here: {self.reason}"
        what = "function" if self.reason == CUT_FUNCTION else "statement"
        return (
            f"hflint did not follow this {what} to its end ({self.reason}); the rest of the file was analysed, "
            "but a finding inside it may be missing"
        )


CUT_DEEP = "nested too deeply to follow"
CUT_STATEMENT = "too much to follow in one statement (the step budget)"
CUT_FUNCTION = "too much to follow in one function (the step budget)"
CUT_BUDGET = "the file's step budget ran out here: what follows was not analysed"
