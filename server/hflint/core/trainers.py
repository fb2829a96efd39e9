"""Trainers: the `generate` calls transformers' `Trainer` and `Seq2SeqTrainer` make for you.

Evaluation code rarely calls `generate` itself. A `Seq2SeqTrainer` whose arguments say
`predict_with_generate=True` generates in its own `prediction_step`, once per evaluation
batch, with the keywords given to `trainer.predict(ds, **gen_kwargs)` /
`trainer.evaluate(**gen_kwargs)` (plus `generation_max_length` as `max_length` and
`generation_num_beams` as `num_beams` where the call gives neither) and the model's generation
config, which `Seq2SeqTrainingArguments(generation_config=...)` (an object, or a folder the
script saved) replaces when the trainer is built. `evaluate()` only generates when the trainer
has `compute_metrics` (without it transformers asks for the loss alone); `predict()` always.

Subclasses of `Trainer` / `Seq2SeqTrainer` (the user's classes) override the hooks: an
overridden `prediction_step(model, inputs, prediction_loss_only)` runs for every evaluation
batch whatever the trainer would do, with `self.model` and the other attributes
`super().__init__(...)` stored; an overridden `evaluate` runs when called, and its
`super().evaluate(...)` runs transformers' evaluation as above. Callbacks given as
`callbacks=[...]` or with `trainer.add_callback(cb)` get `on_evaluate(args, state, control,
model=..., processing_class=..., metrics=...)` after each evaluation (`on_predict` after
`predict`). `trainer.train()` evaluates when the arguments name an `eval_strategy` other than
"no" and the trainer has an evaluation dataset.

The batch `generate` sees is the first evaluation batch: `per_device_eval_batch_size` (8 unless
given) sequences, fewer when the dataset is a list the walk knows that holds fewer (an empty one
makes no call); a dataset of unknown length gives an unknown batch above one. A finding is
reported on the line of the call the script wrote (`trainer.predict(...)`, `trainer.train()`),
which the traceback passes through.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from hflint.core import loaders
from hflint.core.findings import immutable
from hflint.core.values import (
    ABSENT,
    UNKNOWN,
    BatchObj,
    ClassVal,
    Const,
    DictObj,
    GenConfigObj,
    InstanceObj,
    Obj,
    OpaqueObj,
    Seq,
    Value,
    ValueJoin,
    join,
    join_all,
    options,
)

if TYPE_CHECKING:
    from hflint.core.flow import Interpreter, State, _Call

TRAINERS = (
    "transformers.Trainer",
    "transformers.Seq2SeqTrainer",
    "trl.SFTTrainer",
    "trl.DPOTrainer",
    "trl.GRPOTrainer",
    "trl.ORPOTrainer",
    "trl.KTOTrainer",
    "trl.RewardTrainer",
)
# The trainer classes whose own prediction_step generates (predict_with_generate).
_GENERATING = frozenset({"transformers.Seq2SeqTrainer"})
ARGUMENTS = ("transformers.TrainingArguments", "transformers.Seq2SeqTrainingArguments")

# What the walk reads of the arguments, with transformers' defaults (4.57 to 5.24 alike;
# `use_cache` is a field from 5.0 only, read only there).
_ARG_DEFAULTS: dict[str, object] = {
    "per_device_eval_batch_size": 8,
    "predict_with_generate": False,
    "generation_config": None,
    "generation_max_length": None,
    "generation_num_beams": None,
    "eval_strategy": "no",
    "prediction_loss_only": False,
    "use_cache": False,
    "per_device_train_batch_size": 8,
    "max_steps": -1,
    "num_train_epochs": 3.0,
}
# From 5.0 `Trainer.__init__` ends with `self.model.config.use_cache = self.args.use_cache`
# (trainer.py of 5.0.0 to 5.24.0; 4.57 leaves the model's config alone).
_SETS_USE_CACHE_SINCE = "5.0"
# Trainer(...)'s leading positional parameters (the same in 4.57 to 5.24).
_POSITIONAL = ("model", "args", "data_collator", "train_dataset", "eval_dataset", "processing_class")
# What the trainer keeps of its construction (read by the evaluation, and as `trainer.x`).
_KEPT = ("model", "args", "data_collator", "train_dataset", "eval_dataset", "processing_class", "compute_metrics")
CALLBACKS = "_hflint_callbacks"  # the attribute holding the callbacks (a Seq)
# The methods of a trainer the walk runs.
METHODS = frozenset(
    {
        "__init__",
        "evaluate",
        "predict",
        "train",
        "add_callback",
        "prediction_step",
        "_prepare_inputs",
        "get_train_dataloader",
        "get_eval_dataloader",
        "get_test_dataloader",
    }
)
# The data loaders a trainer hands out: the dataset they read (a kept attribute, else the
# method's first argument) and the argument that sizes their batches.
_LOADERS = {
    "get_train_dataloader": ("train_dataset", "per_device_train_batch_size"),
    "get_eval_dataloader": ("eval_dataset", "per_device_eval_batch_size"),
    "get_test_dataloader": (None, "per_device_eval_batch_size"),
}


@dataclass(slots=True)
class TrainerObj(InstanceObj):
    """A `Trainer` built directly (transformers' or trl's): what it was given, as attributes
    (`trainer.model` is the model), and which class it is (`base`, a qualified name)."""

    base: str = ""
    keeps_kind: ClassVar[bool] = True  # (values.map_fields keeps the class)

    def copy(self) -> TrainerObj:
        return TrainerObj(self.origin, self.cls, dict(self.attrs), self.base)

    def join(self, other: Obj, jv: ValueJoin = join) -> Obj:
        if not isinstance(other, TrainerObj) or other.base != self.base:
            return OpaqueObj(self.origin)
        keys = dict.fromkeys([*self.attrs, *other.attrs])
        return TrainerObj(
            self.origin, self.cls, {k: jv(self.attrs.get(k, UNKNOWN), other.attrs.get(k, UNKNOWN)) for k in keys}, self.base
        )


@immutable()
class TrainerMethod(Value):
    """One of transformers' Trainer methods the walk runs (METHODS), on a trainer: a TrainerObj
    or an instance of the user's subclass (reached past the user's classes, or by `super()`)."""

    self_ref: Value
    name: str
    base: str


def _arguments(interp: Interpreter, call: _Call, st: State) -> Value:
    """`TrainingArguments(...)` / `Seq2SeqTrainingArguments(...)`: an object of the fields given,
    and transformers' defaults of those the walk reads (unknown under a `**` of unknown keys)."""
    attrs: dict[str, Value] = {}
    if not call.opaque:
        for key, default in _ARG_DEFAULTS.items():
            attrs[key] = Const(default)
    if call.args:
        attrs["output_dir"] = call.args[0]
    for key, value in call.kwargs.items():
        attrs[key] = interp._origin_const(value, call.node, f"`{key}` given to the training arguments here")
    if "evaluation_strategy" in call.kwargs and "eval_strategy" not in call.kwargs:
        attrs["eval_strategy"] = UNKNOWN  # (the old name: some releases refuse it)
    return st.heap.new(InstanceObj(interp.origin(call.node, "training arguments built here"), None, attrs))


