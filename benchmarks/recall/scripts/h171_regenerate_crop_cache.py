# classes: 5 7
"""Chat UI with a "regenerate" button: the session's DynamicCache is cropped back to the prompt
before the last answer is drawn again."""
from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache


class Session:
    def __init__(self, name="HuggingFaceTB/SmolLM2-1.7B-Instruct"):
        self.tok = AutoTokenizer.from_pretrained(name)
        self.model = AutoModelForCausalLM.from_pretrained(name)
        self.cache = DynamicCache()
        self.messages = []
        self.prompt_len = 0

    def _generate(self):
        enc = self.tok.apply_chat_template(self.messages, add_generation_prompt=True, return_tensors="pt", return_dict=True)
        self.prompt_len = enc["input_ids"].shape[1]
        out = self.model.generate(**enc, past_key_values=self.cache, max_new_tokens=4, do_sample=True, top_k=10)
        return self.tok.decode(out[0, self.prompt_len :], skip_special_tokens=True)

    def send(self, text):
        self.messages.append({"role": "user", "content": text})
        return self._generate()

    def regenerate(self):
        self.cache.crop(self.prompt_len - 1)
        return self._generate()


s = Session()
print(s.send("tell me a story"))
print(s.regenerate())
