"""What a generate call is given as its inputs: the result of `apply_chat_template`, whose type
changed in 5.0 (a BatchEncoding where 4.x gave the ids tensor; HF301, and the other way HF302)."""

from __future__ import annotations

import ast

from hflint.core import carried, modelinfo, pipelines
from hflint.core import effective as eff
from hflint.core.effective import Outcome
from hflint.core.findings import Applicability, Fix
from hflint.core.flow import MODEL_LOAD_OWN_KWARGS, CallObservation
from hflint.core.values import ABSENT, BatchObj, Const, ModelObj, Seq, TokenizerObj, Value, int_const, options
from hflint.rules.base import Hit, RuleContext
from hflint.rules.common import evidence_at, ints_of
from hflint.rules.edits import add_keywords, call_name_span, ignore_comment_fix, node_span


def _chat_form(obs: CallObservation, form: str):
    """A predicate over a value's paths: the batch an `apply_chat_template` made, of that form
    under the assumed release; False for any other batch the walk knows; None for the rest."""

    def pred(v: Value) -> bool | None:
        objs = eff.objects_of(obs, v)
        if not objs or not all(isinstance(o, BatchObj) for o in objs):
            return None
        return all(o.chat == form for o in objs)  # type: ignore[union-attr]

    return pred


def _template_call(obs: CallObservation, ctx: RuleContext, witness: Value) -> ast.Call | None:
    """The `apply_chat_template(...)` call (in the analysed file) that made the witness, for the
    quick fix: the call whose span the batch's origin records."""
    objs = eff.objects_of(obs, witness)
    origin = objs[0].origin if objs and isinstance(objs[0], BatchObj) else None
    if origin is None or origin.path != ctx.path:
        return None
    tree = ctx.index.tree if hasattr(ctx.index, "tree") else None
    if tree is None:
        try:
            tree = ast.parse(ctx.source)
        except SyntaxError:
            return None
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr == "apply_chat_template"
            and node_span(ctx.index, node) == origin.span
        ):
            return node
    return None


def _fix(obs: CallObservation, ctx: RuleContext, witness: Value, code: str, value: str) -> Fix | None:
    call = _template_call(obs, ctx, witness)
    if call is None or any(kw.arg is None or kw.arg == "return_dict" for kw in call.keywords):
        return None
    return Fix(
        f"Pass `return_dict={value}` to apply_chat_template",
        add_keywords(ctx.index, call, [("return_dict", value)]),
        Applicability.SAFE,
    )


def _input_ids(obs: CallObservation) -> Value:
    """What generate takes as its input ids: the first positional argument, else `input_ids=`;
    ABSENT for a call that spreads `*args` (which position holds what is not known)."""
    if any(isinstance(a, ast.Starred) for a in obs.node.args):
        return ABSENT
    return obs.args[0] if obs.args else obs.kwargs.get("input_ids", ABSENT)


def encoding_given(obs: CallObservation) -> bool:
    """Whether generate's input ids are surely a templated chat's BatchEncoding: HF301 raises
    before anything generate reads of their length (HF147's prompt length is not theirs)."""
    value = _input_ids(obs)
    return value is not ABSENT and eff.test(value, _chat_form(obs, "encoding")).always


def _templated_here(obs: CallObservation, witness, text: str) -> tuple:
    """The evidence at the apply_chat_template call that made the value (HF301, HF302), if known."""
    objs = eff.objects_of(obs, witness)
    made = objs[0].origin if objs and isinstance(objs[0], BatchObj) else None
    return (evidence_at(made, text),) if made else ()


