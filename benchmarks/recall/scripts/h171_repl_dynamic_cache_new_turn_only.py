# classes: 5 7
"""Chat REPL that keeps one DynamicCache and, to save work, only tokenizes the new user turn
each time (the earlier turns are "already in the cache")."""
from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache


class ChatSession:
    def __init__(self, model_name="HuggingFaceTB/SmolLM2-360M-Instruct"):
        self.tok = AutoTokenizer.from_pretrained(model_name)
        self.model = AutoModelForCausalLM.from_pretrained(model_name)
        self.cache = DynamicCache()

    def ask(self, text):
        turn = [{"role": "user", "content": text}]
        inputs = self.tok.apply_chat_template(turn, add_generation_prompt=True, return_tensors="pt", return_dict=True)
        out = self.model.generate(**inputs, past_key_values=self.cache, max_new_tokens=5, do_sample=False)
        return self.tok.decode(out[0, inputs["input_ids"].shape[1] :], skip_special_tokens=True)


session = ChatSession()
for turn in ["hello there my friend", "tell me a story", "about cats"]:
    print(">", turn, "\n", session.ask(turn))
