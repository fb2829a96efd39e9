# classes: 5 7
"""Chat session that drops its cache when the history gets long; prompt lookup on every turn."""
from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache

MAX_TURNS = 4


class TrimmedSession:
    def __init__(self, name="Qwen/Qwen2.5-1.5B-Instruct"):
        self.tok = AutoTokenizer.from_pretrained(name)
        self.model = AutoModelForCausalLM.from_pretrained(name)
        self.history, self.cache = [], DynamicCache()

    def ask(self, text):
        if len(self.history) >= 2 * MAX_TURNS:
            self.history, self.cache = self.history[-2:], DynamicCache()
        self.history.append({"role": "user", "content": text})
        enc = self.tok.apply_chat_template(self.history, add_generation_prompt=True, return_tensors="pt", return_dict=True)
        out = self.model.generate(**enc, past_key_values=self.cache, prompt_lookup_num_tokens=3, max_new_tokens=5, return_dict_in_generate=True)
        self.cache = out.past_key_values
        reply = self.tok.decode(out.sequences[0, enc["input_ids"].shape[1]:], skip_special_tokens=True)
        self.history.append({"role": "assistant", "content": reply})
        return reply


s = TrimmedSession()
for q in ["hi", "tell me about the river", "and the sea", "thanks"]:
    print(s.ask(q))
