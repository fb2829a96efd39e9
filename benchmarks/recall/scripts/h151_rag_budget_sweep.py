# classes: 2 8
"""Sweep of answer budgets over one RAG prompt to see how answer length changes quality;
the first entry stands for "no answer, just score the prompt"."""

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
enc = tok("the king lived in a garden . who lived in the garden ?", return_tensors="pt")

for budget in (0, 8, 16):
    out = model.generate(**enc, max_new_tokens=budget, do_sample=False)
    print(budget, tok.decode(out[0, enc.input_ids.shape[1]:]))
