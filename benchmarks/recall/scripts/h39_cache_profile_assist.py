# classes: 8 2
"""Generation configs per memory profile, built once and edited per device, for an
on-device reply model with a draft; the low-memory profile keeps the dynamic cache explicit."""

import copy

from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

BASE = GenerationConfig(max_new_tokens=4, do_sample=False)
PROFILES = {
    "desktop": {"cache_implementation": None},
    "mobile": {"cache_implementation": "dynamic"},
}


def config_for(profile):
    cfg = copy.deepcopy(BASE)
    for key, value in PROFILES[profile].items():
        setattr(cfg, key, value)
    return cfg


def main():
    tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-360M-Instruct")
    model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-360M-Instruct").eval()
    draft = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct").eval()
    inputs = tok("Reply to: are you coming tonight?", return_tensors="pt")
    for profile in PROFILES:
        out = model.generate(**inputs, generation_config=config_for(profile), assistant_model=draft)
        print(profile, tok.decode(out[0, inputs.input_ids.shape[1] :]))


if __name__ == "__main__":
    main()
