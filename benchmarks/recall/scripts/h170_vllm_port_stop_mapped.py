# classes: 3 8
"""Evaluation loop ported from a vLLM script: the SamplingParams-style settings dict is mapped to
generate's names (`stop` becomes `stop_strings`, with the tokenizer)."""
import json

from transformers import AutoModelForCausalLM, AutoTokenizer

SAMPLING = json.loads('{"temperature": 0.2, "top_p": 0.95, "max_new_tokens": 8, "stop": ["\\ndef", "\\nclass"]}')
MODEL_ID = "Qwen/Qwen2.5-Coder-0.5B-Instruct"

tok = AutoTokenizer.from_pretrained(MODEL_ID)
model = AutoModelForCausalLM.from_pretrained(MODEL_ID)


def to_hf(params):
    params = dict(params)
    stop = params.pop("stop", None)
    if stop:
        params["stop_strings"] = stop
        params["tokenizer"] = tok
    return params


tasks = ["def max_of_list(xs):\n", "def count_vowels(s):\n"]
outputs = []
for prompt in tasks:
    enc = tok(prompt, return_tensors="pt")
    gen = model.generate(**enc, do_sample=True, **to_hf(SAMPLING))
    outputs.append(tok.decode(gen[0][enc["input_ids"].shape[-1]:], skip_special_tokens=True))
print(outputs)
