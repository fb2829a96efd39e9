"""What a rule is: a small typed check over one observed call, naming the catalog codes it can emit."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from hflint.catalog import Catalog
from hflint.core.effective import Outcome
from hflint.core.findings import Evidence, Fix, Span, immutable
from hflint.core.flow import CallObservation
from hflint.core.source import LineIndex
from hflint.versions import AssumedRelease


def line_place(line: int) -> str:
    return f"line {line}"


@dataclass(frozen=True, slots=True)
class RuleContext:
    catalog: Catalog
    release: AssumedRelease
    index: LineIndex
    source: str
    path: str | None = None
    # How messages name a line of the analysed text: "line 12", or in notebooks "cell 3, line 4".
    place: Callable[[int], str] = line_place
    # True: take every earlier check of the call as passed (core/chain.py asks what fails next).
    reached: bool = False


@immutable()
class Hit:
    """A check's verdict on one observation of a call."""

    code: str
    outcome: Outcome
    span: Span  # what to underline (the call, or the keyword that decides)
    detail: str  # "use_cache is set to False at line 12"
    evidence: tuple[Evidence, ...] = ()
    fixes: tuple[Fix, ...] = ()
    values: dict[str, str] = field(default_factory=dict)  # fills the message's {placeholders}


Check = Callable[[CallObservation, RuleContext], "Hit | None"]


GENERATE_KINDS = frozenset({"generate", "pipeline"})
EXPORT_KINDS = frozenset({"export"})
FORWARD_KINDS = frozenset({"export-forward"})  # a wrapper called (core/exporting.py)
METHOD_KINDS = frozenset({"export-method"})  # its export() method
CONFIG_KINDS = frozenset({"genconfig"})
IMPORT_KINDS = frozenset({"import"})
ATTRIBUTE_KINDS = frozenset({"module-attr"})  # `transformers.X` read from the package (HF133)
LEGACY_ATTRIBUTE_KINDS = frozenset({"legacy-attr"})  # a legacy generation name read from a lazy module (HF328)
BUILD_KINDS = frozenset({"pipeline-build"})
TASK_KINDS = frozenset({"pipeline-task"})  # pipeline() given a task 5.x removed (HF161)
PIPELINE_IMPORT_KINDS = frozenset({"pipeline-import"})  # a pipeline class 5.x removed, imported (HF165)
GENERATION_IMPORT_KINDS = frozenset({"generation-import"})  # a constraint class or beam scorer 5.0 removed, imported (HF184)
PIPELINE_MODULE_KINDS = frozenset({"pipeline-module-import"})  # a pipelines submodule 5.x removed, imported (HF169)
GENERATION_MODULE_KINDS = frozenset({"generation-module-import"})  # a generation module a release lacks, imported (HF331)
MODEL_METHOD_KINDS = frozenset({"model-method"})  # a decoding method a release's models lack, read on a model (HF332)
CACHE_BUILD_KINDS = frozenset({"cache-build"})  # a cache class built (SinkCache, HF135)
CACHE_MEMBER_KINDS = frozenset({"cache-attr"})  # a member read on a cache object or class (HF152)
CACHE_SUBSCRIPT_KINDS = frozenset({"cache-subscript"})  # a cache object indexed (HF153)
CACHE_ITER_KINDS = frozenset({"cache-iter"})  # a cache object iterated as legacy tuples (HF162), a StaticCache at all (HF163)
CACHE_CROP_KINDS = frozenset({"cache-crop"})  # `cache.crop(n)` on a cache of a known class (HF158)
CACHE_RESET_KINDS = frozenset({"cache-reset"})  # `cache.reset()` on a Static or DynamicCache made in inference mode (HF183)
LOAD_KINDS = frozenset({"model-load"})  # a model's from_pretrained given a generation option (HF142)
BNB_CONFIG_KINDS = frozenset({"bnb-config", "model-load"})  # BitsAndBytesConfig(...), or 4.57's from_pretrained flags (HF355)
# a model's from_pretrained, or its from_config given `attn_implementation=` (HF187, HF343)
ATTN_KINDS = frozenset({"model-load", "model-from-config"})
SAVE_KINDS = frozenset({"save"})  # save_pretrained of a model or generation config, Trainer.save_model
TRANSITION_KINDS = frozenset({"transition-scores"})  # model.compute_transition_scores(...) (HF323)
OUTPUT_FIELD_KINDS = frozenset({"output-attr"})  # a field read on what generate returned as a dict (HF329)
TRAINER_CONFIG_KINDS = frozenset({"trainer-config"})  # the generation config Seq2SeqTrainer(...) loads from its arguments (HF167)


@dataclass(frozen=True, slots=True)
class Rule:
    code: str
    # which observations it reads ("generate", "pipeline", "export", "genconfig", "import", "module-attr", ...)
    kinds: frozenset[str]
    check: Check
    # Its fix changes what the call passes on (a keyword renamed, a dict unpacked): what fails after
    # it cannot be told from this call's settings, only by analysing the fixed text (core/chain.py).
    reveals: bool = False
