# classes: 6 3
"""spec.py -- "The main and assistant models have different tokenizers" although both are Qwen2.5?

Arguments parsed by hand: python spec.py [main] [draft] [max_new_tokens]
"""
import platform
import transformers
import sys

from transformers import AutoModelForCausalLM, AutoTokenizer

# --- system info (issue template) ---
print("python      :", platform.python_version())
print("transformers:", transformers.__version__)
print("platform    :", platform.platform())

main_id = sys.argv[1] if len(sys.argv) > 1 else "Qwen/Qwen2.5-7B-Instruct"
draft_id = sys.argv[2] if len(sys.argv) > 2 else "Qwen/Qwen2.5-0.5B-Instruct"
max_new = int(sys.argv[3]) if len(sys.argv) > 3 else 6
print("main:", main_id, "draft:", draft_id, "max_new:", max_new)

tokenizer = AutoTokenizer.from_pretrained(main_id)
model = AutoModelForCausalLM.from_pretrained(main_id)
draft = AutoModelForCausalLM.from_pretrained(draft_id)
print("vocab sizes", model.config.vocab_size, draft.config.vocab_size)  # debug

messages = [{"role": "user", "content": "Write a haiku about GPUs."}]
text = tokenizer.apply_chat_template(messages, tokenize=False, add_generation_prompt=True)
inputs = tokenizer(text, return_tensors="pt")

out = model.generate(**inputs, assistant_model=draft, max_new_tokens=max_new)
print(tokenizer.decode(out[0][inputs["input_ids"].shape[1]:], skip_special_tokens=True))

# Expected behavior: runs and prints the generated text.
# Actual behavior: see the output pasted below the script in the issue.
