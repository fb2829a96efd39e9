"""What a generate call returns, used by the helpers that read it (HF323, HF324) and read as fields (HF329)."""

from __future__ import annotations

from itertools import product

from hflint.core import effective as eff
from hflint.core import modelinfo, outputfields
from hflint.core.effective import Outcome
from hflint.core.flow import CallObservation
from hflint.core.values import ABSENT, Const, ModelObj, Origin, Value, options
from hflint.rules.base import Hit, RuleContext
from hflint.rules.common import evidence_from
from hflint.rules.edits import call_name_span, ignore_comment_fix, node_span


def _is_none(v: Value) -> bool | None:
    if isinstance(v, Const):
        return v.value is None
    return None if v is not ABSENT else False


def check_scores_not_returned(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    """`model.compute_transition_scores(out.sequences, out.scores)` where the generate call that
    made `out` did not ask for scores (no `output_scores=True`; `output_logits=True` fills
    `.logits` only): `out.scores` is None and the method's first step, `scores[0].shape[0]`,
    raises TypeError (runs: catalog HF323, all 28 releases). Reported only where every path
    gives None (the output is followed from a generate call whose settings hflint knows) and no
    `beam_indices` is passed (with them, `torch.stack(None)` raises another message)."""
    if obs.kind != "transition-scores" or obs.opaque_kwargs:
        return None
    if len(obs.node.args) > 3 or any(k.arg is None for k in obs.node.keywords):
        return None
    beams = eff.argument(obs, 2, "beam_indices")
    if not (beams is ABSENT or isinstance(beams, Const) and beams.value is None):
        return None
    missing = eff.test(eff.argument(obs, 1, "scores"), _is_none)
    if not missing.always:
        return None  # (None on some paths only: the others may well be the ones that run)
    made = list(missing.origins)
    line = made[0].span.line if made else obs.node.lineno
    why = made[0].note.removesuffix(" at this generate call") if made else "output_scores is not set"
    span = call_name_span(ctx.index, obs.node)
    return Hit(
        "HF323",
        missing,
        span,
        f"the scores passed are None: the generate call at {ctx.place(line)} returns none, as {why}",
        evidence_from(made),
        (ignore_comment_fix(ctx.index, span.line, "HF323"),),
    )


# Settings that make generate another decoding mode than (sampled) beam search where they hold a
# value other than their default (the call's keyword, a passed or the model's generation config),
# and keywords that, given at all, ask for constrained search, an assistant or code of the hub:
# their outputs are not judged here.
_OTHER_SEARCHES = ("penalty_alpha", "num_beam_groups", "dola_layers", "force_words_ids")
_HANDED_ELSEWHERE = (
    "constraints",
    "assistant_model",
    "prompt_lookup_num_tokens",
    "assistant_early_exit",
    "custom_generate",
    "trust_remote_code",
)


def _count(v: Value, default: int | None) -> list[tuple[int, Origin | None]] | None:
    """The ints a setting holds on its paths (`default` where unset), None when one is not known."""
    out: list[tuple[int, Origin | None]] = []
    for o in options(v):
        if (o is ABSENT or isinstance(o, Const) and o.value is None) and default is not None:
            out.append((default, None))
        elif isinstance(o, Const) and type(o.value) is int:
            set_here = o.origin is not None and not o.origin.unset
            out.append((o.value, o.origin if set_here else None))
        else:
            return None
    return out or None


# The keywords of assisted generation whose output class runs showed (catalog HF329): a draft
# model or prompt lookup returns greedy search's or sampling's class, never a beam one.
_ASSISTED = ("assistant_model", "prompt_lookup_num_tokens")

# The release whose assisted generation of a T5 (a draft model or prompt lookup) raises before any
# output: "'EncoderDecoderCache' object has no attribute 'layers'" (runs of all 28 releases;
# flan-t5-small, 5.14.0 only).
_ASSISTED_SEQ2SEQ_FAILS = "5.14.0"


def _plain_search_models(gen: CallObservation, assisted: bool = False) -> tuple[ModelObj | None, ...] | None:
    """The models of a generate call whose output greedy search, sampling or beam search builds
    (no other decoding mode, assistant or hub code, which build their outputs elsewhere; with
    `assisted`, a draft model or prompt lookup are judged too), each known and not Whisper (its
    own generate); None otherwise: not judged."""
    if gen.kind != "generate" or gen.opaque_kwargs:
        return None
    handed = [k for k in _HANDED_ELSEWHERE if not (assisted and k in _ASSISTED)]
    if any(eff.kwarg(gen, k) is not ABSENT for k in handed):
        return None
    if not eff.at_defaults(gen, _OTHER_SEARCHES) and any(
        not eff.test(eff.gen_setting(gen, k), lambda v: not (v is ABSENT or eff.is_const(v, None, 1, False))).never
        for k in _OTHER_SEARCHES
    ):
        return None
    models = eff.models(gen)
    if not models or any(m is None or m.model_type in (None, "whisper") for m in models):
        return None
    return models


def _beam_rows(gen: CallObservation) -> tuple[Outcome, set[tuple[int | None, int | None]], bool] | None:
    """Whether `compute_transition_scores` without beam_indices fails on the output of this
    generate call, with the (sequences rows, scores rows) of the paths where it does, and
    whether the model is an encoder-decoder one. None: not judged."""
    models = _plain_search_models(gen)
    if models is None:
        return None
    if not eff.test(eff.gen_setting(gen, "output_scores"), lambda v: eff.is_const(v, True)).always:
        return None  # (no scores on some path: HF323's case, or not known)
    beams = _count(eff.gen_setting(gen, "num_beams"), 1)
    returned = _count(eff.gen_setting(gen, "num_return_sequences"), 1)
    if beams is None or returned is None:
        return None
    batch = _count(eff.batch_size(gen), None)
    sizes: list[tuple[int | None, Origin | None]] = list(batch) if batch is not None else [(None, None)]
    rows: set[tuple[int | None, int | None]] = set()
    origins: list[Origin] = []
    fails = holds = 0
    for (k, k_at), (r, r_at), (b, b_at) in product(beams, returned, sizes):
        if k <= 1 or r == k or (b == 1 and r == 1):
            holds += 1
            continue
        if b is None and r == 1:
            return None if len(beams) > 1 or len(returned) > 1 else _one_prompt_unknown(beams, returned, models)
        fails += 1
        rows.add((b * r if b is not None else None, b * k if b is not None else None))
        origins.extend(o for o in (k_at, r_at, b_at) if o is not None and o not in origins)
    if not fails:
        return None
    if holds:
        return None  # (paths combined here may not meet: not judged)
    return Outcome(True, True, tuple(origins)), rows, _encoder_decoder(models)


def _encoder_decoder(models) -> bool:
    return any(modelinfo.builds_encoder_decoder(m.class_name, m.model_type) for m in models if m is not None)


def _one_prompt_unknown(beams, returned, models) -> tuple[Outcome, set[tuple[int | None, int | None]], bool]:
    """num_beams above 1, one sequence returned, and a batch of a size not known: it fails when
    the inputs hold more than one prompt (sequences of batch rows, scores of batch × beams). Its
    rows are told as (None, -num_beams)."""
    origins = tuple(o for (_, o) in (*beams, *returned) if o is not None)
    return Outcome(False, True, origins), {(None, -beams[0][0])}, _encoder_decoder(models)


def check_beam_rows(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    """`model.compute_transition_scores(out.sequences, out.scores)` without `beam_indices` where
    `out` is a beam search's output (num_beams above 1, `output_scores=True`). Without beam
    indices the method takes row i of the scores for row i of the sequences: it adds the
    sequences (batch × num_return_sequences rows) to indices of batch × num_beams rows, and torch
    raises RuntimeError "The size of tensor a (B×R) must match the size of tensor b (B×K) at
    non-singleton dimension 0" whenever R differs from K and B×R is not 1 (runs: catalog HF324,
    all 28 releases; the lines are the same in each). Before that, torch compares the second
    dimension: when the search ran past its longest returned hypothesis by the decoder prompt's
    length plus two steps or more, the message is the same at dimension 1 with other sizes (an
    encoder-decoder model's decoder prompt is one token: its figures are not filled in).
    With R equal to K, or one prompt and one sequence, it raises only in that second case
    (data-dependent: not reported)."""
    if obs.kind != "transition-scores" or obs.opaque_kwargs or not obs.scored:
        return None
    if len(obs.node.args) > 2 or any(k.arg is None for k in obs.node.keywords):
        return None
    if eff.argument(obs, 2, "beam_indices") is not ABSENT:
        return None
    judged = [_beam_rows(gen) for gen in obs.scored]
    if any(j is None for j in judged):
        return None
    always = all(j[0].always for j in judged if j is not None)
    origins: list[Origin] = []
    rows: set[tuple[int | None, int | None]] = set()
    encdec = False
    for j in judged:
        assert j is not None
        origins.extend(o for o in j[0].origins if o not in origins)
        rows |= j[1]
        encdec = encdec or j[2]
    values: dict[str, str] = {}
    (a, b) = next(iter(rows)) if len(rows) == 1 else (None, None)
    if a is not None and b is not None and b > 0 and not encdec:
        values = {"a": str(a), "b": str(b), "dim": "0"}
    gen_line = obs.scored[0].node.lineno
    if not always:
        per = f"{-b} rows (num_beams)" if b is not None and b < 0 else "num_beams rows"
        detail = (
            f"the beam search at {ctx.place(gen_line)} returns one sequence per prompt and its scores hold "
            f"{per} per prompt: without beam_indices they are added row by row, which fails when the inputs "
            "hold more than one prompt (hflint cannot count them here)"
        )
    elif a is not None and b is not None:
        detail = (
            f"the beam search at {ctx.place(gen_line)} returns {a} sequences (batch × num_return_sequences) "
            f"and its scores hold {b} rows (batch × num_beams): without beam_indices they are added row by row"
        )
    else:
        detail = (
            f"the beam search at {ctx.place(gen_line)} returns batch × num_return_sequences sequences and its "
            "scores hold batch × num_beams rows: without beam_indices they are added row by row"
        )
    if always and encdec:
        detail += (
            " (at dimension 1, with other sizes, when the search runs three or more steps past the end of the"
            " longest hypothesis it returns: the decoder's prompt is one token)"
        )
    elif always and values:
        detail += (
            " (at dimension 1, with other sizes, when the search runs past the end of the longest hypothesis"
            " it returns by two more steps than the prompt has tokens, or more)"
        )
    span = call_name_span(ctx.index, obs.node)
    return Hit(
        "HF324",
        Outcome(always, True, tuple(origins)),
        span,
        detail,
        evidence_from(origins),
        (ignore_comment_fix(ctx.index, span.line, "HF324"),),
        values=values,
    )


def _output_class(gen: CallObservation, release: str) -> tuple[bool, bool, list[Origin]] | None:
    """(beam search?, encoder-decoder?, where num_beams was set) of what this generate call
    returns on every path, None when hflint cannot tell: another decoding mode (contrastive,
    group or constrained beam search, DoLa), an assistant or code of the hub (their outputs are
    built elsewhere), Whisper's own generate, a model or a beam count not known."""
    models = _plain_search_models(gen, assisted=True)
    if models is None:
        return None
    kinds = {modelinfo.builds_encoder_decoder(m.class_name, m.model_type) for m in models if m is not None}
    beams = _count(eff.gen_setting(gen, "num_beams"), 1)
    if beams is None or len(kinds) != 1:
        return None
    searches = {k > 1 for k, _ in beams}
    if len(searches) != 1:
        return None
    if any(eff.kwarg(gen, k) is not ABSENT for k in _ASSISTED):
        # (assisted decoding of one prompt without beams: greedy search's or sampling's class;
        # with beams or a batch it raises first on some release)
        batch = _count(eff.batch_size(gen), None)
        if True in searches or batch is None or {b for b, _ in batch} != {1}:
            return None
        if True in kinds and release == _ASSISTED_SEQ2SEQ_FAILS:
            return None  # (the call itself raises there: see _ASSISTED_SEQ2SEQ_FAILS)
    return searches.pop(), kinds.pop(), [o for _, o in beams if o is not None]


def check_output_field_missing(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    """`out.sequences_scores` (or `out.beam_indices`, `out.decoder_attentions`, ...) where `out`
    is what generate calls returned with `return_dict_in_generate=True` on every path, and the
    output class those calls return has no such field: greedy search and sampling return no
    `sequences_scores` or `beam_indices`, a decoder-only model no `encoder_*` / `decoder_*` /
    `cross_attentions`, an encoder-decoder model no `attentions` / `hidden_states`. Python raises
    AttributeError where the field is read (runs: catalog HF329, all 28 releases, the same fields
    in each; core/outputfields.py)."""
    if obs.kind != "output-attr" or not obs.scored:
        return None
    owners: list[str] = []
    origins: list[Origin] = []
    for gen in obs.scored:
        known = _output_class(gen, ctx.release.version)
        if known is None:
            return None
        beam, encdec, set_at = known
        cls = outputfields.missing(beam, encdec, obs.callee)
        if cls is None:
            return None
        if cls not in owners:
            owners.append(cls)
        origins.extend(o for o in set_at if o not in origins)
    gen_line = obs.scored[0].node.lineno
    cls = owners[0] if len(owners) == 1 else "the output"
    assisted = any(eff.kwarg(gen, k) is not ABSENT for gen in obs.scored for k in _ASSISTED)
    if obs.callee in ("sequences_scores", "beam_indices") and assisted:
        why = (
            "assisted generation (a draft model or prompt lookup) returns greedy search's or sampling's output, "
            "and only beam search returns it"
        )
    elif obs.callee in ("sequences_scores", "beam_indices"):
        why = "only beam search (num_beams above 1) returns it"
    elif obs.callee in ("attentions", "hidden_states"):
        why = "an encoder-decoder model's output has encoder_ and decoder_ fields instead"
    else:
        why = "a decoder-only model's output has `attentions` and `hidden_states` instead"
    span = node_span(ctx.index, obs.node)
    return Hit(
        "HF329",
        Outcome(True, True, tuple(origins)),
        span,
        f"the generate call at {ctx.place(gen_line)} returns a {cls}, which has no `{obs.callee}`: {why}",
        evidence_from(origins),
        (ignore_comment_fix(ctx.index, span.line, "HF329"),),
        values={"owner": f"'{owners[0]}' object", "name": obs.callee} if len(owners) == 1 else {},
    )
