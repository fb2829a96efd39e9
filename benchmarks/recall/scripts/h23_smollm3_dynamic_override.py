# classes: 6 8
"""SmolLM3 with a Llama 3.2 draft: both use the Llama 3 tokenizer (128256 entries).

Per-family generation-config overrides are applied to the target before the run.
"""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

OVERRIDES = {
    "HuggingFaceTB/SmolLM3-3B": {"cache_implementation": "dynamic", "max_new_tokens": 8},
    "meta-llama/Llama-3.2-3B-Instruct": {"max_new_tokens": 8},
}
DRAFT = "meta-llama/Llama-3.2-1B-Instruct"


def apply_overrides(model, overrides):
    for key, value in overrides.items():
        setattr(model.generation_config, key, value)
    return model


def main():
    draft = AutoModelForCausalLM.from_pretrained(DRAFT, torch_dtype=torch.float32)
    for target_id, overrides in OVERRIDES.items():
        tok = AutoTokenizer.from_pretrained(target_id)
        model = apply_overrides(AutoModelForCausalLM.from_pretrained(target_id, torch_dtype=torch.float32), overrides)
        enc = tok("the quick brown fox jumps over the lazy dog", return_tensors="pt")
        out = model.generate(**enc, assistant_model=draft, do_sample=False)
        print(target_id, tok.decode(out[0], skip_special_tokens=True))


if __name__ == "__main__":
    main()
