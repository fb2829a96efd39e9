"""Training callbacks that generate (the events trainer.train() and Trainer(...) send) and a
Seq2SeqTrainer stopped by one of validate()'s own checks (HF325), as a user sees them."""

from __future__ import annotations

import pytest

import analysed

RELEASES = ["4.57.6", "5.15.0", "5.24.0"]

HEAD = """\
from transformers import AutoModelForCausalLM, AutoTokenizer, TextStreamer, Trainer, TrainerCallback, TrainingArguments

tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
ids = tok("hello world")["input_ids"]


class Sample(TrainerCallback):
    def {event}(self, args, state, control, model=None, **kwargs):
        enc = tok("once upon a time", return_tensors="pt")
        model.generate(**enc, max_new_tokens=4, num_beams=2, streamer=TextStreamer(tok))

"""
HOOK_LINE = 11


def _codes(source: str, release: str = "5.23.0") -> list[tuple[str, int]]:
    return [(f.code, f.span.line) for f in analysed.findings(source, "train.py", release) if f.raises is not None]


def _train(event: str, tail: str) -> str:
    return HEAD.replace("{event}", event) + tail


FIT = (
    'args = TrainingArguments(output_dir="out", max_steps=1, per_device_train_batch_size=1, save_strategy="no")\n'
    'Trainer(model=model, args=args, train_dataset=[{"input_ids": ids, "labels": ids}], callbacks=[Sample()]).train()\n'
)


@pytest.mark.parametrize("release", RELEASES)
@pytest.mark.parametrize(
    "event", ["on_train_begin", "on_epoch_begin", "on_step_begin", "on_step_end", "on_epoch_end", "on_log", "on_train_end"]
)
def test_every_training_event_runs_its_hook(event: str, release: str) -> None:
    assert _codes(_train(event, FIT), release) == [("HF172", HOOK_LINE)]


@pytest.mark.parametrize("event", ["on_save", "on_substep_end", "on_prediction_step", "on_evaluate", "on_predict"])
def test_events_training_does_not_surely_send_stay_silent(event: str) -> None:
    # (no save_strategy steps to save, no gradient accumulation, no evaluation asked for)
    assert _codes(_train(event, FIT)) == []


def test_on_init_end_runs_when_the_trainer_is_built() -> None:
    tail = 'trainer = Trainer(model=model, args=TrainingArguments(output_dir="out"), callbacks=[Sample()])\n'
    assert _codes(_train("on_init_end", tail)) == [("HF172", HOOK_LINE)]


def test_a_callback_added_later_gets_the_training_events_not_on_init_end() -> None:
    tail = (
        'trainer = Trainer(model=model, args=TrainingArguments(output_dir="out", num_train_epochs=1),'
        ' train_dataset=[{"input_ids": ids, "labels": ids}])\n'
        "trainer.add_callback(Sample())\n"
        "trainer.train()\n"
    )
    assert _codes(_train("on_epoch_end", tail)) == [("HF172", HOOK_LINE)]
    assert _codes(_train("on_init_end", tail)) == []


@pytest.mark.parametrize(
    "tail",
    [
        # (resuming: the checkpoint's run may have done every epoch already)
        FIT.replace(".train()", '.train(resume_from_checkpoint="out/checkpoint-1")'),
        # (an empty training set stops the sampler before the first event)
        FIT.replace('train_dataset=[{"input_ids": ids, "labels": ids}]', "train_dataset=[]"),
        # (no training set at all: transformers refuses to train)
        FIT.replace('train_dataset=[{"input_ids": ids, "labels": ids}], ', ""),
        # (a number of steps hflint does not know)
        "import os\n" + FIT.replace("max_steps=1", 'max_steps=int(os.environ["STEPS"])'),
        # (no epochs: nothing trains)
        FIT.replace("max_steps=1", "num_train_epochs=0"),
    ],
)
def test_a_loop_that_may_not_take_a_step_stays_silent(tail: str) -> None:
    assert _codes(_train("on_epoch_end", tail)) == []


