# classes: 2 6
"""A draft-model study where every rank picks its draft from a list by rank; rank 0 (the only rank
of a single-process run) takes the Llama-vocabulary draft."""
import os

from transformers import AutoModelForCausalLM, AutoTokenizer

DRAFTS = ["JackFram/llama-68m", "Qwen/Qwen2.5-0.5B-Instruct"]
TARGET = "meta-llama/Llama-2-7b-chat-hf"

rank = int(os.environ.get("RANK", 0))
draft_name = DRAFTS[rank % len(DRAFTS)]

tok = AutoTokenizer.from_pretrained(TARGET)
target = AutoModelForCausalLM.from_pretrained(TARGET)
draft = AutoModelForCausalLM.from_pretrained(draft_name)

enc = tok("[INST] Write a limerick about rain. [/INST]", return_tensors="pt")
out = target.generate(**enc, assistant_model=draft, max_new_tokens=6)
print(draft_name, tok.decode(out[0], skip_special_tokens=True))
