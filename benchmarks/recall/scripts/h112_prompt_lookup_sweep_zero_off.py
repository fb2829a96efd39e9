# classes: 2 7
"""Sweep the number of prompt-lookup tokens; 0 is meant as the baseline without lookup."""
import time

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")
enc = tok("the red fox and the blue fox and the red fox", return_tensors="pt")

for n in [0, 3, 10]:
    start = time.perf_counter()
    out = model.generate(**enc, prompt_lookup_num_tokens=n, max_new_tokens=8)
    print(n, time.perf_counter() - start, out.shape)