def _new_trainer(qualname: str):
    def build(interp: Interpreter, call: _Call, st: State) -> Value:
        ref = st.heap.new(TrainerObj(interp.origin(call.node, "trainer built here"), None, {}, qualname))
        _init(interp, ref, qualname, call, st)
        return ref

    return build


def _init(interp: Interpreter, self_ref: Value, base: str, call: _Call, st: State) -> None:
    """What `Trainer.__init__` keeps, and what Seq2SeqTrainer's does to the model's generation config."""
    given: dict[str, Value] = {}
    if len(call.args) > len(_POSITIONAL):
        call = _unknown_call(call)
    for name, value in zip(_POSITIONAL, call.args):
        given[name] = value
    given.update(call.kwargs)
    attrs: dict[str, Value] = {}
    for name in _KEPT:
        value = given.get(name, UNKNOWN if call.opaque else Const(None))
        if name == "model" and isinstance(value, Const) and value.value is not None:
            value = UNKNOWN  # (trl loads a model given by name itself: not followed)
        attrs[name] = value
    if "tokenizer" in given and "processing_class" not in given:
        attrs["processing_class"] = given["tokenizer"]
    # (`trainer.accelerator.unwrap_model(trainer.model)`: the model, on one process)
    from hflint.core.objects import AcceleratorVal

    attrs["accelerator"] = AcceleratorVal()
    callbacks = given.get("callbacks", UNKNOWN if call.opaque else Seq((), False))
    attrs[CALLBACKS] = (
        callbacks if type(callbacks) is Seq or (isinstance(callbacks, Const) and callbacks.value is None) else UNKNOWN
    )
    if isinstance(attrs[CALLBACKS], Const):
        attrs[CALLBACKS] = Seq((), False)
    held = attrs[CALLBACKS]
    if type(held) is Seq:
        attrs[CALLBACKS] = Seq(tuple(_instance(interp, cb, call, st) for cb in held.items), False)
    args = attrs["args"]
    if isinstance(args, Const) and args.value is None:
        # (Trainer makes TrainingArguments(output_dir="trainer_output") itself)
        args = attrs["args"] = st.heap.new(InstanceObj(None, None, {k: Const(v) for k, v in _ARG_DEFAULTS.items()}))
    for o in options(self_ref):
        obj = st.heap.writable(o)
        if isinstance(obj, InstanceObj):
            obj.attrs.update(attrs)
    # (Trainer.__init__ sends on_init_end just before it writes the model's use_cache, 5.0 on,
    # and before Seq2SeqTrainer's own __init__ loads its generation config)
    _callbacks(interp, self_ref, "on_init_end", attrs["model"], call, st)
    _set_use_cache(interp, attrs["model"], args, call, st)
    if base == "transformers.Seq2SeqTrainer":
        config = _arg(interp, args, "generation_config", st)
        if not (isinstance(config, Const) and config.value is None):
            loaded = _load_generation_config(interp, config, call, st)
            # (validated strictly here, before training: HF167)
            interp._observe(call, "trainer-config", "Seq2SeqTrainer", loaded, st)
            for m in options(attrs["model"]):
                interp.write_attr(m, "generation_config", loaded, st, call.node)


