# classes: 7
"""Assisted generation that stops at a delimiter: the tokenizer is given for the stop strings."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("Qwen/Qwen3-1.7B")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen3-1.7B")
draft = AutoModelForCausalLM.from_pretrained("Qwen/Qwen3-0.6B")

enc = tok("tell me a story about cats", return_tensors="pt")
out = model.generate(
    **enc,
    assistant_model=draft,
    stop_strings=["."],
    tokenizer=tok,
    max_new_tokens=10,
    do_sample=False,
)
print(tok.decode(out[0], skip_special_tokens=True))
