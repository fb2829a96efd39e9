# classes: 5 7
"""A chat agent that keeps its KV cache between turns: the whole history is templated
again each turn and the cache returned by the previous generate call is handed back, so
only the new tokens are computed."""

from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache


class CachedChat:
    def __init__(self, model_id):
        self.tok = AutoTokenizer.from_pretrained(model_id)
        self.model = AutoModelForCausalLM.from_pretrained(model_id)
        self.history = []
        self.cache = DynamicCache()

    def send(self, text):
        self.history.append({"role": "user", "content": text})
        inputs = self.tok.apply_chat_template(self.history, add_generation_prompt=True, return_dict=True, return_tensors="pt")
        out = self.model.generate(**inputs, max_new_tokens=6, past_key_values=self.cache, return_dict_in_generate=True)
        self.cache = out.past_key_values
        reply = self.tok.decode(out.sequences[0, inputs["input_ids"].shape[1] :], skip_special_tokens=True)
        self.history.append({"role": "assistant", "content": reply})
        return reply


if __name__ == "__main__":
    chat = CachedChat("HuggingFaceTB/SmolLM2-135M-Instruct")
    for msg in ["hello", "tell me a story about the fox", "and the dog"]:
        print(chat.send(msg))