def _set_use_cache(interp: Interpreter, model: Value, args: Value, call: _Call, st: State) -> None:
    """What `Trainer.__init__` does to the model's config from 5.0: `model.config.use_cache`
    becomes the arguments' `use_cache`, False unless they say otherwise (for training), and it
    stays so after `train()`. An export wrapper that reads the config (HF206, HF207) then finds
    caching off although the script never wrote it. Where the release is not known, or the
    arguments are not, the config's use_cache is no longer known either."""
    from hflint.core import objects

    since = objects.release_at_least(interp, _SETS_USE_CACHE_SINCE)
    if since is False:
        return
    value = _arg(interp, args, "use_cache", st) if since else UNKNOWN
    note = (
        f"the trainer built here sets model.config.use_cache to the training arguments' use_cache"
        f" (transformers {interp.release}; False unless they pass use_cache=True)"
    )
    value = interp._origin_const(value, call.node, note)
    for m in options(model):
        if isinstance(m, Const) or m is UNKNOWN:
            continue
        config = interp._attr_of(m, "config", st)
        if config is UNKNOWN:
            continue
        interp.write_attr(config, "use_cache", value, st, call.node)


def _load_generation_config(interp: Interpreter, config: Value, call: _Call, st: State) -> Value:
    """`Seq2SeqTrainer.load_generation_config`: a copy of a GenerationConfig given, or
    `GenerationConfig.from_pretrained` of a folder (or hub name) given as a string."""
    from hflint.core.flow import _Call as Args

    out: list[Value] = []
    for o in options(config):
        obj = st.heap.get(o)
        if isinstance(obj, GenConfigObj):
            out.append(st.heap.new(obj.copy()))
        elif isinstance(o, Const) and isinstance(o.value, str):
            out.append(interp._call_symbol("transformers.GenerationConfig.from_pretrained", Args(call.node, (o,), {}, False), st))
        else:
            out.append(UNKNOWN)
    return join_all(out)


