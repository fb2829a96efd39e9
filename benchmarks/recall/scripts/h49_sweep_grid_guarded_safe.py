# classes: 2 1
"""Speed sweep in the style of a sacred experiment: nested loops, a guard skips the bad combination."""
import copy
import time

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

BASE_CONFIG = {
    "llm": {
        "model": "Qwen/Qwen2.5-0.5B-Instruct",
        "generation_args": {"max_new_tokens": 6, "do_sample": False},
    }
}

_models = {}


def load(name):
    if name not in _models:
        _models[name] = (AutoTokenizer.from_pretrained(name), AutoModelForCausalLM.from_pretrained(name))
    return _models[name]


def experiment(**kwargs):
    cfg = copy.deepcopy(BASE_CONFIG)
    if "llm_model" in kwargs:
        cfg["llm"]["model"] = kwargs["llm_model"]
    if "use_cache" in kwargs:
        cfg["llm"]["generation_args"]["use_cache"] = kwargs["use_cache"]
    if "prompt_lookup_num_tokens" in kwargs:
        cfg["llm"]["generation_args"]["prompt_lookup_num_tokens"] = kwargs["prompt_lookup_num_tokens"]
    tok, model = load(cfg["llm"]["model"])
    enc = tok("Repeat after me: red green blue red green", return_tensors="pt")
    t0 = time.time()
    with torch.no_grad():
        out = model.generate(**enc, **cfg["llm"]["generation_args"])
    print(kwargs, round(time.time() - t0, 3), out.shape[-1])


def main():
    for llm_model in ["Qwen/Qwen2.5-0.5B-Instruct"]:
        for use_cache in [True, False]:
            for prompt_lookup_num_tokens in [None, 20]:
                if prompt_lookup_num_tokens and not use_cache:
                    continue
                experiment(
                    llm_model=llm_model,
                    use_cache=use_cache,
                    prompt_lookup_num_tokens=prompt_lookup_num_tokens,
                )


if __name__ == "__main__":
    main()
