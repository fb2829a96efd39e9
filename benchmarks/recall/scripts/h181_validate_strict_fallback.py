# classes: 8 3
"""Inference service that receives a generation preset as JSON, checks it with
GenerationConfig.validate(strict=True) and falls back to a plain greedy preset when the check fails."""
import json

from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

PRESET_JSON = '{"do_sample": false, "temperature": 0.7, "top_p": 0.9, "max_new_tokens": 6}'
FALLBACK = GenerationConfig(do_sample=False, max_new_tokens=6)

tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")


def load_preset(text):
    config = GenerationConfig(**json.loads(text))
    try:
        config.validate(strict=True)
    except ValueError as err:
        print(f"preset rejected ({err.__class__.__name__}), using fallback")
        return FALLBACK
    return config


if __name__ == "__main__":
    config = load_preset(PRESET_JSON)
    enc = tok("Name three colors.", return_tensors="pt")
    out = model.generate(**enc, generation_config=config)
    print(tok.decode(out[0, enc["input_ids"].shape[1]:], skip_special_tokens=True))