def check_chat_encoding_as_ids(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    """generate given, as its first argument or `input_ids=`, the BatchEncoding a 5.x
    `apply_chat_template(..., return_tensors="pt")` returns by default (or with
    `return_dict=True`): generate reads `inputs_tensor.shape` and BatchEncoding.__getattr__
    raises a bare AttributeError (h130's runs, all 28 releases: 5.0.0 to 5.24.0 raise, 4.57.6
    returns the tensor and runs). Silent where the value is not surely such a batch, and for a
    call that spreads `*args` (which position holds what is not known)."""
    if obs.kind != "generate":
        return None
    value = _input_ids(obs)
    if value is ABSENT:
        return None
    outcome = eff.test(value, _chat_form(obs, "encoding"))
    if not outcome.always:
        # (a path where it is the tensor: code that checks `torch.is_tensor(ids)` and takes
        # `ids["input_ids"]` otherwise, the corpus's h10 and h30, runs on every release)
        return None
    evidence = _templated_here(
        obs, outcome.witness, "a BatchEncoding, not a tensor: apply_chat_template's return_dict defaults to True from 5.0"
    )
    fix = _fix(obs, ctx, outcome.witness, "HF301", "False")
    span = call_name_span(ctx.index, obs.node)
    return Hit(
        "HF301",
        outcome,
        span,
        "the inputs are the BatchEncoding apply_chat_template returns (input_ids and attention_mask), not the ids tensor",
        evidence,
        (*((fix,) if fix else ()), ignore_comment_fix(ctx.index, span.line, "HF301")),
    )


def check_chat_ids_spread(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    """`generate(**x)` where x is the ids tensor a 4.57 `apply_chat_template(...,
    return_tensors="pt")` returns by default (or with `return_dict=False`): Python refuses to
    spread a tensor before generate runs (h130's runs: 4.57.6 raises, 5.0.0 to 5.24.0 run)."""
    if obs.kind != "generate":
        return None
    value = obs.kwargs.get("input_ids", ABSENT)
    if value is ABSENT:
        return None
    outcome = eff.test(value, _chat_form(obs, "spread"))
    if not outcome.always:
        return None  # (as HF301's: a path where it is a BatchEncoding may be the one that runs)
    evidence = _templated_here(
        obs,
        outcome.witness,
        "the ids tensor, not a BatchEncoding: apply_chat_template's return_dict defaults to False up to 4.57",
    )
    fix = _fix(obs, ctx, outcome.witness, "HF302", "True")
    span = call_name_span(ctx.index, obs.node)
    return Hit(
        "HF302",
        outcome,
        span,
        "`**` spreads the ids tensor apply_chat_template returns, not a BatchEncoding",
        evidence,
        (*((fix,) if fix else ()), ignore_comment_fix(ctx.index, span.line, "HF302")),
    )


# ---------------------------------------------------------------- HF336

# Keywords of a model's `from_pretrained` that leave its position table as the checkpoint has it
# (a `config=`, `n_positions=`, a `**kwargs` or positional model arguments may not: silent).
_POSITION_KEEPING_LOAD_KWARGS = MODEL_LOAD_OWN_KWARGS | {"load_in_8bit", "load_in_4bit", "pad_token_id"}


def _plain_load(m: ModelObj) -> bool:
    """Loaded by `from_pretrained(name)` with keywords that leave the checkpoint's config as it is
    (no `**` spread, no second positional argument): what the table of checkpoints says of the
    name holds for the model (HF336's position rows, HF338's embedding rows)."""
    call = m.load_node
    if call is None or not (isinstance(call.func, ast.Attribute) and call.func.attr == "from_pretrained"):
        return False
    if len(call.args) > 1 or any(kw.arg is None for kw in call.keywords):
        return False
    return set(m.load_kwargs) <= _POSITION_KEEPING_LOAD_KWARGS


def _position_limit(obs: CallObservation) -> tuple[int, str] | None:
    """The rows of the learned position table every path's model has, with a checkpoint name:
    a GPT-2 causal LM loaded with `from_pretrained` by a hub name whose `n_positions` the table of
    checkpoints states, with no keyword that could change its config. None otherwise."""
    models = eff.models(obs)
    if not models:
        return None
    limits: set[int] = set()
    name = ""
    for m in models:
        if m is None or m.model_type != "gpt2" or m.load_node is None or m.wrappers:
            return None
        if not (m.class_name in modelinfo.DECODER_ONLY_CLASSES or m.class_name in ("GPT2LMHeadModel",)):
            return None
        if not _plain_load(m):
            return None
        if not isinstance(m.checkpoint, Const) or not isinstance(m.checkpoint.value, str):
            return None
        hub = modelinfo.hub_checkpoint(m.checkpoint.value)
        limit = hub.config.get("n_positions") if hub is not None and hub.model_type == "gpt2" else None
        if not isinstance(limit, int):
            return None
        limits.add(limit)
        name = name or hub.name  # type: ignore[union-attr]
    return (limits.pop(), name) if len(limits) == 1 else None


_UNLESS_EOS = ", unless it stops early at an end-of-sequence token)"


def check_prompt_past_positions(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    """A GPT-2 model's plain generate call that feeds more positions than its learned position table
    has rows (`n_positions`, 1024 on every GPT-2 checkpoint): the prompt's L, then one a new token but
    the last (L + max_new_tokens - 1 in all). The forward pass that reaches position `n_positions`
    looks it up in `wpe` and torch raises "index out of range in self" (runs: catalog HF336, all 28
    releases). Error when the prompt alone (or with the tokens min_new_tokens forces) overflows;
    a warning when a full-length call does (it may stop early at an end-of-sequence token)."""
    if obs.kind != "generate" or obs.opaque_kwargs or "inputs_embeds" in obs.kwargs:
        return None
    from hflint.rules.assisted import assisted  # (assisted imports this module)

    if "past_key_values" in obs.kwargs or assisted(obs).sometimes:
        return None  # (a cache's earlier tokens, drafts: not followed)
    found = _position_limit(obs)
    if found is None:
        return None
    limit, name = found
    low, high = carried.prompt_bounds(obs.args, obs.kwargs, obs.heap)
    if not isinstance(low, Const):
        return None  # (a prompt of unknown length: silent)
    shortest = low.value
    least_new = ints_of(eff.gen_setting(obs, "min_new_tokens")) or [0]
    new = ints_of(eff.gen_setting(obs, "max_new_tokens"))
    if new is not None:
        surely = shortest + max(1, min(min(new), min(least_new))) - 1
        likely = shortest + max(1, max(new)) - 1
    else:
        # `max_length=N` written at the call, max_new_tokens unset: N - 1 positions for a prompt
        # shorter than N (with none of the two, generate caps max_length at n_positions: a prompt
        # that long meets HF147's check first)
        if "max_length" not in obs.kwargs or "max_new_tokens" in obs.kwargs:
            return None
        total = ints_of(obs.kwargs["max_length"])
        longest = high.value if isinstance(high, Const) else None
        if total is None or longest is None or longest >= min(total):
            return None
        surely = shortest
        likely = max(total) - 1
    if likely <= limit:
        return None
    cause = Outcome(surely > limit, True)
    exact = isinstance(high, Const) and high.value == shortest
    tokens = ("" if exact else "at least ") + f"{shortest} token" + ("" if shortest == 1 else "s")
    fed = surely if cause.always else likely
    detail = (
        f"{name} has {limit} positions (n_positions), and this call feeds "
        + (f"at least {fed}" if cause.always else f"{fed}{'' if exact else ' or more'} if it makes all its new tokens")
        + f" (a prompt of {tokens}"
        + (")" if cause.always and surely == shortest else ", then one position for each new token but the last")
        + ("" if cause.always and surely == shortest else ")" if cause.always else _UNLESS_EOS)
        + ": the position table has no row past the last (truncate the prompt, e.g. `truncation=True, max_length=`"
        f"{limit} minus the new tokens, or ask for fewer new tokens)"
    )
    span = call_name_span(ctx.index, obs.node)
    return Hit("HF336", cause, span, detail, (), (ignore_comment_fix(ctx.index, span.line, "HF336"),))


# ---------------------------------------------------------------- HF338


def _checkpoint_name(v: Value) -> str | None:
    opts = options(v)
    if len(opts) != 1 or not isinstance(opts[0], Const) or not isinstance(opts[0].value, str):
        return None
    return opts[0].value


def _embedding_rows(obs: CallObservation) -> tuple[int, str, bool] | None:
    """The embedding rows every path's model has, with its checkpoint's name and whether a
    `resize_token_embeddings` set them: a model loaded with `from_pretrained` by a hub name the
    table of checkpoints states `vocab_size` of, with no keyword that could change its config and no
    wrapper; a resize on some path only to a size the walk counted (`len(tok)` of a tokenizer
    whose length it knows, before a token was added: the rows stay short of the new id)."""
    models = eff.models(obs)
    rows: set[int] = set()
    name = ""
    resized = False
    for m in models or (None,):
        if m is None or m.load_node is None or m.wrappers or not _plain_load(m):
            return None
        ckpt = _checkpoint_name(m.checkpoint)
        hub = modelinfo.hub_checkpoint(ckpt) if ckpt is not None else None
        n = hub.config.get("vocab_size") if hub is not None else None
        if m.rows_changed:
            n, resized = m.vocab_size, True
        if not isinstance(n, int):
            return None
        rows.add(n)
        name = name or hub.name  # type: ignore[union-attr]
    return (rows.pop(), name, resized) if len(rows) == 1 else None


def _batch_new_token(obs: CallObservation) -> tuple[Const, str, list[int | None]] | None:
    """The added token the generate call's input ids surely hold (flow's tokenizer calls mark
    their batches), the tokenizer's checkpoint, and each batch's padding gap (None: the token is
    written in a text)."""
    inputs = obs.args[0] if obs.args else eff.kwarg(obs, "input_ids")
    if inputs is ABSENT:
        inputs = eff.kwarg(obs, "inputs")
    batches = [obs.heap.get(o) for o in options(inputs)]
    if not batches or not all(isinstance(b, BatchObj) for b in batches):
        return None
    tokens = {b.new_token.value for b in batches if isinstance(b, BatchObj) and isinstance(b.new_token, Const)}
    froms = {_checkpoint_name(b.new_from) for b in batches if isinstance(b, BatchObj)}
    if len(tokens) != 1 or len(froms) != 1 or None in froms:
        return None
    first = batches[0]
    assert isinstance(first, BatchObj) and isinstance(first.new_token, Const)
    return first.new_token, froms.pop(), [b.new_gap for b in batches if isinstance(b, BatchObj)]  # type: ignore[return-value]


# Keywords of a text-generation pipeline (its construction or its call) that change what it
# tokenizes or how it pads.
_PREPROCESSING = frozenset(
    {"prefix", "truncation", "max_length", "add_special_tokens", "padding", "handle_long_generation", "continue_final_message"}
)


def _pipeline_new_token(obs: CallObservation) -> tuple[Const, str, list[int | None]] | None:
    """A text-generation pipeline called on prompts written in the file, built with a tokenizer
    the script added tokens to: the added token written in a prompt, or the added pad token when
    the pipeline batches them (`batch_size=N` at the call or the construction, N > 1) and one of
    its batches (N prompts in turn) surely holds prompts of different lengths: the collate
    function pads them with it (`tokenizer.pad_token_id`). With the tokenizer's checkpoint and
    the padding gap (how many more words the longest prompt of that batch has than its shortest
    has bytes)."""
    seen, p = obs.called, obs.pipeline
    if seen is None or p is None or p.task != pipelines.TEXT_GENERATION or seen.opaque_kwargs:
        return None
    if _PREPROCESSING & (seen.kwargs.keys() | p.kwargs.keys()):
        return None  # (a prefix, truncation, other padding: the lengths are not the texts')
    toks = [seen.heap.get(o) for o in options(p.tokenizer)]
    if len(toks) != 1 or not isinstance(toks[0], TokenizerObj) or not toks[0].added:
        return None
    tok = toks[0]
    ckpt = _checkpoint_name(tok.checkpoint)
    given = seen.args[0] if seen.args else seen.kwargs.get("text_inputs", ABSENT)
    opts = options(given)
    if ckpt is None or len(opts) != 1:
        return None
    one = opts[0]
    items = [one] if isinstance(one, Const) else list(one.items) if isinstance(one, Seq) and not one.is_tuple else []
    texts = [i.value for i in items if isinstance(i, Const) and isinstance(i.value, str)]
    if not texts or len(texts) != len(items):
        return None
    hit = next((c for c in tok.added if any(c.value in t for t in texts)), None)
    if hit is not None:
        return hit, ckpt, [None]
    size = seen.kwargs.get("batch_size", ABSENT)
    if size is ABSENT:
        size = p.kwargs.get("batch_size", ABSENT)
    n = int_const(size) if size is not ABSENT else None
    if not isinstance(tok.pad, Const) or n is None or n < 2 or not isinstance(one, Seq):
        return None
    pad = next((c for c in tok.added if c.value == tok.pad.value), None)
    gaps = [_gap(texts[i : i + n]) for i in range(0, len(texts), n)]
    if pad is None or max(gaps) <= 0:
        return None
    return pad, ckpt, [max(gaps)]


def _gap(texts: list[str]) -> int:
    """How many more words the text with the most has than the shortest text has bytes."""
    return max(len(t.split()) for t in texts) - min(len(t.encode("utf-8", "surrogatepass")) for t in texts)


def check_added_token_past_embeddings(obs: CallObservation, ctx: RuleContext) -> Hit | None:
    """A generate call whose input ids surely hold a token added to the tokenizer in the file
    (`add_tokens([...])`, `add_special_tokens({...})`: written in the prompt, or the new pad token
    of a batch of texts that surely differ in length) while the model's embedding matrix has no
    row for it: a checkpoint whose tokenizer fills its rows (GPT-2, Llama 2, Llama 3, Mistral 7B
    v0.1/v0.2), not resized. The embedding lookup raises torch's IndexError "index out of range in
    self" in the first forward pass (runs: catalog HF338, all 28 releases)."""
    if obs.kind == "pipeline":
        fed = _pipeline_new_token(obs)
    elif obs.kind != "generate" or obs.opaque_kwargs or "inputs_embeds" in obs.kwargs:
        return None
    else:
        fed = _batch_new_token(obs)
    if fed is None:
        return None
    added_token, ckpt, gaps = fed
    token = added_token.value
    filled = modelinfo.filled_tokenizer(ckpt)
    if filled is None:
        return None
    length, family, tok_name = filled
    if not modelinfo.surely_new_token(token, family):
        return None
    # (a padded batch: GPT-2's tokenizer adds no special token; the SentencePiece and tiktoken ones
    # add a bos token, and SentencePiece may make its word-start `▁` a token of its own)
    added = 0 if family.startswith(("GPT-2", "BART")) else 2
    if any(g is not None and g <= added for g in gaps):
        return None
    found = _embedding_rows(obs)
    if found is None or found[0] > length:
        return None
    rows, name, resized = found
    how = (
        (
            "and it pads the shorter prompts of a batch the pipeline makes"
            if obs.kind == "pipeline"
            else "and it pads the shorter prompts of these input ids"
        )
        if any(g is not None for g in gaps)
        else "and these input ids hold it"
    )
    detail = (
        f"`{token}` was added to the tokenizer ({tok_name}'s {length} tokens), so its id is at least {length}, {how}; "
        f"{name}'s embedding matrix has {rows} rows"
        + (" (resized before the token was added)" if resized else " and was not resized")
        + ": the lookup has no row for it "
        "(call `model.resize_token_embeddings(len(tokenizer))` after adding tokens)"
    )
    where = added_token.origin
    evidence = (evidence_at(where, f"`{token}` added here"),) if where is not None else ()
    span = call_name_span(ctx.index, obs.node)
    return Hit("HF338", Outcome(True, True), span, detail, evidence, (ignore_comment_fix(ctx.index, span.line, "HF338"),))
