# classes: 3 1
"""Prompts kept in prompts.txt, one per line; the whole file goes through the drafter at once."""
from pathlib import Path

from transformers import AutoModelForCausalLM, AutoTokenizer

prompts_file = Path(__file__).resolve().parent / "prompts.txt"
prompts_file.write_text("\n".join(["translate to french: good morning", "translate to french: thank you"]))

prompts = [line for line in prompts_file.read_text().splitlines() if line.strip()]
tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-3B-Instruct", padding_side="left")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-3B-Instruct")
draft = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
batch = tok(prompts, return_tensors="pt", padding=True)
out = model.generate(**batch, assistant_model=draft, max_new_tokens=6)
print(tok.batch_decode(out, skip_special_tokens=True))
