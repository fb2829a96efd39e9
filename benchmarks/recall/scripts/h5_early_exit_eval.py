# classes: 2 8
# Self-speculative decoding (LayerSkip-style early exit) at a few exit layers, greedy and sampled.
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("meta-llama/Llama-3.2-1B")
model = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-1B")
enc = tok("once upon a time there lived a king", return_tensors="pt")

settings = [
    {"assistant_early_exit": 2},
    {"assistant_early_exit": 2, "do_sample": True, "num_return_sequences": 2},
]
for s in settings:
    out = model.generate(**enc, max_new_tokens=4, **s)
    print(s, out.shape)
