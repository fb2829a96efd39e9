# classes: 5 6
"""One cache object per request; Gemma 3 with its small draft."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache

FAMILY_CONFIG = {
    "gemma-3": {"target": "google/gemma-3-1b-it", "draft": "google/gemma-3-270m-it"},
    "gemma-2": {"target": "google/gemma-2-9b-it", "draft": "google/gemma-2-2b-it"},
}


def run(cfg, prompt):
    tok = AutoTokenizer.from_pretrained(cfg["target"])
    model = AutoModelForCausalLM.from_pretrained(cfg["target"], torch_dtype=torch.float32)
    draft = AutoModelForCausalLM.from_pretrained(cfg["draft"], torch_dtype=torch.float32)
    enc = tok(prompt, return_tensors="pt")
    out = model.generate(
        **enc,
        past_key_values=DynamicCache(),
        assistant_model=draft,
        do_sample=False,
        max_new_tokens=6,
    )
    return tok.decode(out[0], skip_special_tokens=True)


if __name__ == "__main__":
    for family, cfg in FAMILY_CONFIG.items():
        print(family, run(cfg, "tell me a story about the queen"))
