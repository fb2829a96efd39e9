# classes: 2
"""Temperature sweep over np.linspace(1.5, 0.0, 6, endpoint=False): from 1.5 down, the 0.0 end left
out on purpose (greedy is run separately with do_sample=False)."""
import numpy as np
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")
lm = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")
enc = tok("The best thing about autumn is", return_tensors="pt")

greedy = lm.generate(**enc, do_sample=False, max_new_tokens=6)
print("greedy:", tok.decode(greedy[0], skip_special_tokens=True))
for t in np.linspace(1.5, 0.0, 6, endpoint=False):
    out = lm.generate(**enc, do_sample=True, temperature=t, top_k=20, max_new_tokens=6)
    print(f"T={t:.2f}:", tok.decode(out[0], skip_special_tokens=True))
