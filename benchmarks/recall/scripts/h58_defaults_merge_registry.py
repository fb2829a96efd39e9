# classes: 7 3
"""Model registry with lru_cache'd loaders; request params are merged over per-model defaults."""
from functools import lru_cache

from transformers import AutoModelForCausalLM, AutoTokenizer

REGISTRY = {
    "qwen-small": {"target": "Qwen/Qwen2.5-1.5B-Instruct", "draft": "Qwen/Qwen2.5-0.5B-Instruct"},
    "llama-small": {"target": "meta-llama/Llama-3.2-3B-Instruct", "draft": "meta-llama/Llama-3.2-1B-Instruct"},
}

DEFAULTS = {"max_new_tokens": 16, "do_sample": False, "use_cache": True}
PER_MODEL = {
    "qwen-small": {"repetition_penalty": 1.05},
    "llama-small": {"use_cache": False, "temperature": None},  # was OOMing on long prompts
}


@lru_cache(maxsize=4)
def load(name):
    spec = REGISTRY[name]
    tok = AutoTokenizer.from_pretrained(spec["target"])
    model = AutoModelForCausalLM.from_pretrained(spec["target"])
    draft = AutoModelForCausalLM.from_pretrained(spec["draft"])
    return tok, model, draft


def handle(payload):
    name = payload.get("model", "qwen-small")
    tok, model, draft = load(name)
    params = {**DEFAULTS, **PER_MODEL.get(name, {}), **payload.get("parameters", {})}
    enc = tok(payload["prompt"], return_tensors="pt")
    out = model.generate(**enc, assistant_model=draft, **params)
    return tok.decode(out[0][enc["input_ids"].shape[1]:], skip_special_tokens=True)


if __name__ == "__main__":
    for name in REGISTRY:
        print(name, handle({"model": name, "prompt": "Say hi.", "parameters": {"max_new_tokens": 4}}))
