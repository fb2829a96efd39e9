# classes: 5 8
"""Copied from the newest docs (cache=...) but run on whatever transformers is installed.

    print(transformers.__version__)  # first thing in every bug report
"""
import platform
import transformers
from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache

# --- system info (issue template) ---
print("python      :", platform.python_version())
print("transformers:", transformers.__version__)
print("platform    :", platform.platform())

print("transformers", transformers.__version__)

tok = AutoTokenizer.from_pretrained("microsoft/phi-2")
model = AutoModelForCausalLM.from_pretrained("microsoft/phi-2")

chat_cache = DynamicCache()
history = ""
for turn in ["Hello!", "What is 2+2?"]:
    history += f"User: {turn}\nAssistant:"
    enc = tok(history, return_tensors="pt")
    out = model.generate(**enc, cache=chat_cache, max_new_tokens=4, pad_token_id=tok.eos_token_id)
    reply = tok.decode(out[0][enc["input_ids"].shape[1]:], skip_special_tokens=True)
    print("bot:", reply)
    history += reply + "\n"

# Expected behavior: runs and prints the generated text.
# Actual behavior: see the output pasted below the script in the issue.