def _unknown_call(call: _Call) -> _Call:
    from hflint.core.flow import _Call as Args

    return Args(call.node, (), {}, True)


def _arg(interp: Interpreter, args: Value, key: str, st: State) -> Value:
    """A field of the training arguments (UNKNOWN where the walk does not know them)."""
    out: list[Value] = []
    for o in options(args):
        obj = st.heap.get(o)
        if isinstance(obj, InstanceObj):
            out.append(obj.attrs[key] if key in obj.attrs else interp._read_attr(obj, key, st, o))
        else:
            out.append(UNKNOWN)
    return join_all(out)


def trainer_base(interp: Interpreter, obj: Obj | None, st: State) -> str | None:
    """The transformers (or trl) trainer class an object is an instance of, if any."""
    if isinstance(obj, TrainerObj):
        return obj.base
    if isinstance(obj, InstanceObj) and obj.cls is not None:
        from hflint.core import objects

        for c in objects.mro(interp, obj.cls, st):
            q = objects._qualname(c)
            if q in TRAINERS:
                return q
    return None


def method(self_ref: Value, name: str, base: str) -> Value:
    return TrainerMethod(self_ref, name, base) if name in METHODS else UNKNOWN


def call_method(interp: Interpreter, callee: TrainerMethod, call: _Call, st: State) -> Value:
    """Calling one of a trainer's methods (TrainerMethod)."""
    name, base = callee.name, callee.base
    if name == "__init__":
        _init(interp, callee.self_ref, base, call, st)
        return Const(None)
    if name == "add_callback":
        if len(call.args) == 1 and not call.kwargs and not call.opaque:
            for o in options(callee.self_ref):
                obj = st.heap.writable(o)
                if isinstance(obj, InstanceObj):
                    held = obj.attrs.get(CALLBACKS, UNKNOWN)
                    added = _instance(interp, call.args[0], call, st)
                    obj.attrs[CALLBACKS] = Seq((*held.items, added), False) if type(held) is Seq else UNKNOWN
        return Const(None)
    if name == "train":
        _train(interp, callee.self_ref, base, call, st)
        return UNKNOWN
    if name == "prediction_step":
        return _prediction_step(interp, callee.self_ref, base, call, st)
    if name in _LOADERS:
        return _loader(interp, callee.self_ref, name, call, st)
    if name == "_prepare_inputs":  # (the inputs, on the trainer's device)
        return call.args[0] if len(call.args) == 1 and not call.kwargs and not call.opaque else UNKNOWN
    _evaluate(interp, callee.self_ref, base, name == "predict", call, st)
    return UNKNOWN


def _loader(interp: Interpreter, self_ref: Value, name: str, call: _Call, st: State) -> Value:
    """`trainer.get_eval_dataloader(eval_dataset=None)` (`get_train_dataloader()`,
    `get_test_dataloader(test_dataset)`): a DataLoader over the dataset given, else the trainer's,
    in batches of the arguments' per-device size (one process, no GPU) collated by the trainer's
    `data_collator` (transformers' own when it was given none). The training loader shuffles,
    which changes which examples come first, not how many."""
    kept, size_key = _LOADERS[name]
    if call.opaque or call.kwargs or len(call.args) > 1 or (kept is None and len(call.args) != 1):
        return UNKNOWN
    dataset = call.args[0] if call.args else _field(interp, self_ref, kept, st)  # type: ignore[arg-type]
    if isinstance(dataset, Const) and dataset.value is None:
        if kept is None or not call.args:
            return UNKNOWN  # (transformers raises: no dataset to load)
        dataset = _field(interp, self_ref, kept, st)
        if isinstance(dataset, Const) and dataset.value is None:
            return UNKNOWN
    size = _arg(interp, _field(interp, self_ref, "args", st), size_key, st)
    if not (isinstance(size, Const) and type(size.value) is int):
        return UNKNOWN
    if size.origin is None:
        size = Const(size.value, interp.origin(call.node, f"{size_key} defaults to {size.value}"))
    collate = _field(interp, self_ref, "data_collator", st)
    if isinstance(collate, Const) and collate.value is None:
        collate = loaders.CollatorVal("transformers.DefaultDataCollator")
    return loaders.LoaderVal(dataset, size, collate, False)


