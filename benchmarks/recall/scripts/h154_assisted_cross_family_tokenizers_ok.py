# classes: 6 8
"""Speculative decoding across tokenizers: distilgpt2 drafts for SmolLM2-360M, with both
tokenizers handed to generate (universal assisted decoding)."""

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-360M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-360M")
draft_tok = AutoTokenizer.from_pretrained("distilbert/distilgpt2")
draft = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")

enc = tok("the quick brown fox", return_tensors="pt")
out = model.generate(
    **enc, assistant_model=draft, tokenizer=tok, assistant_tokenizer=draft_tok, max_new_tokens=4, do_sample=False
)
print(tok.decode(out[0], skip_special_tokens=True))
