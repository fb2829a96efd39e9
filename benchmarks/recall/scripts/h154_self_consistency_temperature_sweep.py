# classes: 2 8
"""Self-consistency sweep: how often the majority answer changes with the sampling temperature
(from deterministic to hot)."""

from collections import Counter

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")

TEMPERATURES = [0.0, 0.5, 1.0]
enc = tok("three plus four is", return_tensors="pt")
for t in TEMPERATURES:
    out = model.generate(**enc, do_sample=True, temperature=t, num_return_sequences=3, max_new_tokens=3)
    votes = Counter(tok.batch_decode(out[:, enc.input_ids.shape[1]:], skip_special_tokens=True))
    print(t, votes.most_common(1))
