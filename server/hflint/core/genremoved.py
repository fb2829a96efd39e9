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
from functools import cache

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


# ---------------------------------------------------------------- HF331, HF332, HF333

# The first release of the suite: a name "gone from" it is in none of the 28 releases.
EVERY_RELEASE = "4.57"

# The modules of 4.2x-era generation code that are gone (HF331), by the first release of the
# suite where importing one raises ModuleNotFoundError "No module named '<module>'": runs of all
# 28 releases (h155, `importlib.import_module`, `import M` and `from M import X` alike). The flat
# `generation_*` modules left in 4.3x, and `pipelines.conversational` with the conversational
# pipeline: no release from 4.57.6 on has one. 5.0 removed `generation.beam_search` and
# `generation.beam_constraints` with constrained beam search, and the TensorFlow and Flax
# generation modules with those backends (4.57.6 imports them when TensorFlow or Flax is
# installed, which this suite's runs cannot tell: the 5.x releases only).
REMOVED_GENERATION_MODULES = {
    "transformers.generation_utils": "4.57",
    "transformers.generation_logits_process": "4.57",
    "transformers.generation_stopping_criteria": "4.57",
    "transformers.generation_beam_search": "4.57",
    "transformers.generation_beam_constraints": "4.57",
    "transformers.generation_tf_utils": "4.57",
    "transformers.generation_flax_utils": "4.57",
    "transformers.generation_tf_logits_process": "4.57",
    "transformers.generation_flax_logits_process": "4.57",
    "transformers.pipelines.conversational": "4.57",
    "transformers.generation.beam_search": "5.0",
    "transformers.generation.beam_constraints": "5.0",
    "transformers.generation.tf_utils": "5.0",
    "transformers.generation.flax_utils": "5.0",
    "transformers.generation.tf_logits_process": "5.0",
    "transformers.generation.flax_logits_process": "5.0",
}


def removed_generation_module(module: str) -> str | None:
    """The removed generation module `module` is (or is inside: `import
    transformers.generation_utils.foo` fails at its first part), else None."""
    parts = module.split(".")
    for n in range(2, len(parts) + 1):
        head = ".".join(parts[:n])
        if head in REMOVED_GENERATION_MODULES:
            return head
    return None


# The decoding methods and generation helpers of 4.2x-4.4x models that a model of the suite's
# releases no longer has (HF332), by the first release without it. Runs of all 28 releases
# (h155) on GPT2LMHeadModel, LlamaForCausalLM, OPTForCausalLM, GPTNeoXForCausalLM,
# T5ForConditionalGeneration, BartForConditionalGeneration and MarianMTModel: reading one on the
# model raises AttributeError "'<class>' object has no attribute '<name>'" (torch's
# `Module.__getattr__`), the same on each class. `_sample`, `_beam_search` and
# `_assisted_decoding` are there on every release; some model classes outside those hflint names
# define their own `_reorder_cache` (XLNet, RAG) or `sample` (Qwen2.5-Omni), so the rule reads
# only models whose class it knows (MODEL_METHOD_CLASSES).
REMOVED_MODEL_METHODS = {
    "greedy_search": "4.57",
    "sample": "4.57",
    "beam_search": "4.57",
    "beam_sample": "4.57",
    "group_beam_search": "4.57",
    "constrained_beam_search": "4.57",
    "contrastive_search": "4.57",
    "assisted_decoding": "4.57",
    "_greedy_search": "4.57",
    "_beam_sample": "4.57",
    "_group_beam_search": "4.57",
    "_constrained_beam_search": "4.57",
    "_contrastive_search": "4.57",
    "_dola_decoding": "4.57",
    "_reorder_cache": "4.57",
    "_temporary_reorder_cache": "4.57",
    "_get_logits_warper": "4.57",
    "_extract_past_from_model_output": "4.57",
    "_get_cache": "5.1",
    "_cache_dependant_input_preparation": "5.3",
    "_get_initial_cache_position": "5.4",
    "_prepare_encoder_decoder_kwargs_for_generation": "5.18",
}


@cache
def model_method_classes() -> frozenset[str]:
    """The model classes the walk names (core/modelinfo.py built_class_name) whose modeling file
    defines none of REMOVED_MODEL_METHODS in any of the 28 releases (read in each release's
    models/<type>/modeling_<type>.py: only XLNet, RAG, Qwen2.5-Omni and the deprecated models
    define one; Florence-2 and PP-FormulaNet from 5.x)."""
    from hflint.core.modelinfo import BARE_MODEL_CLASSES, SEQ2SEQ_LM_CLASSES, built_class_name

    causal = {built_class_name("AutoModelForCausalLM", t) for t in BARE_MODEL_CLASSES}
    return frozenset(causal | set(BARE_MODEL_CLASSES.values()) | set(SEQ2SEQ_LM_CLASSES.values()))


# The auto classes 5.0 removed (HF333): `from transformers import X` raises ImportError "cannot
# import name 'X' from 'transformers' (<path>)" on every 5.x release, and 4.57.6 imports it
# (runs of all 28 releases, h155). `AutoModelWithLMHead` was deprecated since 4.x for
# AutoModelForCausalLM, AutoModelForMaskedLM and AutoModelForSeq2SeqLM.
REMOVED_AUTO_CLASSES = frozenset({"AutoModelWithLMHead"})
