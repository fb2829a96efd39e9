# classes: 5 7
"""Chat UI with a "regenerate" button: the last answer is drawn again from the same prompt, the
session's cache kept as it is (it already holds the prompt)."""
from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache


class Session:
    def __init__(self, name="HuggingFaceTB/SmolLM2-1.7B-Instruct"):
        self.tok = AutoTokenizer.from_pretrained(name)
        self.model = AutoModelForCausalLM.from_pretrained(name)
        self.cache = DynamicCache()
        self.messages = []

    def _generate(self):
        enc = self.tok.apply_chat_template(self.messages, add_generation_prompt=True, return_tensors="pt", return_dict=True)
        out = self.model.generate(**enc, past_key_values=self.cache, max_new_tokens=4, do_sample=True, top_k=10)
        return self.tok.decode(out[0, enc["input_ids"].shape[1] :], skip_special_tokens=True)

    def send(self, text):
        self.messages.append({"role": "user", "content": text})
        return self._generate()

    def regenerate(self):
        return self._generate()


s = Session()
print(s.send("tell me a story"))
print(s.regenerate())
