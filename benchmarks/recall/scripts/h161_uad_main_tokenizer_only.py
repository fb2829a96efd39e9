# classes: 6 8
"""Universal assisted decoding: SmolLM2-360M drafted by GPT-2, with the main tokenizer passed."""

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-360M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-360M")
draft = AutoModelForCausalLM.from_pretrained("distilgpt2")
enc = tok("tell me a story", return_tensors="pt")
out = model.generate(**enc, assistant_model=draft, tokenizer=tok, max_new_tokens=4, do_sample=False)
print(tok.decode(out[0], skip_special_tokens=True))
