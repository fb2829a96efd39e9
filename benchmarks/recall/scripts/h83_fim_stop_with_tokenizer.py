# classes: 9 8
"""Fill-in-the-middle completion (Qwen2.5-Coder-style FIM tokens) stopping at a blank line or the next def, tokenizer passed."""
from transformers import AutoModelForCausalLM, AutoTokenizer

CHECKPOINT = "Qwen/Qwen2.5-0.5B"
STOP = ["\n\n", "\ndef ", "<|endoftext|>"]

tokenizer = AutoTokenizer.from_pretrained(CHECKPOINT)
model = AutoModelForCausalLM.from_pretrained(CHECKPOINT)


def fim(prefix: str, suffix: str, **gen) -> str:
    prompt = f"<|fim_prefix|>{prefix}<|fim_suffix|>{suffix}<|fim_middle|>"
    inputs = tokenizer(prompt, return_tensors="pt")
    out = model.generate(**inputs, stop_strings=STOP, tokenizer=tokenizer, **gen)
    return tokenizer.decode(out[0, inputs["input_ids"].shape[1]:], skip_special_tokens=True)


print(repr(fim("def add(a, b):\n    ", "\n", max_new_tokens=8, do_sample=False)))
