# classes: 2 8
"""Sweep memory-saving cache modes and record peak RSS for each."""
import resource

from transformers import AutoModelForCausalLM, AutoTokenizer

NAME = "HuggingFaceTB/SmolLM2-135M"
tok = AutoTokenizer.from_pretrained(NAME)
model = AutoModelForCausalLM.from_pretrained(NAME)
enc = tok("a b c d e f g " * 5, return_tensors="pt")

PROFILES = {
    "dynamic": {},
    "static": {"cache_implementation": "static"},
    "offloaded": {"cache_implementation": "offloaded"},
    "sliding": {"cache_implementation": "sliding_window"},
}
for label, kw in PROFILES.items():
    model.generate(**enc, max_new_tokens=4, do_sample=False, **kw)
    print(label, resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)
