# classes: 6 2
"""Pick tokenizers for speculative decoding only when the two tokenizers have different lengths."""
from transformers import AutoModelForCausalLM, AutoTokenizer

TARGET = "Qwen/Qwen2.5-7B-Instruct"
DRAFT = "Qwen/Qwen2.5-0.5B-Instruct"

tok = AutoTokenizer.from_pretrained(TARGET)
draft_tok = AutoTokenizer.from_pretrained(DRAFT)
model = AutoModelForCausalLM.from_pretrained(TARGET)
draft = AutoModelForCausalLM.from_pretrained(DRAFT)

gen_kwargs = {"max_new_tokens": 8, "assistant_model": draft}
if len(tok) != len(draft_tok):
    # universal assisted decoding
    gen_kwargs.update(tokenizer=tok, assistant_tokenizer=draft_tok)

inputs = tok("tell me about the garden", return_tensors="pt")
out = model.generate(**inputs, **gen_kwargs)
print(tok.decode(out[0], skip_special_tokens=True))