def _field(interp: Interpreter, self_ref: Value, key: str, st: State) -> Value:
    return join_all(interp._attr_of(o, key, st) for o in options(self_ref))


def _train(interp: Interpreter, self_ref: Value, base: str, call: _Call, st: State) -> None:
    """`trainer.train()`: the callbacks' training events in the order the training loop sends
    them (when the loop surely runs a step), and an evaluation after the steps (or the epoch)
    when the arguments ask for one."""
    args = _field(interp, self_ref, "args", st)
    model = _field(interp, self_ref, "model", st)
    steps = _runs_a_step(interp, self_ref, args, call, st)
    if steps:
        for event in ("on_train_begin", "on_epoch_begin", "on_step_begin", "on_step_end"):
            _callbacks(interp, self_ref, event, model, call, st)
    strategy = _arg(interp, args, "eval_strategy", st)
    # ("no", or not known: the walk does not guess)
    when = strategy.value if isinstance(strategy, Const) and strategy.value in ("steps", "epoch") else None
    dataset = _field(interp, self_ref, "eval_dataset", st)
    if isinstance(dataset, Const) and dataset.value is None:
        when = None
    if when == "steps":
        _run_evaluation(interp, self_ref, base, False, dataset, {}, False, call, st)
    if steps:
        _callbacks(interp, self_ref, "on_epoch_end", model, call, st)
    if when == "epoch":
        _run_evaluation(interp, self_ref, base, False, dataset, {}, False, call, st)
    if steps:
        # (the loop logs the run's metrics once it ends: `self.log(metrics)`, then on_train_end)
        for event in ("on_log", "on_train_end"):
            _callbacks(interp, self_ref, event, model, call, st)


def _runs_a_step(interp: Interpreter, self_ref: Value, args: Value, call: _Call, st: State) -> bool:
    """Whether `trainer.train()` surely reaches its first step: a fresh run (no
    `resume_from_checkpoint`, whose epochs may all be done), a training dataset that is not
    known empty (an empty one stops the sampler first), and a positive `max_steps` or number of
    epochs (either makes at least one epoch, and every epoch ends with `on_epoch_end` even
    where `max_steps` stops it early: trainer.py of 4.57.6 and 5.24.0)."""
    if call.opaque or call.args:
        return False
    resume = call.kwargs.get("resume_from_checkpoint", Const(None))
    if not (isinstance(resume, Const) and resume.value in (None, False)) or set(call.kwargs) - {"resume_from_checkpoint"}:
        return False
    dataset = _field(interp, self_ref, "train_dataset", st)
    for d in options(dataset):
        if isinstance(d, Const):
            return False  # (None: transformers refuses to train)
        total = loaders.length(interp, d, call, st)
        if total is not None and not total.value:
            return False
    max_steps = _arg(interp, args, "max_steps", st)
    epochs = _arg(interp, args, "num_train_epochs", st)
    for m in options(max_steps):
        if not (isinstance(m, Const) and type(m.value) is int):
            return False
        if m.value > 0:
            continue
        if not all(isinstance(e, Const) and type(e.value) in (int, float) and e.value > 0 for e in options(epochs)):
            return False
    return True


