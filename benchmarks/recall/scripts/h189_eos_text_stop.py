# classes: 9
"""Chat loop that stops generation at the end-of-turn marker, adapted from a model card: the
marker is given to eos_token_id as its text."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("Qwen/Qwen2-0.5B-Instruct")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2-0.5B-Instruct")
terminators = [tok.eos_token_id, "<|im_end|>"]
msgs = [{"role": "user", "content": "hello"}]
enc = tok.apply_chat_template(msgs, add_generation_prompt=True, return_tensors="pt", return_dict=True)
out = model.generate(**enc, eos_token_id=terminators, max_new_tokens=4)
print(tok.decode(out[0]))