def test_a_callback_given_as_its_class_is_built_by_the_trainer() -> None:
    # (CallbackHandler.add_callback: `callback()` when given a class)
    assert _codes(_train("on_epoch_end", FIT.replace("callbacks=[Sample()]", "callbacks=[Sample]"))) == [("HF172", HOOK_LINE)]
    tail = FIT.replace(".train()", "") + "trainer = Trainer(model=model, args=args)\ntrainer.add_callback(Sample)\n"
    tail += 'trainer.evaluate(eval_dataset=[{"input_ids": ids, "labels": ids}])\n'
    assert _codes(_train("on_evaluate", tail)) == [("HF172", HOOK_LINE)]


def test_the_hook_without_beam_search_is_silent() -> None:
    source = _train("on_epoch_end", FIT).replace("num_beams=2", "num_beams=1")
    assert _codes(source) == []


SEQ2SEQ = """\
import tempfile

from transformers import AutoModelForSeq2SeqLM, GenerationConfig, Seq2SeqTrainer, Seq2SeqTrainingArguments

model = AutoModelForSeq2SeqLM.from_pretrained("t5-small")
gen = {build}
{writes}
args = Seq2SeqTrainingArguments(output_dir=tempfile.mkdtemp(), predict_with_generate=True, generation_config=gen)
trainer = Seq2SeqTrainer(model=model, args=args)
"""
TRAINER_LINE = 9


def _seq2seq(build: str, writes: str, release: str = "5.23.0"):
    source = SEQ2SEQ.format(build=build, writes=writes)
    return [f for f in analysed.findings(source, "train.py", release) if f.raises is not None]


@pytest.mark.parametrize(
    ("release", "message"),
    [
        (
            "4.57.6",
            "Greedy methods without beam search do not support `num_return_sequences` different than 1 (got 2)."
            "\n\nFix these issues to train your model.",
        ),
        (
            "5.24.0",
            "Greedy methods (do_sample != True) without beam search do not support `num_return_sequences` different"
            " than 1 (got 2).\n\nFix these issues to train your model.",
        ),
    ],
)
def test_greedy_candidates_written_after_the_build(release: str, message: str) -> None:
    found = _seq2seq("GenerationConfig(max_new_tokens=16)", "gen.num_return_sequences = 2", release)
    assert [(f.code, f.span.line) for f in found] == [("HF325", TRAINER_LINE)]
    raises = found[0].raises
    assert raises is not None and raises.type == "ValueError" and raises.message == message
    assert "num_return_sequences=2" in found[0].detail and "line 7" in found[0].detail


def test_more_sequences_than_beams() -> None:
    found = _seq2seq("GenerationConfig(max_new_tokens=16, num_beams=2)", "gen.num_return_sequences = 4")
    assert [f.code for f in found] == ["HF325"]
    assert found[0].raises is not None
    assert found[0].raises.message.startswith("`num_return_sequences` (4) has to be smaller or equal to `num_beams` (2).")


def test_a_hard_check_comes_before_the_minor_issues() -> None:
    # (validate() raises the greedy n-best error outright, before listing the temperature: HF167 stays silent)
    found = _seq2seq("GenerationConfig(max_new_tokens=16, temperature=0.7)", "gen.num_return_sequences = 2")
    assert [f.code for f in found] == ["HF325"]


@pytest.mark.parametrize(
    ("build", "writes"),
    [
        ("GenerationConfig(max_new_tokens=16)", "gen.num_return_sequences = 2\ngen.do_sample = True"),
        ("GenerationConfig(max_new_tokens=16, num_beams=4)", "gen.num_return_sequences = 4"),
        ("GenerationConfig(max_new_tokens=16)", 'gen.cache_implementation = "static"'),
        # (a checkpoint's config hflint does not know in full: its file may sample or use beams)
        ('GenerationConfig.from_pretrained("google/flan-t5-small")', "gen.num_return_sequences = 2"),
        # (the model's own config is not checked when the trainer is built)
        ("None", "model.generation_config.num_return_sequences = 2"),
    ],
)
def test_configs_the_trainer_accepts_stay_silent(build: str, writes: str) -> None:
    assert _seq2seq(build, writes) == []
