# classes: 8 2
"""Loads decoding presets from a dict of dicts with GenerationConfig.from_dict inside try; a
preset that cannot be built is replaced by the default greedy preset."""
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

PRESETS = {
    "greedy": {"do_sample": False, "max_new_tokens": 5},
    "multi": {"do_sample": False, "num_beams": 2, "num_return_sequences": 3, "max_new_tokens": 5},
}

tok = AutoTokenizer.from_pretrained("facebook/opt-125m")
model = AutoModelForCausalLM.from_pretrained("facebook/opt-125m")


def build(name):
    try:
        return GenerationConfig.from_dict(PRESETS[name])
    except ValueError:
        return GenerationConfig.from_dict(PRESETS["greedy"])


enc = tok("The capital of France is", return_tensors="pt")
for name in PRESETS:
    config = build(name)
    try:
        out = model.generate(**enc, generation_config=config)
    except ValueError as err:
        print(name, "skipped:", err)
        continue
    print(name, tok.batch_decode(out, skip_special_tokens=True))
