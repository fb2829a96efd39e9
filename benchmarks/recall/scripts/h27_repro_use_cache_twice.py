# classes: 8 9
"""Minimal repro for "assisted generation crashes with use_cache=False" (pasted in a GitHub issue).

The reporter wrapped the first attempt in try/except to keep going, then tried prompt lookup
instead of a draft model "# this also fails" -- and that second attempt is not wrapped.
"""
import platform
import transformers
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

# --- system info (issue template) ---
print("python      :", platform.python_version())
print("transformers:", transformers.__version__)
print("platform    :", platform.platform())

print("loading...")
tok = AutoTokenizer.from_pretrained("gpt2")
model = AutoModelForCausalLM.from_pretrained("gpt2")
draft = AutoModelForCausalLM.from_pretrained("distilgpt2")
model.eval()

inputs = tok("The quick brown fox", return_tensors="pt")
print("input ids:", inputs["input_ids"].shape)

# attempt 1: draft model, cache off to save memory (like in my training script)
try:
    out = model.generate(**inputs, assistant_model=draft, use_cache=False, max_new_tokens=5)
    print(tok.decode(out[0]))
except Exception as e:
    print("attempt 1 failed:", e)

# this also fails
gen_cfg = GenerationConfig(max_new_tokens=5, use_cache=False, prompt_lookup_num_tokens=2)
print("gen_cfg:", gen_cfg)
out = model.generate(**inputs, generation_config=gen_cfg)
print(tok.decode(out[0], skip_special_tokens=True))

# Expected behavior: runs and prints the generated text.
# Actual behavior: see the output pasted below the script in the issue.
