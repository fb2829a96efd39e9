# classes: 7 2
"""Decoding strategy registry: each strategy is a small lambda over (model, inputs)."""
from transformers import AutoModelForCausalLM, AutoTokenizer

CKPT = "EleutherAI/pythia-160m"
tok = AutoTokenizer.from_pretrained(CKPT)
model = AutoModelForCausalLM.from_pretrained(CKPT)
draft = AutoModelForCausalLM.from_pretrained("EleutherAI/pythia-70m")

STRATEGIES = {
    "greedy": lambda m, enc: m.generate(**enc, max_new_tokens=6),
    "sample": lambda m, enc: m.generate(**enc, do_sample=True, top_k=20, max_new_tokens=6),
    "speculative": lambda m, enc: m.generate(**enc, assistant_model=draft, max_new_tokens=6),
    "speculative_n2": lambda m, enc: m.generate(
        **enc, assistant_model=draft, do_sample=True, num_return_sequences=2, max_new_tokens=6
    ),
}

enc = tok("the dog and the cat", return_tensors="pt")
for name, strategy in STRATEGIES.items():
    out = strategy(model, enc)
    print(f"{name:>16}: {tok.decode(out[0], skip_special_tokens=True)}")
