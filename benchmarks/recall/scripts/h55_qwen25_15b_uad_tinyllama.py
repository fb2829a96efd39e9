# classes: 6
"""Universal assisted decoding: TinyLlama drafts for Qwen2.5-1.5B-Instruct (different tokenizers)."""
from transformers import AutoModelForCausalLM, AutoTokenizer

MAIN = "Qwen/Qwen2.5-1.5B-Instruct"
DRAFT = "TinyLlama/TinyLlama-1.1B-Chat-v1.0"

tok = AutoTokenizer.from_pretrained(MAIN)
draft_tok = AutoTokenizer.from_pretrained(DRAFT)
model = AutoModelForCausalLM.from_pretrained(MAIN)
draft = AutoModelForCausalLM.from_pretrained(DRAFT)

enc = tok("the king loved the garden and", return_tensors="pt")
out = model.generate(**enc, assistant_model=draft, tokenizer=tok, assistant_tokenizer=draft_tok, max_new_tokens=6)
print(tok.decode(out[0], skip_special_tokens=True))
