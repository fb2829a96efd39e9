"""h116: HF190, assisted generation with `output_attentions` and `return_dict_in_generate` on a
main model running SDPA attention.

Runs behind every expectation (tests/groundtruth/trial.py, gpt2 + distilgpt2 and SmolLM2-360M +
SmolLM2-135M stand-ins; see benchmarks/README.md, section h116): Llama raises TypeError on 4.57.6 to
5.1.0 and IndexError from 5.2.0; GPT-2 runs on 4.57.6 to 5.2.0 and raises IndexError from 5.3.0;
prompt lookup raises too; eager on the main model runs, eager on the assistant only raises;
`attn_implementation="sdpa"` raises; without return_dict_in_generate it runs; attributes of
model.generation_config raise (GPT-2, 5.13.1 to 5.24.0 as run).
"""

from __future__ import annotations

import analysed

SMOL = """\
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-360M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-360M"{main})
draft = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M"{draft})
enc = tok("The capital of France is", return_tensors="pt")
"""

GPT2 = """\
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2"{main})
draft = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2"{draft})
enc = tok("Once upon a time", return_tensors="pt")
"""

FLAGS = "max_new_tokens=6, return_dict_in_generate=True, output_attentions=True"
CALL = f"out = model.generate(**enc, assistant_model=draft, {FLAGS})\n"
RELEASES = ("4.57.6", "5.0.0", "5.13.1", "5.14.0", "5.15.0", "5.23.0", "5.24.0")


def codes(head: str, body: str, release: str = "5.23.0", main: str = "", draft: str = "") -> list[str]:
    source = head.format(main=main, draft=draft) + body
    return [f.code for f in analysed.findings(source, "attn.py", release)]


def test_llama_default_attention_on_every_release():
    for release in RELEASES:
        assert codes(SMOL, CALL, release) == ["HF190"], release


def test_message_per_release():
    old = analysed.findings(SMOL.format(main="", draft="") + CALL, "attn.py", "4.57.6")
    new = analysed.findings(SMOL.format(main="", draft="") + CALL, "attn.py", "5.23.0")
    assert "TypeError" in old[0].message and "IndexError" in new[0].message


def test_gpt2_from_5_3():
    assert codes(GPT2, CALL, "4.57.6") == []
    assert codes(GPT2, CALL, "5.2.0") == []
    assert codes(GPT2, CALL, "5.3.0") == ["HF190"]
    assert codes(GPT2, CALL, "5.24.0") == ["HF190"]


def test_prompt_lookup():
    call = f"out = model.generate(**enc, prompt_lookup_num_tokens=3, {FLAGS})\n"
    assert codes(SMOL, call) == ["HF190"]


def test_qwen2_and_mistral_prompt_lookup():
    call = f"out = model.generate(**enc, prompt_lookup_num_tokens=3, {FLAGS})\n"
    for name in ("Qwen/Qwen2.5-0.5B", "mistralai/Mistral-7B-v0.1"):
        head = SMOL.replace("HuggingFaceTB/SmolLM2-360M", name)
        assert codes(head, call, "4.57.6") == ["HF190"], name
        assert codes(head, call, "5.24.0") == ["HF190"], name


def test_eager_main_is_silent_eager_draft_is_not():
    assert codes(SMOL, CALL, main=', attn_implementation="eager"') == []
    assert codes(SMOL, CALL, draft=', attn_implementation="eager"') == ["HF190"]
    assert codes(SMOL, CALL, main=', attn_implementation="sdpa"') == ["HF190"]


def test_generation_config_attributes():
    body = "model.generation_config.output_attentions = True\nmodel.generation_config.return_dict_in_generate = True\n"
    body += "out = model.generate(**enc, assistant_model=draft, max_new_tokens=6)\n"
    assert codes(GPT2, body, "5.15.0") == ["HF190"]


def test_silent_near_misses():
    no_dict = "ids = model.generate(**enc, assistant_model=draft, max_new_tokens=6, output_attentions=True)\n"
    plain = "out = model.generate(**enc, max_new_tokens=6, return_dict_in_generate=True, output_attentions=True)\n"
    scores = "out = model.generate(**enc, assistant_model=draft, max_new_tokens=6, return_dict_in_generate=True, "
    scores += "output_scores=True)\n"
    for body in (no_dict, plain, scores):
        assert codes(SMOL, body) == [], body


def test_silent_when_unknown():
    # an implementation from elsewhere, or changed after the load
    assert codes(SMOL, CALL, main=", attn_implementation=IMPL") == []
    assert codes(SMOL, 'model.set_attn_implementation("eager")\n' + CALL) == []
    unknown = SMOL.replace('"HuggingFaceTB/SmolLM2-360M"{main}', "NAME{main}")
    assert codes(unknown, CALL) == []
