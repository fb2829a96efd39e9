"""What an analysis is asked for: which codes, which transformers release, which workspace."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from hflint.envprobe import TorchBuild


@dataclass(frozen=True, slots=True)
class Settings:
    select: frozenset[str] | None = None  # None: every code
    ignore: frozenset[str] = frozenset()
    transformers_version: str | None = None
    version_source: str = "setting"
    # The workspace root: imports of its own modules are followed (None: the file alone).
    workspace: str | None = None
    # The environment the analysed code runs in (an environment folder, an interpreter, a package
    # folder holding `transformers/` and its .dist-info), as the user's editor names it: when it
    # holds the release assumed, messages that name a module's file name its real path there.
    environment: str | None = None
    # The torch the user's environment holds, read from its torch/version.py (envprobe.installed_torch);
    # None when no environment was read or it holds none hflint can read. Only a build without CUDA
    # decides anything (torch.cuda.is_available() is False there, HF360); a CUDA build decides nothing.
    torch: TorchBuild | None = None
    # Prefixes are allowed: select {"HF1"} selects every assisted-generation code.

    def enabled(self, code: str, by_default: bool = True) -> bool:
        """Whether `code` is reported. `by_default` False: a code that is off unless selected
        by its name or a prefix of it ("HF001", "HF0", "HF"), like ruff's RUF100."""
        if any(code.startswith(p) for p in self.ignore):
            return False
        if self.select is None:
            return by_default
        return any(code.startswith(p) or p == "ALL" for p in self.select)
