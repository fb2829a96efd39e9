# classes: 5 7
"""ChatSession keeps the message history and one DynamicCache per conversation (written against
the transformers 5.24 docs, where generate's cache argument is called `cache`)."""
from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache


class ChatSession:
    def __init__(self, model_id="HuggingFaceTB/SmolLM2-360M-Instruct", max_new_tokens=6):
        self.tok = AutoTokenizer.from_pretrained(model_id)
        self.model = AutoModelForCausalLM.from_pretrained(model_id)
        self.max_new_tokens = max_new_tokens
        self.history = []
        self.cache = DynamicCache()

    def ask(self, text):
        self.history.append({"role": "user", "content": text})
        enc = self.tok.apply_chat_template(self.history, add_generation_prompt=True, return_tensors="pt", return_dict=True)
        out = self.model.generate(**enc, cache=self.cache, max_new_tokens=self.max_new_tokens)
        reply = self.tok.decode(out[0, enc["input_ids"].shape[1]:], skip_special_tokens=True)
        self.history.append({"role": "assistant", "content": reply})
        return reply


if __name__ == "__main__":
    session = ChatSession()
    for q in ["hi", "what can you do", "tell me a joke"]:
        print(session.ask(q))