def _evaluate(interp: Interpreter, self_ref: Value, base: str, predict: bool, call: _Call, st: State) -> None:
    """`trainer.evaluate(eval_dataset=None, ignore_keys=None, metric_key_prefix="eval", **gen_kwargs)`
    and `trainer.predict(test_dataset, ignore_keys=None, metric_key_prefix="test", **gen_kwargs)`."""
    own = ("test_dataset" if predict else "eval_dataset", "ignore_keys", "metric_key_prefix")
    if len(call.args) > len(own):
        return
    dataset: Value = call.args[0] if call.args else call.kwargs.get(own[0], ABSENT)
    if dataset is ABSENT or (not predict and isinstance(dataset, Const) and dataset.value is None):
        dataset = UNKNOWN if predict else _field(interp, self_ref, "eval_dataset", st)
    gen_kwargs = {k: v for k, v in call.kwargs.items() if k not in own}
    _run_evaluation(interp, self_ref, base, predict, dataset, gen_kwargs, call.opaque, call, st)


def _first_batch(interp: Interpreter, args: Value, dataset: Value, call: _Call, st: State) -> Value | None:
    """How many sequences the first evaluation batch holds (None: the dataset is surely empty)."""
    size = _arg(interp, args, "per_device_eval_batch_size", st)
    out: list[Value] = []
    for n in options(size):
        if not (isinstance(n, Const) and type(n.value) is int):
            out.append(UNKNOWN)
            continue
        if n.value == 1:
            out.append(n if n.origin is not None else Const(1, interp.origin(call.node, "one sequence a batch")))
            continue
        for d in options(dataset):
            total = loaders.length(interp, d, call, st)
            if total is not None:
                if not total.value:
                    continue
                if total.value < n.value:
                    out.append(Const(total.value, interp.origin(call.node, f"a dataset of {total.value} items evaluated here")))
                    continue
                out.append(
                    n
                    if n.origin is not None
                    else Const(n.value, interp.origin(call.node, f"per_device_eval_batch_size defaults to {n.value}"))
                )
            else:
                out.append(UNKNOWN)
    return join_all(out) if out else None


def _run_evaluation(
    interp: Interpreter,
    self_ref: Value,
    base: str,
    predict: bool,
    dataset: Value,
    gen_kwargs: dict[str, Value],
    opaque: bool,
    call: _Call,
    st: State,
) -> None:
    """One evaluation (or prediction) loop: `prediction_step` on the first batch (the user's
    override, else transformers'), then the callbacks."""
    from hflint.core.flow import _Call as Args

    args = _field(interp, self_ref, "args", st)
    model = _field(interp, self_ref, "model", st)
    size = _first_batch(interp, args, dataset, call, st)
    if size is None:
        return
    call.node._hflint_takes_no_keywords = True  # type: ignore[attr-defined]  # (fixes go to the settings, not this call)
    if base in _GENERATING:
        # Seq2SeqTrainer.evaluate / predict: the lengths and beams of the arguments where the
        # call sets none, kept for prediction_step as `self._gen_kwargs`.
        kwargs = dict(gen_kwargs)
        if "max_length" not in kwargs and "max_new_tokens" not in kwargs:
            length = _arg(interp, args, "generation_max_length", st)
            if not (isinstance(length, Const) and length.value is None):
                kwargs["max_length"] = length
        if "num_beams" not in kwargs:
            beams = _arg(interp, args, "generation_num_beams", st)
            if not (isinstance(beams, Const) and beams.value is None):
                kwargs["num_beams"] = beams
        held = st.heap.new(DictObj(interp.origin(call.node, "generation keywords of the evaluation"), kwargs, not opaque))
        interp.write_attr(self_ref, "_gen_kwargs", held, st, call.node)
    batch = st.heap.new(BatchObj(interp.origin(call.node, "an evaluation batch made here"), size))
    inputs = st.heap.new(
        DictObj(
            interp.origin(call.node, "evaluation inputs made here"),
            {"input_ids": batch, "attention_mask": batch, "labels": UNKNOWN},
        )
    )
    metrics = _field(interp, self_ref, "compute_metrics", st)
    # (evaluate() without compute_metrics asks prediction_step for the loss alone)
    with_metrics = all(o is not UNKNOWN and not (isinstance(o, Const) and o.value is None) for o in options(metrics))
    loss_only: Value = Const(False) if predict or with_metrics else Const(True) if isinstance(metrics, Const) else UNKNOWN
    step = _field(interp, self_ref, "prediction_step", st)
    interp._call_value_options(step, Args(call.node, (model, inputs, loss_only), {}, False), st)
    _callbacks(interp, self_ref, "on_predict" if predict else "on_evaluate", model, call, st)


