# classes: 8 6
"""Qwen2.5-7B-Instruct with a 0.5B draft and both tokenizers, decoding greedily."""
from transformers import AutoModelForCausalLM, AutoTokenizer

TARGET = "Qwen/Qwen2.5-7B-Instruct"
DRAFT = "Qwen/Qwen2.5-0.5B-Instruct"

tokenizer = AutoTokenizer.from_pretrained(TARGET)
draft_tokenizer = AutoTokenizer.from_pretrained(DRAFT)
model = AutoModelForCausalLM.from_pretrained(TARGET)
draft = AutoModelForCausalLM.from_pretrained(DRAFT)

inputs = tokenizer("tell me a story about cats", return_tensors="pt")
out = model.generate(
    **inputs,
    assistant_model=draft,
    tokenizer=tokenizer,
    assistant_tokenizer=draft_tokenizer,
    do_sample=False,
    max_new_tokens=8,
)
print(tokenizer.decode(out[0], skip_special_tokens=True))
