# classes: 3 8
"""Same gist with the default batch size 1 (the assisted loop only takes one row)."""
import platform
import transformers
import os

from transformers import AutoModelForCausalLM, AutoTokenizer

# --- system info (issue template) ---
print("python      :", platform.python_version())
print("transformers:", transformers.__version__)
print("platform    :", platform.platform())

BATCH_SIZE = int(os.environ.get("BATCH_SIZE", "1"))

prompts = ["Hello, my dog is", "The capital of France is", "Once upon a time"]

tok = AutoTokenizer.from_pretrained("openai-community/gpt2-medium")
tok.pad_token = tok.eos_token
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2-medium")
draft = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")

results = []
for start in range(0, len(prompts), BATCH_SIZE):
    batch = prompts[start:start + BATCH_SIZE]
    enc = tok(batch, return_tensors="pt", padding=True)
    out = model.generate(**enc, assistant_model=draft, max_new_tokens=5, pad_token_id=tok.eos_token_id)
    results.extend(tok.batch_decode(out, skip_special_tokens=True))
    print(len(results), "done")

print("\n".join(results))

# Expected behavior: runs and prints the generated text.
# Actual behavior: see the output pasted below the script in the issue.
