# classes: 2 6
"""A draft-model study: every rank evaluates a different draft for the same chat model, picking it
from a list by its rank."""
import os

from transformers import AutoModelForCausalLM, AutoTokenizer

DRAFTS = ["Qwen/Qwen2.5-0.5B-Instruct", "JackFram/llama-68m", "TinyLlama/TinyLlama-1.1B-Chat-v1.0"]
TARGET = "meta-llama/Llama-2-7b-chat-hf"

rank = int(os.environ.get("RANK", 0))
draft_name = DRAFTS[rank % len(DRAFTS)]

tok = AutoTokenizer.from_pretrained(TARGET)
target = AutoModelForCausalLM.from_pretrained(TARGET)
draft = AutoModelForCausalLM.from_pretrained(draft_name)

enc = tok("[INST] Write a limerick about rain. [/INST]", return_tensors="pt")
out = target.generate(**enc, assistant_model=draft, max_new_tokens=6)
print(draft_name, tok.decode(out[0], skip_special_tokens=True))
