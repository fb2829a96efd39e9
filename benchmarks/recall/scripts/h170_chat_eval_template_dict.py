# classes: 8
"""Chat-model eval loop (IFEval-style prompts): each prompt goes through the chat template, asked
for a dict (ids and attention mask) that is spread into generate."""
import json

from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL = "HuggingFaceTB/SmolLM2-360M-Instruct"
tok = AutoTokenizer.from_pretrained(MODEL)
model = AutoModelForCausalLM.from_pretrained(MODEL)

PROMPTS = [
    {"key": 1, "prompt": "Write a haiku about autumn. Do not use any commas."},
    {"key": 2, "prompt": "List three fruits in all capital letters."},
]
records = []
for item in PROMPTS:
    enc = tok.apply_chat_template(
        [{"role": "user", "content": item["prompt"]}], add_generation_prompt=True, return_tensors="pt", return_dict=True
    )
    out = model.generate(**enc, max_new_tokens=6, do_sample=False)
    records.append({"key": item["key"], "response": tok.decode(out[0, enc["input_ids"].shape[-1]:], skip_special_tokens=True)})
print(json.dumps(records))
