# classes: 8 9
"""Faster synthetic data: complete seed prompts in batches of two with SmolLM2-360M, drafted by
SmolLM2-135M (assisted generation)."""

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-360M")
tok.padding_side = "left"
if tok.pad_token is None:
    tok.pad_token = tok.eos_token
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-360M")
draft = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")

PROMPTS = ["the fox jumps", "the queen loved", "my dog is", "tell me a story"]
for i in range(0, len(PROMPTS), 2):
    enc = tok(PROMPTS[i : i + 2], return_tensors="pt", padding=True)
    out = model.generate(**enc, assistant_model=draft, max_new_tokens=4, do_sample=False)
    print(tok.batch_decode(out, skip_special_tokens=True))
