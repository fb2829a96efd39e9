# classes: 5 6
"""Pre-allocated KV caches per family so the decode loop never reallocates."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, StaticCache

FAMILY_CONFIG = {
    "gemma-3": {
        "target": "google/gemma-3-1b-it",
        "draft": "google/gemma-3-270m-it",
        "max_cache_len": 1024,
    },
}


def preallocated_cache(model, max_cache_len):
    return StaticCache(config=model.config, max_cache_len=max_cache_len)


def run(cfg, prompt):
    tok = AutoTokenizer.from_pretrained(cfg["target"])
    model = AutoModelForCausalLM.from_pretrained(cfg["target"], torch_dtype=torch.float32)
    draft = AutoModelForCausalLM.from_pretrained(cfg["draft"], torch_dtype=torch.float32)
    enc = tok(prompt, return_tensors="pt")
    cache = preallocated_cache(model, cfg["max_cache_len"])
    out = model.generate(
        **enc,
        past_key_values=cache,
        assistant_model=draft,
        do_sample=False,
        max_new_tokens=6,
    )
    return tok.decode(out[0], skip_special_tokens=True)


if __name__ == "__main__":
    for family, cfg in FAMILY_CONFIG.items():
        print(family, run(cfg, "tell me a story about the queen"))
