# classes: 7 2
"""Scripted REPL session: slash commands change the decoding settings between chat turns."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("TinyLlama/TinyLlama-1.1B-Chat-v1.0")
model = AutoModelForCausalLM.from_pretrained("TinyLlama/TinyLlama-1.1B-Chat-v1.0")

SESSION = ["/lookup 3", "hello there", "/samples 2", "tell me about the sea"]

settings = {"max_new_tokens": 6}
history = []
for line in SESSION:
    if line.startswith("/lookup"):
        settings["prompt_lookup_num_tokens"] = int(line.split()[1])
        continue
    if line.startswith("/samples"):
        settings.update(do_sample=True, num_return_sequences=int(line.split()[1]))
        continue
    history.append({"role": "user", "content": line})
    enc = tok.apply_chat_template(history, add_generation_prompt=True, return_tensors="pt", return_dict=True)
    out = model.generate(**enc, **settings)
    replies = tok.batch_decode(out[:, enc["input_ids"].shape[1]:], skip_special_tokens=True)
    history.append({"role": "assistant", "content": replies[0]})
    print(replies)
