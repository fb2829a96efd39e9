# classes: 2 9
"""Batch of completions padded on the left, each stopping at a blank line (tokenizer passed)."""
from transformers import AutoModelForCausalLM, AutoTokenizer

CHECKPOINT = "Qwen/Qwen2.5-0.5B"
tokenizer = AutoTokenizer.from_pretrained(CHECKPOINT)
tokenizer.padding_side = "left"
model = AutoModelForCausalLM.from_pretrained(CHECKPOINT)

snippets = ["def is_even(n):\n", "class Stack:\n    def __init__(self):\n"]
for lang_snippets in (snippets, snippets[:1]):
    batch = tokenizer(lang_snippets, return_tensors="pt", padding=True)
    out = model.generate(**batch, max_new_tokens=8, stop_strings=["\n\n"], tokenizer=tokenizer, num_beams=2)
    print(tokenizer.batch_decode(out, skip_special_tokens=True))
