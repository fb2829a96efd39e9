# classes: 6 1
"""Trying every Qwen2.5 size as the target with the 0.5B draft (quick notebook export).

Model ids are built from the size with an f-string. Only the first size is run by default.
"""
import platform
import transformers
from transformers import AutoModelForCausalLM, AutoTokenizer

# --- system info (issue template) ---
print("python      :", platform.python_version())
print("transformers:", transformers.__version__)
print("platform    :", platform.platform())

ORG = "Qwen"
FAMILY = "Qwen2.5"
TARGET_SIZE = "7B"
DRAFT_SIZE = "0.5B"

target_id = f"{ORG}/{FAMILY}-{TARGET_SIZE}-Instruct"
draft_id = f"{ORG}/{FAMILY}-{DRAFT_SIZE}-Instruct"
print(target_id, draft_id)

tokenizer = AutoTokenizer.from_pretrained(draft_id)  # same tokenizer anyway
target = AutoModelForCausalLM.from_pretrained(target_id)
draft = AutoModelForCausalLM.from_pretrained(draft_id)

prompt = "Explain speculative decoding in one sentence."
inputs = tokenizer(prompt, return_tensors="pt")

# greedy, so the output should match the target alone
out = target.generate(**inputs, assistant_model=draft, do_sample=False, max_new_tokens=6)
print(tokenizer.decode(out[0], skip_special_tokens=True))

# Expected behavior: runs and prints the generated text.
# Actual behavior: see the output pasted below the script in the issue.
