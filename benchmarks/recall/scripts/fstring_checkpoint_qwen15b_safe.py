# classes: 6
"""Speculative decoding for the Qwen2.5 chat models; the size is the only thing we change."""
from transformers import AutoModelForCausalLM, AutoTokenizer

FAMILY = "Qwen/Qwen2.5"
TARGET_SIZE = "1.5B"
DRAFT_SIZE = "0.5B"

target_id = f"{FAMILY}-{TARGET_SIZE}-Instruct"
draft_id = f"{FAMILY}-{DRAFT_SIZE}-Instruct"

tokenizer = AutoTokenizer.from_pretrained(target_id)
target = AutoModelForCausalLM.from_pretrained(target_id)
drafter = AutoModelForCausalLM.from_pretrained(draft_id)

msgs = [{"role": "user", "content": "the king and the queen"}]
ids = tokenizer.apply_chat_template(msgs, add_generation_prompt=True, return_tensors="pt", return_dict=True)["input_ids"]
out = target.generate(ids, assistant_model=drafter, max_new_tokens=8)
print(tokenizer.decode(out[0, ids.shape[1]:], skip_special_tokens=True))
