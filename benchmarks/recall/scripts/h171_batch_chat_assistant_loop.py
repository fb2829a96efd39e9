# classes: 6 2
"""Chats answered one at a time with a small draft model (assisted generation takes one
sequence at a time)."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct", padding_side="left")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct")
draft = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")

chats = [
    [{"role": "user", "content": "hello"}],
    [{"role": "user", "content": "tell me a story about the green garden"}],
    [{"role": "system", "content": "be short"}, {"role": "user", "content": "one two three"}],
]
for chat in chats:
    one = tok.apply_chat_template([chat], add_generation_prompt=True, padding=True, return_tensors="pt", return_dict=True)
    out = model.generate(**one, assistant_model=draft, max_new_tokens=5, do_sample=False)
    print(tok.decode(out[0, one["input_ids"].shape[1] :], skip_special_tokens=True))
