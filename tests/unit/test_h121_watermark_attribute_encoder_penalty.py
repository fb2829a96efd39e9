"""h121: a `watermarking_config` dict written on a generation config (HF195 on every release, HF180
before 5.16 at `update()` and on the model's own config), and `encoder_repetition_penalty` under
HF191.

Runs behind every expectation (tests/groundtruth/trial.py, gpt2 and Flan-T5 stand-ins, all 28
releases; see benchmarks/README.md, section h121): `gc.watermarking_config = {...}` then
`generate(generation_config=gc)`, a pipeline call given that config, or `gc.validate()` raise
"'dict' object has no attribute 'validate'" on every release; `gc.update(watermarking_config={...})`
and `model.generation_config.watermarking_config = {...}` then generate raise on 4.57.6 to 5.15.1
and run from 5.16.1; a `WatermarkingConfig(...)` written as the attribute, the dict given to
`GenerationConfig(...)`, and a written config never used run on all. `encoder_repetition_penalty`
2, 0, -1.0 and np.float32(1.2) raise HF191's message for both models (greedy, sampling, beams, a
text-generation pipeline); 1, 1.2, np.float32(1.0), np.float64(1.2), an unused config and a call
given only `inputs_embeds` run.
"""

from __future__ import annotations

import textwrap

import analysed

GPT2 = """\
import numpy as np
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig, WatermarkingConfig, pipeline

tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
ids = tok("Hello there", return_tensors="pt").input_ids
"""

T5 = """\
import numpy as np
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer, GenerationConfig

tok = AutoTokenizer.from_pretrained("google/flan-t5-small")
model = AutoModelForSeq2SeqLM.from_pretrained("google/flan-t5-small")
enc = tok("summarize: hello", return_tensors="pt")
"""

ALL = ("4.57.6", "5.15.0", "5.15.1", "5.16.1", "5.23.0", "5.24.0")
BEFORE_516 = ("4.57.6", "5.15.0", "5.15.1")
FROM_516 = ("5.16.1", "5.23.0", "5.24.0")


def codes(head: str, body: str, release: str) -> list[str]:
    found = analysed.findings(head + textwrap.dedent(body), "script.py", release)
    return [f.code for f in found]


def test_dict_attribute_on_a_passed_config_raises_on_every_release():
    write = 'gc = GenerationConfig(do_sample=True, max_new_tokens=3)\ngc.watermarking_config = {"bias": 2.0}\n'
    bodies = (
        write + "model.generate(ids, generation_config=gc)\n",
        write + 'pipe = pipeline("text-generation", model="openai-community/gpt2")\npipe("hi", generation_config=gc)\n',
        write + "gc.validate()\n",
    )
    for body in bodies:
        for release in ALL:
            assert codes(GPT2, body, release) == ["HF195"], (release, body)


def test_update_and_model_config_raise_before_5_16():
    update = 'gc = GenerationConfig(do_sample=True, max_new_tokens=3)\ngc.update(watermarking_config={"bias": 2.0})\n'
    model_attr = 'model.generation_config.watermarking_config = {"bias": 2.0}\n'
    model_attr += "model.generate(ids, do_sample=True, max_new_tokens=3)\n"
    for body in (update, model_attr):
        for release in BEFORE_516:
            assert codes(GPT2, body, release) == ["HF180"], (release, body)
        for release in FROM_516:
            assert codes(GPT2, body, release) == [], (release, body)


def test_watermark_near_misses_are_clean():
    bodies = (
        "gc = GenerationConfig(do_sample=True, max_new_tokens=3)\n"
        "gc.watermarking_config = WatermarkingConfig(bias=2.0)\nmodel.generate(ids, generation_config=gc)\n",
        'gc = GenerationConfig(do_sample=True, max_new_tokens=3, watermarking_config={"bias": 2.0})\n'
        "model.generate(ids, generation_config=gc)\n",
        'gc = GenerationConfig(max_new_tokens=3)\ngc.watermarking_config = {"bias": 2.0}\nprint(gc)\n',
        "gc = GenerationConfig(do_sample=True, max_new_tokens=3)\n"
        "gc.update(watermarking_config=WatermarkingConfig(bias=2.0))\nmodel.generate(ids, generation_config=gc)\n",
    )
    for body in bodies:
        for release in ALL:
            assert codes(GPT2, body, release) == [], (release, body)


def test_encoder_repetition_penalty_values_that_raise():
    for value in ("2", "0", "-1.0", "np.float32(1.2)"):
        seq2seq = f"model.generate(**enc, encoder_repetition_penalty={value}, max_new_tokens=3)\n"
        decoder = f"model.generate(ids, encoder_repetition_penalty={value}, max_new_tokens=3)\n"
        for release in ("4.57.6", "5.15.0", "5.24.0"):
            assert codes(T5, seq2seq, release) == ["HF191"], (release, value)
            assert codes(GPT2, decoder, release) == ["HF191"], (release, value)
    config = "gc = GenerationConfig(encoder_repetition_penalty=2, max_new_tokens=3)\n"
    config += "model.generate(**enc, generation_config=gc)\n"
    pipe = 'pipe = pipeline("text-generation", model="openai-community/gpt2")\n'
    pipe += 'pipe("hi", encoder_repetition_penalty=2, max_new_tokens=3)\n'
    assert codes(T5, config, "5.23.0") == ["HF191"]
    assert codes(GPT2, pipe, "5.23.0") == ["HF191"]
    found = analysed.findings(GPT2 + pipe, "script.py", "5.23.0")
    assert "encoder_repetition_penalty is set to 2" in found[0].message


def test_encoder_repetition_penalty_near_misses_are_clean():
    for value in ("1", "1.2", "np.float32(1.0)", "np.float64(1.2)", "None"):
        body = f"model.generate(**enc, encoder_repetition_penalty={value}, max_new_tokens=3)\n"
        for release in ("4.57.6", "5.24.0"):
            assert codes(T5, body, release) == [], (release, value)
    unused = "gc = GenerationConfig(encoder_repetition_penalty=2)\nprint(gc)\n"
    embeds = "emb = model.get_input_embeddings()(ids)\n"
    embeds += "model.generate(inputs_embeds=emb, encoder_repetition_penalty=2, max_new_tokens=3)\n"
    assert codes(T5, unused, "5.23.0") == []
    assert codes(GPT2, embeds, "5.23.0") == []


def test_attribute_dict_then_update_dict_is_converted_from_5_16():
    # (runs: 4.57.6 and 5.15.0 raise at the update, 5.16.1 and 5.24.0 run: update() converts)
    body = 'gc = GenerationConfig(do_sample=True, max_new_tokens=3)\ngc.watermarking_config = {"bias": 2.0}\n'
    body += 'gc.update(watermarking_config={"bias": 2.5})\nmodel.generate(ids, generation_config=gc)\n'
    for release in FROM_516:
        assert codes(GPT2, body, release) == [], release
    assert codes(GPT2, body, "5.15.0")[0] == "HF180"
