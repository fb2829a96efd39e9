# classes: 6 2
"""Batch of chats answered together with left padding (no draft model); Qwen's own sampling
settings apply."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct", padding_side="left")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct")

chats = [
    [{"role": "user", "content": "hello"}],
    [{"role": "user", "content": "tell me a story about the green garden"}],
]
batch = tok.apply_chat_template(chats, add_generation_prompt=True, padding=True, return_tensors="pt", return_dict=True)
out = model.generate(**batch, max_new_tokens=5, pad_token_id=tok.pad_token_id)
print(tok.batch_decode(out[:, batch["input_ids"].shape[1] :], skip_special_tokens=True))
