# classes: 5 9
"""Multi-turn chat that keeps a DynamicCache across turns and a dict of "fast settings"
with the lengths."""
from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache

FAST = {"max_new_tokens": 4, "do_sample": False}

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")
cache = DynamicCache()
history = []
for user in ["Hi!", "What is your name?"]:
    history.append({"role": "user", "content": user})
    enc = tok.apply_chat_template(history, add_generation_prompt=True, return_tensors="pt", return_dict=True)
    out = model.generate(**enc, past_key_values=cache, **FAST)
    reply = tok.decode(out[0, enc["input_ids"].shape[1]:], skip_special_tokens=True)
    history.append({"role": "assistant", "content": reply})
print(history)
