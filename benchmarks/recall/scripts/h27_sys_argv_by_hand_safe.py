# classes: 6 3
"""spec.py with the defaults changed to a pair whose embedding matrices have the same size
(the 1.5B main model instead of the 7B one)."""
import platform
import transformers
import sys

from transformers import AutoModelForCausalLM, AutoTokenizer

# --- system info (issue template) ---
print("python      :", platform.python_version())
print("transformers:", transformers.__version__)
print("platform    :", platform.platform())

args = sys.argv[1:]
main_id = args[0] if len(args) >= 1 else "Qwen/Qwen2.5-1.5B-Instruct"
draft_id = args[1] if len(args) >= 2 else "Qwen/Qwen2.5-0.5B-Instruct"
max_new = int(args[2]) if len(args) >= 3 else 6
print("main:", main_id, "draft:", draft_id)

tokenizer = AutoTokenizer.from_pretrained(main_id)
model = AutoModelForCausalLM.from_pretrained(main_id)
draft = AutoModelForCausalLM.from_pretrained(draft_id)
print("vocab sizes", model.config.vocab_size, draft.config.vocab_size)

messages = [{"role": "user", "content": "Write a haiku about GPUs."}]
text = tokenizer.apply_chat_template(messages, tokenize=False, add_generation_prompt=True)
inputs = tokenizer(text, return_tensors="pt")

out = model.generate(**inputs, assistant_model=draft, max_new_tokens=max_new)
print(tokenizer.decode(out[0][inputs["input_ids"].shape[1]:], skip_special_tokens=True))

# Expected behavior: runs and prints the generated text.
# Actual behavior: see the output pasted below the script in the issue.
