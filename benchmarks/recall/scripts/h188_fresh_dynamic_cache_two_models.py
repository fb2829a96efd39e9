# classes: 5
"""A/B latency check of two SmolLM2 sizes: each run gets a fresh DynamicCache made before the
timer starts, so allocation is not timed."""
import time

from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache

NAMES = ["HuggingFaceTB/SmolLM2-135M", "HuggingFaceTB/SmolLM2-360M"]
tok = AutoTokenizer.from_pretrained(NAMES[0])
enc = tok("the history of the roman empire", return_tensors="pt")
for name in NAMES:
    model = AutoModelForCausalLM.from_pretrained(name)
    cache = DynamicCache()
    t0 = time.perf_counter()
    out = model.generate(**enc, past_key_values=cache, max_new_tokens=4, do_sample=False)
    print(name, f"{time.perf_counter() - t0:.3f}s", tok.decode(out[0], skip_special_tokens=True))
