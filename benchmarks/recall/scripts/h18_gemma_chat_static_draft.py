# classes: 5 6
"""Gemma 3 chat with a preallocated StaticCache for long conversations and the 270m model as
draft."""
from transformers import AutoModelForCausalLM, AutoTokenizer, StaticCache

tok = AutoTokenizer.from_pretrained("google/gemma-3-1b-it")
model = AutoModelForCausalLM.from_pretrained("google/gemma-3-1b-it")
draft = AutoModelForCausalLM.from_pretrained("google/gemma-3-270m-it")

MAX_CONTEXT = 2048


class GemmaChat:
    def __init__(self):
        self.cache = StaticCache(config=model.config, max_cache_len=MAX_CONTEXT)
        self.turns = []

    def reply(self, text):
        self.turns.append({"role": "user", "content": text})
        enc = tok.apply_chat_template(self.turns, add_generation_prompt=True, return_tensors="pt", return_dict=True)
        out = model.generate(**enc, past_key_values=self.cache, assistant_model=draft, max_new_tokens=5, do_sample=False)
        answer = tok.decode(out[0, enc["input_ids"].shape[1]:], skip_special_tokens=True)
        self.turns.append({"role": "assistant", "content": answer})
        return answer


chat = GemmaChat()
for q in ["hello", "what is a lake"]:
    print(chat.reply(q))
