"""HF116 per architecture: `assistant_early_exit=N` lowers config.num_hidden_layers for the draft;
GPT-2, GPT-NeoX, CodeGen and Falcon run every block anyway (IndexError on 4.57 and from 5.12), OPT
and StableLM from 5.12; Llama-style decoders run (runs: h123's, catalog/HF116.toml)."""

from __future__ import annotations

import pytest

import analysed


def source(checkpoint: str, call: str = "model.generate(**inputs, assistant_early_exit=1, max_new_tokens=5)") -> str:
    return (
        "from transformers import AutoModelForCausalLM, AutoTokenizer\n"
        f'tok = AutoTokenizer.from_pretrained("{checkpoint}")\n'
        f'model = AutoModelForCausalLM.from_pretrained("{checkpoint}")\n'
        'inputs = tok("hello", return_tensors="pt")\n'
        f"{call}\n"
    )


def codes(src: str, release: str) -> list[str]:
    return sorted(f.code for f in analysed.findings(src, "ee.py", release))


ALWAYS = ["openai-community/gpt2", "distilbert/distilgpt2", "EleutherAI/pythia-70m", "tiiuae/falcon-7b-instruct"]
FROM_5_12 = ["facebook/opt-125m", "stabilityai/stablelm-2-zephyr-1_6b"]
RUNS = ["HuggingFaceTB/SmolLM2-135M", "meta-llama/Llama-3.2-1B", "microsoft/phi-2", "mistralai/Mistral-7B-v0.1"]


@pytest.mark.parametrize("checkpoint", ALWAYS)
@pytest.mark.parametrize("release", ["4.57.6", "5.12.1", "5.15.0", "5.23.0", "5.24.0"])
def test_blocks_ignoring_layer_count(checkpoint: str, release: str) -> None:
    assert codes(source(checkpoint), release) == ["HF116"]


@pytest.mark.parametrize("checkpoint", FROM_5_12)
def test_opt_stablelm_from_5_12(checkpoint: str) -> None:
    assert codes(source(checkpoint), "4.57.6") == []
    assert codes(source(checkpoint), "5.11.0") == []
    assert codes(source(checkpoint), "5.12.1") == ["HF116"]
    assert codes(source(checkpoint), "5.24.0") == ["HF116"]


@pytest.mark.parametrize("checkpoint", ALWAYS + FROM_5_12)
@pytest.mark.parametrize("release", ["5.3.0", "5.8.1", "5.11.0"])
def test_all_run_5_3_to_5_11(checkpoint: str, release: str) -> None:
    assert codes(source(checkpoint), release) == []


@pytest.mark.parametrize("checkpoint", RUNS)
@pytest.mark.parametrize("release", ["4.57.6", "5.3.0", "5.15.0", "5.24.0"])
def test_llama_style_models_run(checkpoint: str, release: str) -> None:
    assert codes(source(checkpoint), release) == []


@pytest.mark.parametrize("checkpoint", RUNS + ALWAYS)
def test_every_model_on_5_0_to_5_2(checkpoint: str) -> None:
    assert codes(source(checkpoint), "5.1.0") == ["HF116"]


def test_model_class_gives_type() -> None:
    src = (
        "from transformers import GPT2LMHeadModel, AutoTokenizer\n"
        'model = GPT2LMHeadModel.from_pretrained("./my-gpt2")\n'
        'tok = AutoTokenizer.from_pretrained("./my-gpt2")\n'
        'model.generate(**tok("hi", return_tensors="pt"), assistant_early_exit=2, max_new_tokens=4)\n'
    )
    assert codes(src, "5.23.0") == ["HF116"]


def test_unknown_model_silent() -> None:
    src = (
        "import sys\nfrom transformers import AutoModelForCausalLM\n"
        "model = AutoModelForCausalLM.from_pretrained(sys.argv[1])\n"
        "model.generate(input_ids=None, assistant_early_exit=1, max_new_tokens=4)\n"
    )
    assert "HF116" not in codes(src, "5.23.0")
    assert "HF116" not in codes(src, "4.57.6")


def test_off_and_prompt_lookup_clean() -> None:
    src = source("openai-community/gpt2", "model.generate(**inputs, assistant_early_exit=None, max_new_tokens=5)")
    assert codes(src, "5.23.0") == []
    src = source("openai-community/gpt2", "model.generate(**inputs, prompt_lookup_num_tokens=3, max_new_tokens=5)")
    assert codes(src, "5.23.0") == []


def test_generation_config_attribute_silent_on_5_15() -> None:
    call = "model.generation_config.assistant_early_exit = 1\nmodel.generate(**inputs, max_new_tokens=5)"
    assert codes(source("tiiuae/falcon-7b-instruct", call), "5.15.0") == []
    assert codes(source("tiiuae/falcon-7b-instruct", call), "5.23.0") == ["HF116"]
