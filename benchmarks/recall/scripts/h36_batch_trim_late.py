# classes: 9 2
"""Speculative batch job that trims to one prompt for assisted decoding, after tokenising."""
from transformers import AutoModelForCausalLM, AutoTokenizer

MAIN = "EleutherAI/pythia-160m"
DRAFT = "EleutherAI/pythia-70m"

tok = AutoTokenizer.from_pretrained(MAIN)
tok.pad_token = tok.eos_token
tok.padding_side = "left"
model = AutoModelForCausalLM.from_pretrained(MAIN)
assistant = AutoModelForCausalLM.from_pretrained(DRAFT)

prompts = ["def add(a, b):", "def mul(a, b):", "def sub(a, b):"]
batch = tok(prompts, return_tensors="pt", padding=True)

if assistant is not None and len(prompts) > 1:
    # assisted decoding only handles one sequence at a time
    prompts = prompts[:1]

out = model.generate(**batch, assistant_model=assistant, max_new_tokens=6, pad_token_id=tok.eos_token_id)
for p, o in zip(prompts, tok.batch_decode(out, skip_special_tokens=True)):
    print(p, "->", o)
