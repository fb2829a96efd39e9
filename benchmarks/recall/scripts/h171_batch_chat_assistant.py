# classes: 6 2
"""Batch of chats answered together with left padding, a small draft model speeding them up."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct", padding_side="left")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct")
draft = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")

chats = [
    [{"role": "user", "content": "hello"}],
    [{"role": "user", "content": "tell me a story about the green garden"}],
    [{"role": "system", "content": "be short"}, {"role": "user", "content": "one two three"}],
]
batch = tok.apply_chat_template(chats, add_generation_prompt=True, padding=True, return_tensors="pt", return_dict=True)
out = model.generate(**batch, assistant_model=draft, max_new_tokens=5, do_sample=False)
for row in tok.batch_decode(out[:, batch["input_ids"].shape[1] :], skip_special_tokens=True):
    print(row)
