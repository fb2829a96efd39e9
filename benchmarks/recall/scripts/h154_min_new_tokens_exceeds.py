# classes: 2 8
"""Length-controlled synthetic answers: short, medium and long buckets, each with a minimum and a
maximum number of new tokens."""

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
BUCKETS = {"short": (1, 3), "medium": (3, 6), "long": (8, 6)}
enc = tok("describe the garden", return_tensors="pt")
for name, (lo, hi) in BUCKETS.items():
    out = model.generate(**enc, min_new_tokens=lo, max_new_tokens=hi, do_sample=False)
    print(name, out.shape[1] - enc.input_ids.shape[1])
