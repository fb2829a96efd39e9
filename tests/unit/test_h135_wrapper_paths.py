"""The model a library wrapper holds, reached by the wrapper's own attribute path (h135's blind
round): torch.compile's `_orig_mod`, peft's `base_model` (the tuner) and its `.model`, and peft's
`prepare_model_for_kbit_training`, which hands the model back."""

from __future__ import annotations

import textwrap

import analysed

HEAD = textwrap.dedent("""\
    import torch
    from peft import LoraConfig, get_peft_model, prepare_model_for_kbit_training
    from transformers import AutoModelForCausalLM, AutoTokenizer, TextStreamer

    tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-360M-Instruct")
    model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-360M-Instruct")
    draft = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")
    enc = tok("tell me a story", return_tensors="pt")
""")
LINES = HEAD.count("\n")


def found(body: str, release: str = "5.23.0") -> list[tuple[int, str]]:
    """(line in `body`, code) of every finding."""
    source = HEAD + textwrap.dedent(body)
    return [(f.span.line - LINES, f.code) for f in analysed.findings(source, "script.py", release)]


def test_compiled_modules_original_module_is_the_model():
    assert found("""
        compiled = torch.compile(model, backend="eager")
        compiled._orig_mod.generate(**enc, streamer=TextStreamer(tok), num_beams=3, max_new_tokens=5)
        getattr(compiled, "_orig_mod", compiled).generate(**enc, assistant_model=draft, use_cache=False)
    """) == [(3, "HF172"), (4, "HF101")]


def test_getattr_orig_mod_of_a_model_never_compiled_is_its_default():
    assert found("""
        getattr(draft, "_orig_mod", draft).generate(**enc, assistant_model=model, use_cache=False)
    """) == [(2, "HF101")]


def test_orig_mod_of_a_model_never_compiled_stays_unknown():
    # (a plain model has no `_orig_mod`: Python raises AttributeError there, not transformers)
    assert not found("""
        model._orig_mod.generate(**enc, streamer=TextStreamer(tok), num_beams=3, max_new_tokens=5)
    """)


def test_peft_tuner_holds_the_model_and_forwards_its_attributes():
    assert found("""
        lora = get_peft_model(model, LoraConfig(r=4, target_modules=["q_proj"]))
        lora.base_model.model.generate(**enc, assistant_model=draft, cache_implementation="static", max_new_tokens=5)
        lora.base_model.generate(**enc, assistant_model=draft, num_return_sequences=2, do_sample=True)
        lora.base_model.model.generation_config.use_cache = False
        lora.generate(**enc, assistant_model=draft)
    """) == [(3, "HF102"), (4, "HF105"), (6, "HF101")]


def test_peft_tuner_static_cache_is_a_warning_on_4_57():
    assert found(
        """
        lora = get_peft_model(model, LoraConfig(r=4, target_modules=["q_proj"]))
        lora.base_model.model.generate(**enc, assistant_model=draft, cache_implementation="static", max_new_tokens=5)
    """,
        "4.57.6",
    ) == [(3, "HF102")]


def test_base_model_of_a_plain_model_is_its_backbone():
    # (a transformers model's `base_model` is the backbone, which has no generate; nor does a model
    # wrapped by peft on one arm only surely have a tuner)
    assert not found("""
        import sys

        model.base_model.generate(**enc, assistant_model=draft, use_cache=False)
        model.base_model.model.generate(**enc, assistant_model=draft, use_cache=False)
        maybe = get_peft_model(draft, LoraConfig(r=4)) if sys.argv[1:] else draft
        maybe.base_model.model.generate(**enc, assistant_model=model, use_cache=False)
    """)


def test_prepare_model_for_kbit_training_hands_the_model_back():
    assert found("""
        prepared = prepare_model_for_kbit_training(model, use_gradient_checkpointing=True)
        prepared.generation_config.use_cache = False
        get_peft_model(prepared, LoraConfig(r=4)).generate(**enc, assistant_model=draft)
    """) == [(4, "HF101")]


def test_merged_model_has_its_backbone_as_base_model_again():
    assert found("""
        lora = get_peft_model(model, LoraConfig(r=4, target_modules=["q_proj"]))
        lora.base_model.model.generate(**enc, assistant_model=draft, use_cache=False)
        merged = lora.merge_and_unload()
        merged.base_model.model.generate(**enc, assistant_model=draft, use_cache=False)
        merged.generate(**enc, assistant_model=draft, use_cache=False)
    """) == [(3, "HF101"), (6, "HF101")]


AUTO_PEFT = textwrap.dedent("""\
    import tempfile

    from peft import AutoPeftModelForCausalLM, LoraConfig, get_peft_model
    from transformers import AutoModelForCausalLM

    adapter_dir = tempfile.mkdtemp()
    base = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
""")


def test_auto_peft_model_loads_the_saved_adapters_base_with_the_keywords():
    source = AUTO_PEFT + textwrap.dedent("""\
        get_peft_model(base, LoraConfig(r=4, target_modules=["q_proj"])).save_pretrained(adapter_dir)
        model = AutoPeftModelForCausalLM.from_pretrained(adapter_dir, is_trainable=False, temperature=0.3)
        model.generation_config.use_cache = False
        model.generate(input_ids=None, assistant_model=base)
    """)
    got = analysed.findings(source, "script.py", "5.23.0")
    assert [(f.span.line, f.code) for f in got] == [(9, "HF142"), (11, "HF101")]
    assert "Qwen2ForCausalLM.__init__() got an unexpected keyword argument 'temperature'" in got[0].message
    # (4.57's model config takes the legacy sampling options)
    assert [f.code for f in analysed.findings(source, "script.py", "4.57.6")] == ["HF101"]


def test_auto_peft_model_of_an_adapter_the_walk_did_not_see_saved_is_unknown():
    source = AUTO_PEFT + textwrap.dedent("""\
        AutoPeftModelForCausalLM.from_pretrained("someone/qwen-lora", temperature=0.3)
        base.save_pretrained(adapter_dir)
        AutoPeftModelForCausalLM.from_pretrained(adapter_dir, temperature=0.3)
        get_peft_model(base, LoraConfig(r=4)).merge_and_unload().save_pretrained(adapter_dir)
        AutoPeftModelForCausalLM.from_pretrained(adapter_dir, temperature=0.3)
    """)
    assert analysed.findings(source, "script.py", "5.23.0") == []


def test_generation_config_given_to_a_peft_model_without_task_type_stays_the_wrappers():
    # PeftModel's generate runs the model's own generation config; PeftModelForCausalLM's copies
    # the wrapper's onto the model first (both run on 4.57.6, 5.23.0 and 5.24.0)
    assert found("""
        from transformers import GenerationConfig

        plain = get_peft_model(model, LoraConfig(r=4, target_modules=["q_proj"]))
        plain.generation_config = GenerationConfig(use_cache=False)
        plain.generate(**enc, assistant_model=draft)
        lm = get_peft_model(draft, LoraConfig(task_type="CAUSAL_LM", r=4, target_modules=["q_proj"]))
        lm.generation_config = GenerationConfig(use_cache=False)
        lm.generate(**enc, assistant_model=model)
    """) == [(9, "HF101")]
