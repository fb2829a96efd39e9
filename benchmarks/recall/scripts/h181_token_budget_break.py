# classes: 2 3
"""Multi-part answer under a token budget: each section gets at most PER_SECTION new tokens and
the budget left; the loop stops once the budget is spent."""
from transformers import AutoModelForCausalLM, AutoTokenizer

TOTAL_BUDGET = 10
PER_SECTION = 5
SECTIONS = ["Introduction:", "Method:", "Results:"]

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")

spent = 0
document = []
for heading in SECTIONS:
    allowed = min(PER_SECTION, TOTAL_BUDGET - spent)
    if allowed <= 0:
        break
    enc = tok(heading, return_tensors="pt")
    out = model.generate(**enc, max_new_tokens=allowed, do_sample=False)
    new_tokens = out.shape[1] - enc["input_ids"].shape[1]
    spent += new_tokens
    document.append(tok.decode(out[0], skip_special_tokens=True))
print("\n".join(document))
