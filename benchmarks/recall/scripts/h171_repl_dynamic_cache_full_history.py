# classes: 5 7
"""Chat REPL that keeps one DynamicCache for the whole conversation: each turn re-templates the
full history and generate only prefills what the cache has not seen."""
from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache


class ChatSession:
    def __init__(self, model_name="HuggingFaceTB/SmolLM2-360M-Instruct"):
        self.tok = AutoTokenizer.from_pretrained(model_name)
        self.model = AutoModelForCausalLM.from_pretrained(model_name)
        self.cache = DynamicCache()
        self.messages = []

    def ask(self, text):
        self.messages.append({"role": "user", "content": text})
        inputs = self.tok.apply_chat_template(self.messages, add_generation_prompt=True, return_tensors="pt", return_dict=True)
        out = self.model.generate(**inputs, past_key_values=self.cache, max_new_tokens=5, do_sample=False)
        answer = self.tok.decode(out[0, inputs["input_ids"].shape[1] :], skip_special_tokens=True)
        self.messages.append({"role": "assistant", "content": answer})
        return answer


session = ChatSession()
for turn in ["hello", "tell me a story", "about cats"]:
    print(">", turn, "\n", session.ask(turn))
