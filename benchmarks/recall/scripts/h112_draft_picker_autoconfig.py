# classes: 6 2
"""Compare the configs' vocab sizes before loading anything, and fall back to universal
assisted decoding when they differ."""
from transformers import AutoConfig, AutoModelForCausalLM, AutoTokenizer

TARGET = "Qwen/Qwen2.5-7B-Instruct"
DRAFT = "Qwen/Qwen2.5-0.5B-Instruct"

target_cfg = AutoConfig.from_pretrained(TARGET)
draft_cfg = AutoConfig.from_pretrained(DRAFT)
same_vocab = target_cfg.vocab_size == draft_cfg.vocab_size
print("same vocab:", same_vocab)

tok = AutoTokenizer.from_pretrained(TARGET)
model = AutoModelForCausalLM.from_pretrained(TARGET)
draft = AutoModelForCausalLM.from_pretrained(DRAFT)

extra = {}
if not same_vocab:
    extra = {"tokenizer": tok, "assistant_tokenizer": AutoTokenizer.from_pretrained(DRAFT)}

inputs = tok("tell me about the garden", return_tensors="pt")
out = model.generate(**inputs, assistant_model=draft, max_new_tokens=8, **extra)
print(tok.decode(out[0], skip_special_tokens=True))
