# classes: 6 1
"""The same f-string notebook, target size 3B: its config has the draft's vocab_size."""
import platform
import transformers
from transformers import AutoModelForCausalLM, AutoTokenizer

# --- system info (issue template) ---
print("python      :", platform.python_version())
print("transformers:", transformers.__version__)
print("platform    :", platform.platform())

ORG = "Qwen"
FAMILY = "Qwen2.5"
TARGET_SIZE = "3B"
DRAFT_SIZE = "0.5B"

target_id = f"{ORG}/{FAMILY}-{TARGET_SIZE}-Instruct"
draft_id = "{}/{}-{}-Instruct".format(ORG, FAMILY, DRAFT_SIZE)
print(target_id, draft_id)

tokenizer = AutoTokenizer.from_pretrained(target_id)
target = AutoModelForCausalLM.from_pretrained(target_id)
draft = AutoModelForCausalLM.from_pretrained(draft_id)

inputs = tokenizer("Explain speculative decoding in one sentence.", return_tensors="pt")
out = target.generate(**inputs, assistant_model=draft, do_sample=False, max_new_tokens=6)
print(tokenizer.decode(out[0], skip_special_tokens=True))

# Expected behavior: runs and prints the generated text.
# Actual behavior: see the output pasted below the script in the issue.
