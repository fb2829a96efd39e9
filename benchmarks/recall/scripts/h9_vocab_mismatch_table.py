# classes: 6 2
"""Which small drafts help gpt2-large? Results table over candidate assistants."""
from transformers import AutoModelForCausalLM, AutoTokenizer

target_id = "openai-community/gpt2-large"
candidates = ["distilbert/distilgpt2", "openai-community/gpt2", "HuggingFaceTB/SmolLM2-135M"]

tok = AutoTokenizer.from_pretrained(target_id)
target = AutoModelForCausalLM.from_pretrained(target_id)
enc = tok("the quick brown fox jumps", return_tensors="pt")
ref = target.generate(**enc, max_new_tokens=6, do_sample=False)

table = []
for cand in candidates:
    draft = AutoModelForCausalLM.from_pretrained(cand)
    out = target.generate(**enc, max_new_tokens=6, do_sample=False, assistant_model=draft)
    table.append((cand, bool((out == ref).all())))

for cand, same in table:
    print(f"{cand:<36}{'match' if same else 'DIFF'}")
