"""The generate calls transformers' trainers make (core/trainers.py): what each construction and
call of a Trainer / Seq2SeqTrainer decides, and where the analysis stays silent."""

from __future__ import annotations

import textwrap

from hflint.core import modelinfo, prefilter

import analysed

RELEASE = "5.23.0"
HEAD = textwrap.dedent("""\
    from transformers import (AutoTokenizer, GenerationConfig, Seq2SeqTrainer, Seq2SeqTrainingArguments,
                              T5Config, T5ForConditionalGeneration, Trainer, TrainerCallback, TrainingArguments)

    tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
    model = T5ForConditionalGeneration(T5Config(vocab_size=len(tok)))
    draft = T5ForConditionalGeneration(T5Config(vocab_size=len(tok), num_layers=1))
    ROWS = [tok("a b c"), tok("d e f"), tok("g h i")]
""")


def codes(body: str, release: str = RELEASE) -> list[tuple[int, str, str]]:
    text = HEAD + textwrap.dedent(body)
    hits = analysed.findings(text, "script.py", release)
    first = len(HEAD.splitlines())
    return [(f.span.line - first, f.code, f.severity.value) for f in hits]


def test_predict_generates_with_the_eval_batch_and_the_call_keywords():
    assert codes("""\
        args = Seq2SeqTrainingArguments("out", per_device_eval_batch_size=2, predict_with_generate=True)
        Seq2SeqTrainer(model=model, args=args).predict(ROWS, assistant_model=draft)
    """) == [(2, "HF106", "error")]


def test_the_first_batch_is_no_larger_than_a_known_dataset():
    assert codes("""\
        args = Seq2SeqTrainingArguments("out", predict_with_generate=True)
        trainer = Seq2SeqTrainer(model=model, args=args)
        trainer.predict(ROWS[:1], assistant_model=draft)
        trainer.predict([], assistant_model=draft)
        trainer.predict(ROWS, assistant_model=draft)
    """) == [(5, "HF106", "error")]


def test_a_dataset_of_unknown_length_leaves_the_batch_unknown():
    assert (
        codes("""\
        import sys
        args = Seq2SeqTrainingArguments("out", per_device_eval_batch_size=4, predict_with_generate=True)
        Seq2SeqTrainer(model=model, args=args).predict(load(sys.argv[1]), assistant_model=draft)
    """)
        == []
    )


def test_evaluate_generates_only_with_compute_metrics():
    assert codes("""\
        args = Seq2SeqTrainingArguments("out", per_device_eval_batch_size=1, predict_with_generate=True)
        Seq2SeqTrainer(model=model, args=args, eval_dataset=ROWS).evaluate(assistant_model=draft, use_cache=False)
        scored = Seq2SeqTrainer(model=model, args=args, eval_dataset=ROWS, compute_metrics=len)
        scored.evaluate(assistant_model=draft, use_cache=False)
    """) == [(4, "HF101", "error")]


def test_without_predict_with_generate_nothing_generates():
    assert (
        codes("""\
        args = Seq2SeqTrainingArguments("out", per_device_eval_batch_size=4)
        Seq2SeqTrainer(model=model, args=args).predict(ROWS, assistant_model=draft)
    """)
        == []
    )


def test_the_arguments_generation_config_replaces_the_models():
    assert (
        codes("""\
        model.generation_config.use_cache = False
        gen = GenerationConfig(prompt_lookup_num_tokens=2, max_new_tokens=4)
        args = Seq2SeqTrainingArguments("out", per_device_eval_batch_size=1, predict_with_generate=True, generation_config=gen)
        Seq2SeqTrainer(model=model, args=args).predict(ROWS)
        model.generate(**tok("a b c", return_tensors="pt"), assistant_model=draft)
    """)
        == []
    )


def test_generation_num_beams_reaches_generate():
    assert codes("""\
        args = Seq2SeqTrainingArguments("out", per_device_eval_batch_size=1, predict_with_generate=True, generation_num_beams=4)
        Seq2SeqTrainer(model=model, args=args).predict(ROWS, assistant_model=draft)
    """) == [(2, "HF109", "warning")]


def test_callbacks_run_after_each_evaluation_of_train():
    body = """\
        class Sample(TrainerCallback):
            def on_evaluate(self, args, state, control, model=None, **kwargs):
                model.generate(**tok("a b", return_tensors="pt"), assistant_model=draft, use_cache=False)

        args = TrainingArguments("out", eval_strategy=STRATEGY)
        Trainer(model=model, args=args, eval_dataset=ROWS, callbacks=[Sample()]).train()
    """
    assert codes(body.replace("STRATEGY", '"steps"')) == [(3, "HF101", "error")]
    assert codes(body.replace("STRATEGY", '"no"')) == []


def test_a_subclass_prediction_step_runs_with_what_super_init_stored():
    assert codes("""\
        class Speculative(Trainer):
            def __init__(self, *args, draft=None, **kwargs):
                super().__init__(*args, **kwargs)
                self.draft = draft

            def prediction_step(self, model, inputs, prediction_loss_only, ignore_keys=None):
                return self.model.generate(**inputs, assistant_model=self.draft)

        args = TrainingArguments("out", per_device_eval_batch_size=3)
        Speculative(model=model, args=args, eval_dataset=ROWS, draft=draft).evaluate()
    """) == [(7, "HF106", "error")]


def test_predict_with_generate_is_a_trigger_word():
    code = "args = Seq2SeqTrainingArguments(output_dir='o', predict_with_generate=True)\n"
    assert prefilter.has_trigger_call(prefilter.code_only(code))
    assert not prefilter.has_trigger_call(prefilter.code_only("x = my_predict_with_generate\n"))


def test_encoder_decoder_classes():
    assert modelinfo.is_encoder_decoder("T5ForConditionalGeneration")
    assert modelinfo.is_encoder_decoder("AutoModelForSeq2SeqLM")
    assert modelinfo.is_encoder_decoder("MarianMTModel")
    assert not modelinfo.is_encoder_decoder("LlavaForConditionalGeneration")
    assert not modelinfo.is_encoder_decoder("AutoModelForCausalLM")


def test_seq2seq_classes_without_the_usual_suffix_are_models():
    from hflint.core import imports

    for name in ("MarianMTModel", "EncoderDecoderModel", "SpeechEncoderDecoderModel", "VisionEncoderDecoderModel"):
        assert imports.kind_of("transformers." + name) == imports.MODEL_CLASS
    assert imports.kind_of("transformers.EncoderDecoderConfig") == imports.MODEL_CONFIG
    assert imports.kind_of("transformers.EncoderDecoderCache") != imports.MODEL_CLASS
