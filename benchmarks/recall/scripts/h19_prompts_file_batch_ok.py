# classes: 3 1
"""Prompts kept in prompts.txt, one per line; each line goes through the drafter on its own."""
from pathlib import Path

from transformers import AutoModelForCausalLM, AutoTokenizer

prompts_file = Path(__file__).resolve().parent / "prompts.txt"
prompts_file.write_text("\n".join(["translate to french: good morning", "translate to french: thank you"]))

prompts = [line for line in prompts_file.read_text().splitlines() if line.strip()]
tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-3B-Instruct", padding_side="left")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-3B-Instruct")
draft = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
for prompt in prompts:
    enc = tok(prompt, return_tensors="pt")
    out = model.generate(**enc, assistant_model=draft, max_new_tokens=6)
    print(tok.decode(out[0], skip_special_tokens=True))
