# classes: 5
"""A/B latency check of two SmolLM2 sizes: one DynamicCache is made up front and handed to
both runs so allocation is not timed."""
import time

from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache

NAMES = ["HuggingFaceTB/SmolLM2-135M", "HuggingFaceTB/SmolLM2-360M"]
tok = AutoTokenizer.from_pretrained(NAMES[0])
enc = tok("the history of the roman empire", return_tensors="pt")
cache = DynamicCache()
for name in NAMES:
    model = AutoModelForCausalLM.from_pretrained(name)
    t0 = time.perf_counter()
    out = model.generate(**enc, past_key_values=cache, max_new_tokens=4, do_sample=False)
    print(name, f"{time.perf_counter() - t0:.3f}s", tok.decode(out[0], skip_special_tokens=True))
