# classes: 6 2
"""Load every model of the speed table with its default attention, the state-space one included."""
import time

from transformers import AutoModelForCausalLM, AutoTokenizer

MODELS = ["EleutherAI/pythia-70m", "state-spaces/mamba-130m-hf"]
for name in MODELS:
    tok = AutoTokenizer.from_pretrained(name)
    model = AutoModelForCausalLM.from_pretrained(name)
    enc = tok("hello world", return_tensors="pt")
    t0 = time.perf_counter()
    model.generate(input_ids=enc.input_ids, max_new_tokens=4, do_sample=False)
    print(name, f"{(time.perf_counter() - t0) * 1000:.1f} ms")
