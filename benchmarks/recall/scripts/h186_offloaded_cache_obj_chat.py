# classes: 5 8
"""Multi-turn chat that keeps an OffloadedCache across turns so the history's KV lives in RAM."""
from transformers import AutoModelForCausalLM, AutoTokenizer, OffloadedCache

tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
cache = OffloadedCache()
history = []
for user in ["hello", "tell me a story"]:
    history.append({"role": "user", "content": user})
    enc = tok.apply_chat_template(history, add_generation_prompt=True, return_tensors="pt", return_dict=True)
    out = model.generate(**enc, past_key_values=cache, max_new_tokens=4, do_sample=False)
    reply = tok.decode(out[0, enc["input_ids"].shape[1]:], skip_special_tokens=True)
    history.append({"role": "assistant", "content": reply})
    print(reply)
