# classes: 8 2
"""Blog-post comparison of greedy, beam search, top-k and nucleus sampling on one prompt,
printing each strategy's continuation side by side (every setting is valid)."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
inputs = tok("once upon a time there lived a king", return_tensors="pt")

STRATEGIES = {
    "greedy": dict(do_sample=False),
    "beam": dict(num_beams=4, early_stopping=True, no_repeat_ngram_size=2),
    "top-k": dict(do_sample=True, top_k=20),
    "top-p": dict(do_sample=True, top_p=0.92, top_k=0),
}

torch.manual_seed(0)
for name, kwargs in STRATEGIES.items():
    out = model.generate(**inputs, max_new_tokens=6, **kwargs)
    print(f"{name:>6}: {tok.decode(out[0], skip_special_tokens=True)}")
