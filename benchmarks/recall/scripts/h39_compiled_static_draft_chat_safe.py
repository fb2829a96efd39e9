# classes: 5 1
"""Compile-friendly on-device chat: a static cache sized for the device and
torch.compile on the forward, the draft model stays off with a static cache.
"""

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

MAIN = "HuggingFaceTB/SmolLM2-360M-Instruct"
DRAFT = "HuggingFaceTB/SmolLM2-135M-Instruct"
USE_DRAFT = False  # the draft fights the static cache; measured slower
CACHE_LEN = 96


def device_generation_config():
    cfg = GenerationConfig(max_new_tokens=5, do_sample=False)
    cfg.cache_implementation = "static"
    cfg.cache_config = {"max_cache_len": CACHE_LEN}
    return cfg


def main():
    tok = AutoTokenizer.from_pretrained(MAIN)
    model = AutoModelForCausalLM.from_pretrained(MAIN, torch_dtype=torch.float32).eval()
    model.forward = torch.compile(model.forward, mode="reduce-overhead", dynamic=False, backend="eager")
    draft = AutoModelForCausalLM.from_pretrained(DRAFT, torch_dtype=torch.float32).eval() if USE_DRAFT else None
    cfg = device_generation_config()
    for turn in ["hello", "play some jazz"]:
        ids = tok(turn, return_tensors="pt")
        extra = {"assistant_model": draft} if draft is not None else {}
        out = model.generate(**ids, generation_config=cfg, **extra)
        print(turn, "->", tok.decode(out[0, ids.input_ids.shape[1] :]))


if __name__ == "__main__":
    main()
