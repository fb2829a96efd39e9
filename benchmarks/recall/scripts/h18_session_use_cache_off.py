# classes: 7 5
"""Memory-saving chat session: caching is turned off in the session defaults, a draft model speeds
up replies and the session hands its DynamicCache to every turn."""
from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache


class LowMemoryChat:
    defaults = {"max_new_tokens": 6, "use_cache": False}

    def __init__(self, target="Qwen/Qwen2.5-3B-Instruct", draft="Qwen/Qwen2.5-0.5B-Instruct"):
        self.tok = AutoTokenizer.from_pretrained(target)
        self.model = AutoModelForCausalLM.from_pretrained(target)
        self.draft = AutoModelForCausalLM.from_pretrained(draft)
        self.cache = DynamicCache()
        self.history = []

    def __call__(self, text):
        self.history.append({"role": "user", "content": text})
        enc = self.tok.apply_chat_template(self.history, add_generation_prompt=True, return_tensors="pt", return_dict=True)
        out = self.model.generate(**enc, assistant_model=self.draft, past_key_values=self.cache, **self.defaults)
        reply = self.tok.decode(out[0, enc["input_ids"].shape[1]:], skip_special_tokens=True)
        self.history.append({"role": "assistant", "content": reply})
        return reply


if __name__ == "__main__":
    bot = LowMemoryChat()
    for text in ("hello", "what is the weather like"):
        print(bot(text))
