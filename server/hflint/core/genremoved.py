"""Generation classes transformers 5.0 removed (HF184): the constraint classes of constrained
beam search and the beam scorers, which left with constrained beam search itself (moved to the
`transformers-community/constrained-beam-search` custom_generate repository).

Runs (transformers 4.57.6, 5.0.0 and 5.24.0, then tests/groundtruth/record.py over all 28
releases): `from transformers import X` and `from transformers.generation import X` import every
name below on 4.57.6 and raise ImportError "cannot import name 'X' from '<module>' (<path>)" on
every 5.x release. `BeamSearchScorer` is not here: 4.57.6 already raises for it, so the release
tells nothing. The TensorFlow and Flax processors are not here either: whether 4.57.6 imports
them from `transformers.generation` depends on TensorFlow or Flax being installed.
"""

from __future__ import annotations

import ast

REMOVED_GENERATION_CLASSES = frozenset(
    {
        "Constraint",
        "PhrasalConstraint",
        "DisjunctiveConstraint",
        "ConstraintListState",
        "BeamScorer",
        "ConstrainedBeamSearchScorer",
    }
)
# The modules user code imports them from (`transformers.generation.beam_constraints`, a
# submodule, raises ModuleNotFoundError instead, with another message: not reported).
GENERATION_CLASS_MODULES = frozenset({"transformers", "transformers.generation"})


def removed_generation_import(stmt: ast.ImportFrom) -> tuple[ast.alias, str] | None:
    """The first name of a `from transformers import ...` (or `from transformers.generation import
    ...`) that 5.0 removed with constrained beam search, with the module; Python stops at it."""
    module = stmt.module or ""
    if stmt.level or module not in GENERATION_CLASS_MODULES:
        return None
    return next(((alias, module) for alias in stmt.names if alias.name in REMOVED_GENERATION_CLASSES), None)
