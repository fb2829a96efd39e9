# classes: 3 2
"""pass@k with settings from TOML, a profile table merged over the defaults; greedy profile scores pass@1 only."""
import tomllib

from transformers import AutoModelForCausalLM, AutoTokenizer

CONFIG = """
[defaults]
max_new_tokens = 6
pad_to_eos = true

[profiles.greedy]
do_sample = false
samples = 1

[profiles.sampled]
do_sample = true
temperature = 0.8
top_k = 20
samples = 4
"""


def deep_merge(base, extra):
    merged = dict(base)
    for key, value in extra.items():
        if isinstance(value, dict) and isinstance(merged.get(key), dict):
            merged[key] = deep_merge(merged[key], value)
        else:
            merged[key] = value
    return merged


settings = tomllib.loads(CONFIG)
tok = AutoTokenizer.from_pretrained("facebook/opt-125m")
lm = AutoModelForCausalLM.from_pretrained("facebook/opt-125m")
batch = tok(["def identity(x):\n    return"], return_tensors="pt")

for profile in ("greedy", "sampled"):
    opts = deep_merge(settings["defaults"], settings["profiles"][profile])
    samples = opts.pop("samples")
    if opts.pop("pad_to_eos"):
        opts["pad_token_id"] = tok.eos_token_id
    out = lm.generate(**batch, num_return_sequences=samples, **opts)
    hits = sum("x" in t for t in tok.batch_decode(out, skip_special_tokens=True))
    print(profile, "pass@1 estimate", hits / samples)