def _prediction_step(interp: Interpreter, self_ref: Value, base: str, call: _Call, st: State) -> Value:
    """transformers' `prediction_step(model, inputs, prediction_loss_only, ignore_keys=None,
    **gen_kwargs)`: Seq2SeqTrainer's generates unless asked for the loss alone or the arguments
    say `predict_with_generate=False`, with the keywords given, else those of the evaluation."""
    from hflint.core.flow import _Call as Args

    if base not in _GENERATING or len(call.args) != 3:
        return UNKNOWN
    model, inputs, loss_only = call.args
    if not (isinstance(loss_only, Const) and loss_only.value is False):
        return UNKNOWN
    args = _field(interp, self_ref, "args", st)
    generates = _arg(interp, args, "predict_with_generate", st)
    if not (isinstance(generates, Const) and generates.value is True):
        return UNKNOWN
    given = {k: v for k, v in call.kwargs.items() if k != "ignore_keys"}
    spread: dict[str, Value] = {}
    opaque = call.opaque
    if not given and not call.opaque:
        opaque = interp._spread(spread, _field(interp, self_ref, "_gen_kwargs", st), st)
    else:
        spread = given
    kwargs: dict[str, Value] = {}
    opaque = interp._spread(kwargs, inputs, st) or opaque
    kwargs.pop("labels", None)
    kwargs.update(spread)
    for m in options(model):
        generate = interp._attr_of(m, "generate", st)
        interp._call_value_options(generate, Args(call.node, (), kwargs, opaque), st)
    return UNKNOWN


def _instance(interp: Interpreter, callback: Value, call: _Call, st: State) -> Value:
    """A callback as CallbackHandler keeps it: a class given in its place is built with no
    arguments (`callback()`), an instance is kept."""
    from hflint.core.flow import _Call as Args

    out: list[Value] = []
    for o in options(callback):
        if isinstance(o, ClassVal):
            out.append(interp._call_value_options(o, Args(call.node, (), {}, False), st))
        else:
            out.append(o)
    return join_all(out)


def _callbacks(interp: Interpreter, self_ref: Value, event: str, model: Value, call: _Call, st: State) -> None:
    """Each callback's hook for one event (`on_evaluate`, `on_epoch_end`, ...), with the keywords
    CallbackHandler passes (`metrics` to the evaluation's, `logs` to on_log's)."""
    from hflint.core.flow import _Call as Args

    held = _field(interp, self_ref, CALLBACKS, st)
    if type(held) is not Seq:
        return
    kwargs = {
        "model": model,
        "processing_class": _field(interp, self_ref, "processing_class", st),
        "optimizer": UNKNOWN,
        "lr_scheduler": UNKNOWN,
        "train_dataloader": UNKNOWN,
        "eval_dataloader": UNKNOWN,
    }
    if event in ("on_evaluate", "on_predict"):
        kwargs["metrics"] = UNKNOWN
    elif event == "on_log":
        kwargs["logs"] = UNKNOWN
    args = _field(interp, self_ref, "args", st)
    for cb in held.items:
        for o in options(cb):
            if not isinstance(st.heap.get(o), InstanceObj):
                continue  # (not known)
            hook = interp._attr_of(o, event, st)
            if hook is UNKNOWN:
                continue
            interp._call_value_options(hook, Args(call.node, (args, UNKNOWN, UNKNOWN), dict(kwargs), False), st)


SYMBOL_CALLS = {
    **{name: _new_trainer(name) for name in TRAINERS},
    **{name: _arguments for name in ARGUMENTS},
}
CALL_HOOKS: dict[type, Callable[..., Value]] = {TrainerMethod: call_method}
