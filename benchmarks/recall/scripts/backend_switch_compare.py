# classes: 1
"""Reference outputs for the regression suite, HF backend vs. our C++ runtime."""
import json

from transformers import AutoModelForCausalLM, AutoTokenizer

BACKEND = "hf"
CHECKPOINT = "facebook/opt-1.3b"

tokenizer = AutoTokenizer.from_pretrained(CHECKPOINT)
model = AutoModelForCausalLM.from_pretrained(CHECKPOINT)

decode_args = {"max_new_tokens": 8, "do_sample": False}
if BACKEND == "hf":
    decode_args["assistant_model"] = AutoModelForCausalLM.from_pretrained("facebook/opt-125m")
if BACKEND == "cpp-reference":
    # the C++ runtime has no KV cache yet: mimic it
    decode_args["use_cache"] = False

refs = {}
for prompt in ["hello world", "the king and the queen"]:
    enc = tokenizer(prompt, return_tensors="pt")
    refs[prompt] = tokenizer.decode(model.generate(**enc, **decode_args)[0], skip_special_tokens=True)
print(json.dumps(refs, indent=2))
